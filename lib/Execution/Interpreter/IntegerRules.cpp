//===- IntegerRules.cpp - Integer and bitwise arithmetic ------------------===//
//
// Integers wrap around unless an overflow flag promises otherwise; a broken
// promise, a division by zero, MIN / -1 and shifts by the bit width or more
// are undefined behaviour, reported under --check. Without --check they get
// the defined results listed in docs/execution.md, never a host trap.
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

namespace {

struct IntInfo {
  unsigned bits;
  uint64_t mask;
  int64_t minSigned, maxSigned;
};

IntInfo getIntInfo(const TileInfo &tile) {
  IntInfo info;
  info.bits = getElemBits(tile.kind);
  info.mask = info.bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << info.bits) - 1;
  info.minSigned =
      info.bits >= 64 ? INT64_MIN : -(int64_t(1) << (info.bits - 1));
  info.maxSigned =
      info.bits >= 64 ? INT64_MAX : (int64_t(1) << (info.bits - 1)) - 1;
  return info;
}

/// Builds a binary step over `op`'s lhs/rhs with `makeF(bits)` giving the
/// per-element lambda, and an optional --check of `isUndefined`.
template <typename MakeF, typename MakeCheck>
LogicalResult buildBinary(Operation *op, Compiler &compiler, Step &step,
                          MakeF makeF, MakeCheck makeCheck, std::string what) {
  TileInfo tile = Compiler::getTileInfo(op->getResult(0).getType());
  IntInfo info = getIntInfo(tile);
  unsigned lhs = compiler.slot(op->getOperand(0));
  unsigned rhs = compiler.slot(op->getOperand(1));
  unsigned out = compiler.slot(op->getResult(0));
  step = dispatchBytes(tile.elemBytes, [&](auto bytes) -> Step {
    constexpr unsigned B = decltype(bytes)::value;
    Step inner = makeBinaryStep<B, B>(lhs, rhs, out, tile.numElements,
                                      info.mask, makeF(info));
    auto check = makeCheck(info);
    if constexpr (std::is_same_v<decltype(check), std::nullptr_t>)
      return inner;
    else
      return withBinaryCheck<B>(std::move(inner), op, lhs, rhs, tile, check,
                                what);
  });
  return success();
}

template <typename MakeF>
LogicalResult buildBinary(Operation *op, Compiler &compiler, Step &step,
                          MakeF makeF) {
  return buildBinary(
      op, compiler, step, makeF, [](const IntInfo &) { return nullptr; }, "");
}

/// Overflow checks of add/sub/mul under their overflow flag.
template <typename Exact>
auto overflowCheck(IntegerOverflow flag, Exact exact) {
  return [flag, exact](const IntInfo &info) {
    return [flag, exact, info](uint64_t a, uint64_t b) {
      bool nsw = flag == IntegerOverflow::NSW || flag == IntegerOverflow::NW;
      bool nuw = flag == IntegerOverflow::NUW || flag == IntegerOverflow::NW;
      if (nsw) {
        __int128 r = exact(__int128(signExtend(a, info.bits)),
                           __int128(signExtend(b, info.bits)));
        if (r < info.minSigned || r > info.maxSigned)
          return true;
      }
      if (nuw) {
        __int128 r = exact(__int128(a & info.mask), __int128(b & info.mask));
        if (r < 0 || r > __int128(info.mask))
          return true;
      }
      return false;
    };
  };
}

const char *overflowWhat(IntegerOverflow flag) {
  switch (flag) {
  case IntegerOverflow::NSW:
    return "signed overflow under overflow<no_signed_wrap>";
  case IntegerOverflow::NUW:
    return "unsigned overflow under overflow<no_unsigned_wrap>";
  default:
    return "overflow under overflow<no_wrap>";
  }
}

template <typename OpT, typename Wrap, typename Exact>
LogicalResult compileWrapping(Operation *op, Compiler &compiler, Step &step,
                              Wrap wrap, Exact exact) {
  IntegerOverflow flag = cast<OpT>(op).getOverflow();
  auto makeF = [wrap](const IntInfo &) { return wrap; };
  if (flag == IntegerOverflow::NONE)
    return buildBinary(op, compiler, step, makeF);
  return buildBinary(op, compiler, step, makeF, overflowCheck(flag, exact),
                     overflowWhat(flag));
}

LogicalResult compileAddI(Operation *op, Compiler &c, Step &s) {
  return compileWrapping<AddIOp>(
      op, c, s, [](uint64_t a, uint64_t b) { return a + b; },
      [](__int128 a, __int128 b) { return a + b; });
}
LogicalResult compileSubI(Operation *op, Compiler &c, Step &s) {
  return compileWrapping<SubIOp>(
      op, c, s, [](uint64_t a, uint64_t b) { return a - b; },
      [](__int128 a, __int128 b) { return a - b; });
}
LogicalResult compileMulI(Operation *op, Compiler &c, Step &s) {
  return compileWrapping<MulIOp>(
      op, c, s, [](uint64_t a, uint64_t b) { return a * b; },
      [](__int128 a, __int128 b) {
        // Two unsigned 64-bit operands can overflow __int128 itself:
        // saturate (beyond every range the check accepts).
        __int128 r;
        return __builtin_mul_overflow(a, b, &r)
                   ? __int128(~(unsigned __int128)0 >> 1)
                   : r;
      });
}

LogicalResult compileMulhiI(Operation *op, Compiler &c, Step &s) {
  return buildBinary(op, c, s, [](const IntInfo &info) {
    return [info](uint64_t a, uint64_t b) {
      unsigned __int128 p = (unsigned __int128)(a & info.mask) * (b & info.mask);
      return static_cast<uint64_t>(p >> info.bits);
    };
  });
}

LogicalResult compileDivI(Operation *op, Compiler &c, Step &s) {
  auto div = cast<DivIOp>(op);
  bool isSigned = div.getSignedness() == Signedness::Signed;
  RoundingMode rounding = div.getRounding();
  auto makeF = [=](const IntInfo &info) {
    return [=](uint64_t a, uint64_t b) -> uint64_t {
      if (isSigned) {
        int64_t x = signExtend(a, info.bits), y = signExtend(b, info.bits);
        if (y == 0)
          return ~uint64_t(0); // defined choice: all ones
        if (y == -1)
          return static_cast<uint64_t>(0) - static_cast<uint64_t>(x);
        int64_t q = x / y, r = x % y;
        if (r != 0) {
          bool negative = (r < 0) != (y < 0);
          if (rounding == RoundingMode::NEGATIVE_INF && negative)
            --q;
          else if (rounding == RoundingMode::POSITIVE_INF && !negative)
            ++q;
        }
        return static_cast<uint64_t>(q);
      }
      uint64_t x = a & info.mask, y = b & info.mask;
      if (y == 0)
        return ~uint64_t(0);
      uint64_t q = x / y;
      if (rounding == RoundingMode::POSITIVE_INF && x % y != 0)
        ++q;
      return q;
    };
  };
  auto makeCheck = [=](const IntInfo &info) {
    return [=](uint64_t a, uint64_t b) {
      if ((b & info.mask) == 0)
        return true;
      return isSigned && signExtend(b, info.bits) == -1 &&
             signExtend(a, info.bits) == info.minSigned;
    };
  };
  return buildBinary(op, c, s, makeF, makeCheck,
                     isSigned ? "division by zero or MIN / -1"
                              : "division by zero");
}

LogicalResult compileRemI(Operation *op, Compiler &c, Step &s) {
  bool isSigned = cast<RemIOp>(op).getSignedness() == Signedness::Signed;
  auto makeF = [=](const IntInfo &info) {
    return [=](uint64_t a, uint64_t b) -> uint64_t {
      if (isSigned) {
        int64_t x = signExtend(a, info.bits), y = signExtend(b, info.bits);
        if (y == 0)
          return a; // defined choice: the dividend
        if (y == -1)
          return 0;
        return static_cast<uint64_t>(x % y);
      }
      uint64_t x = a & info.mask, y = b & info.mask;
      return y == 0 ? x : x % y;
    };
  };
  auto makeCheck = [=](const IntInfo &info) {
    return [=](uint64_t, uint64_t b) { return (b & info.mask) == 0; };
  };
  return buildBinary(op, c, s, makeF, makeCheck, "remainder by zero");
}

template <bool Max>
LogicalResult compileMinMaxI(Operation *op, Compiler &c, Step &s) {
  Signedness signedness = Max ? cast<MaxIOp>(op).getSignedness()
                              : cast<MinIOp>(op).getSignedness();
  bool isSigned = signedness == Signedness::Signed;
  return buildBinary(op, c, s, [=](const IntInfo &info) {
    return [=](uint64_t a, uint64_t b) -> uint64_t {
      bool less = isSigned ? signExtend(a, info.bits) < signExtend(b, info.bits)
                           : (a & info.mask) < (b & info.mask);
      return (less == Max) ? b : a;
    };
  });
}

LogicalResult compileShLI(Operation *op, Compiler &c, Step &s) {
  IntegerOverflow flag = cast<ShLIOp>(op).getOverflow();
  auto makeF = [](const IntInfo &info) {
    return [info](uint64_t a, uint64_t b) -> uint64_t {
      uint64_t amount = b & info.mask;
      return amount >= info.bits ? 0 : a << amount;
    };
  };
  auto makeCheck = [flag](const IntInfo &info) {
    return [flag, info](uint64_t a, uint64_t b) {
      uint64_t amount = b & info.mask;
      if (amount >= info.bits)
        return true;
      uint64_t r = (a << amount) & info.mask;
      bool nsw = flag == IntegerOverflow::NSW || flag == IntegerOverflow::NW;
      bool nuw = flag == IntegerOverflow::NUW || flag == IntegerOverflow::NW;
      if (nuw && (r >> amount) != (a & info.mask))
        return true;
      if (nsw && (signExtend(r, info.bits) >> amount) != signExtend(a, info.bits))
        return true;
      return false;
    };
  };
  std::string what = "shift amount not below the bit width";
  if (flag != IntegerOverflow::NONE)
    what += std::string(" or ") + overflowWhat(flag);
  return buildBinary(op, c, s, makeF, makeCheck, what);
}

LogicalResult compileShRI(Operation *op, Compiler &c, Step &s) {
  bool isSigned = cast<ShRIOp>(op).getSignedness() == Signedness::Signed;
  auto makeF = [=](const IntInfo &info) {
    return [=](uint64_t a, uint64_t b) -> uint64_t {
      uint64_t amount = b & info.mask;
      if (isSigned) {
        int64_t x = signExtend(a, info.bits);
        return static_cast<uint64_t>(amount >= info.bits ? (x < 0 ? -1 : 0)
                                                         : x >> amount);
      }
      return amount >= info.bits ? 0 : (a & info.mask) >> amount;
    };
  };
  auto makeCheck = [](const IntInfo &info) {
    return [info](uint64_t, uint64_t b) { return (b & info.mask) >= info.bits; };
  };
  return buildBinary(op, c, s, makeF, makeCheck,
                     "shift amount not below the bit width");
}

template <int Which>
LogicalResult compileBitwise(Operation *op, Compiler &c, Step &s) {
  return buildBinary(op, c, s, [](const IntInfo &) {
    return [](uint64_t a, uint64_t b) -> uint64_t {
      return Which == 0 ? (a & b) : Which == 1 ? (a | b) : (a ^ b);
    };
  });
}

/// Unary integer ops: absi, negi.
template <bool Negate>
LogicalResult compileUnaryI(Operation *op, Compiler &compiler, Step &step) {
  TileInfo tile = Compiler::getTileInfo(op->getResult(0).getType());
  IntInfo info = getIntInfo(tile);
  unsigned in = compiler.slot(op->getOperand(0));
  unsigned out = compiler.slot(op->getResult(0));
  IntegerOverflow flag =
      Negate ? cast<NegIOp>(op).getOverflow() : IntegerOverflow::NONE;
  bool checkMin = flag == IntegerOverflow::NSW || flag == IntegerOverflow::NW;
  step = dispatchBytes(tile.elemBytes, [&](auto bytes) -> Step {
    constexpr unsigned B = decltype(bytes)::value;
    Step inner = makeUnaryStep<B, B>(
        in, out, tile.numElements, info.mask, [info](uint64_t a) -> uint64_t {
          if (Negate)
            return uint64_t(0) - a;
          int64_t x = signExtend(a, info.bits);
          return x < 0 ? uint64_t(0) - a : a;
        });
    if (!checkMin)
      return inner;
    llvm::SmallVector<int64_t, 4> shape = tile.shape;
    return [=](Frame &frame) {
      if (frame.launch->check)
        for (int64_t i = 0; i < tile.numElements; ++i)
          if (signExtend(loadElement(frame.slots[in]->data(), i, B),
                         info.bits) == info.minSigned)
            return fail(frame, op,
                        "--check: signed overflow under "
                        "overflow<no_signed_wrap>: negating the minimum value "
                        "at element " +
                            formatIndex(shape, i));
      return inner(frame);
    };
  });
  return success();
}

LogicalResult compileCmpI(Operation *op, Compiler &compiler, Step &step) {
  auto cmp = cast<CmpIOp>(op);
  TileInfo tile = Compiler::getTileInfo(cmp.getLhs().getType());
  IntInfo info = getIntInfo(tile);
  bool isSigned = cmp.getSignedness() == Signedness::Signed;
  ComparisonPredicate predicate = cmp.getComparisonPredicate();
  unsigned lhs = compiler.slot(cmp.getLhs());
  unsigned rhs = compiler.slot(cmp.getRhs());
  unsigned out = compiler.slot(cmp.getResult());
  auto compare = [=](uint64_t a, uint64_t b) -> uint64_t {
    int order;
    if (isSigned) {
      int64_t x = signExtend(a, info.bits), y = signExtend(b, info.bits);
      order = x < y ? -1 : x > y;
    } else {
      uint64_t x = a & info.mask, y = b & info.mask;
      order = x < y ? -1 : x > y;
    }
    switch (predicate) {
    case ComparisonPredicate::EQUAL:
      return order == 0;
    case ComparisonPredicate::NOT_EQUAL:
      return order != 0;
    case ComparisonPredicate::LESS_THAN:
      return order < 0;
    case ComparisonPredicate::LESS_THAN_OR_EQUAL:
      return order <= 0;
    case ComparisonPredicate::GREATER_THAN:
      return order > 0;
    case ComparisonPredicate::GREATER_THAN_OR_EQUAL:
      return order >= 0;
    }
    return 0;
  };
  step = dispatchBytes(tile.elemBytes, [&](auto bytes) -> Step {
    constexpr unsigned B = decltype(bytes)::value;
    return makeBinaryStep<B, 1>(lhs, rhs, out, tile.numElements, 1, compare);
  });
  return success();
}

} // namespace

void addIntegerRules(RuleTable &table) {
  table.add<AbsIOp>(compileUnaryI<false>);
  table.add<NegIOp>(compileUnaryI<true>);
  table.add<AddIOp>(compileAddI);
  table.add<SubIOp>(compileSubI);
  table.add<MulIOp>(compileMulI);
  table.add<MulhiIOp>(compileMulhiI);
  table.add<DivIOp>(compileDivI);
  table.add<RemIOp>(compileRemI);
  table.add<MaxIOp>(compileMinMaxI<true>);
  table.add<MinIOp>(compileMinMaxI<false>);
  table.add<ShLIOp>(compileShLI);
  table.add<ShRIOp>(compileShRI);
  table.add<AndIOp>(compileBitwise<0>);
  table.add<OrIOp>(compileBitwise<1>);
  table.add<XOrIOp>(compileBitwise<2>);
  table.add<CmpIOp>(compileCmpI);
}

} // namespace tilekit::exec::interp
