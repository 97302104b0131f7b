//===- Elementwise.h - Tight loops over whole tiles -------------*- C++ -*-===//
//
// Element-wise steps: the loop is instantiated per storage type so that the
// per-element work is a few inlined instructions; the op's semantics come in
// as a lambda over zero-extended bit patterns.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_INTERPRETER_ELEMENTWISE_H
#define TILEKIT_LIB_EXECUTION_INTERPRETER_ELEMENTWISE_H

#include "Interpreter.h"

#include <type_traits>

namespace tilekit::exec::interp {

/// The unsigned storage type of `Bytes`-byte elements.
template <unsigned Bytes> struct StorageOf;
template <> struct StorageOf<1> { using type = uint8_t; };
template <> struct StorageOf<2> { using type = uint16_t; };
template <> struct StorageOf<4> { using type = uint32_t; };
template <> struct StorageOf<8> { using type = uint64_t; };

/// Calls `body.template operator()<Bytes>()` for a run-time byte count.
template <typename Body> auto dispatchBytes(unsigned bytes, Body &&body) {
  switch (bytes) {
  case 1:
    return body(std::integral_constant<unsigned, 1>());
  case 2:
    return body(std::integral_constant<unsigned, 2>());
  case 4:
    return body(std::integral_constant<unsigned, 4>());
  default:
    return body(std::integral_constant<unsigned, 8>());
  }
}

/// result[i] = f(a[i]) for tiles whose elements have `InBytes` and
/// `OutBytes` bytes; `mask` keeps only the value bits of the result.
template <unsigned InBytes, unsigned OutBytes, typename F>
Step makeUnaryStep(unsigned in, unsigned out, int64_t n, uint64_t mask, F f) {
  using In = typename StorageOf<InBytes>::type;
  using Out = typename StorageOf<OutBytes>::type;
  return [=](Frame &frame) {
    RtValue result = Buffer::create(n * OutBytes);
    const In *x = frame.slots[in]->template as<In>();
    Out *y = result->template as<Out>();
    for (int64_t i = 0; i < n; ++i)
      y[i] = static_cast<Out>(f(static_cast<uint64_t>(x[i])) & mask);
    frame.slots[out] = std::move(result);
    return Flow::Next;
  };
}

template <unsigned InBytes, unsigned OutBytes, typename F>
Step makeBinaryStep(unsigned lhs, unsigned rhs, unsigned out, int64_t n,
                    uint64_t mask, F f) {
  using In = typename StorageOf<InBytes>::type;
  using Out = typename StorageOf<OutBytes>::type;
  return [=](Frame &frame) {
    RtValue result = Buffer::create(n * OutBytes);
    const In *x = frame.slots[lhs]->template as<In>();
    const In *y = frame.slots[rhs]->template as<In>();
    Out *z = result->template as<Out>();
    for (int64_t i = 0; i < n; ++i)
      z[i] = static_cast<Out>(
          f(static_cast<uint64_t>(x[i]), static_cast<uint64_t>(y[i])) & mask);
    frame.slots[out] = std::move(result);
    return Flow::Next;
  };
}

template <unsigned Bytes, typename F>
Step makeTernaryStep(unsigned a, unsigned b, unsigned c, unsigned out,
                     int64_t n, F f) {
  using T = typename StorageOf<Bytes>::type;
  return [=](Frame &frame) {
    RtValue result = Buffer::create(n * Bytes);
    const T *x = frame.slots[a]->template as<T>();
    const T *y = frame.slots[b]->template as<T>();
    const T *z = frame.slots[c]->template as<T>();
    T *r = result->template as<T>();
    for (int64_t i = 0; i < n; ++i)
      r[i] = static_cast<T>(f(static_cast<uint64_t>(x[i]),
                              static_cast<uint64_t>(y[i]),
                              static_cast<uint64_t>(z[i])));
    frame.slots[out] = std::move(result);
    return Flow::Next;
  };
}

/// Wraps `inner` with a `--check` pass over the operands: `isUndefined(a,
/// b)` names an element whose result is undefined behaviour; `what`
/// describes it.
template <unsigned Bytes, typename Check>
Step withBinaryCheck(Step inner, mlir::Operation *op, unsigned lhs,
                     unsigned rhs, const TileInfo &info, Check isUndefined,
                     std::string what) {
  using T = typename StorageOf<Bytes>::type;
  llvm::SmallVector<int64_t, 4> shape = info.shape;
  int64_t n = info.numElements;
  return [=](Frame &frame) {
    if (frame.launch->check) {
      const T *x = frame.slots[lhs]->template as<T>();
      const T *y = frame.slots[rhs]->template as<T>();
      for (int64_t i = 0; i < n; ++i)
        if (isUndefined(static_cast<uint64_t>(x[i]),
                        static_cast<uint64_t>(y[i])))
          return fail(frame, op,
                      "--check: " + what + " at element " +
                          formatIndex(shape, i) + " (lhs " +
                          std::to_string(static_cast<uint64_t>(x[i])) +
                          ", rhs " + std::to_string(static_cast<uint64_t>(y[i])) +
                          ", as unsigned bits)");
    }
    return inner(frame);
  };
}

} // namespace tilekit::exec::interp

#endif // TILEKIT_LIB_EXECUTION_INTERPRETER_ELEMENTWISE_H
