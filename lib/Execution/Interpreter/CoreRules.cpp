//===- CoreRules.cpp - constant, assume, globals, grid queries, tokens ----===//

#include "Interpreter.h"
#include "RaceCheck.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <type_traits>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

RtValue denseToValue(DenseElementsAttr attr, const TileInfo &info) {
  RtValue value = Buffer::create(info.bytes());
  uint8_t *out = value->data();
  Type elementType = attr.getElementType();
  int64_t n = info.numElements;
  auto put = [&](int64_t i, uint64_t bits) {
    switch (info.kind) {
    case ElemKind::I1:
      bits &= 1;
      break;
    case ElemKind::I4:
    case ElemKind::F4E2M1FN:
      bits &= 0xF;
      break;
    case ElemKind::TF32:
      // APFloat's tf32 is the 19-bit pattern; the executor keeps f32 bits.
      bits = (bits & 0x7FFFF) << 13;
      break;
    default:
      break;
    }
    storeElement(out, i, info.elemBytes, bits);
  };
  if (isa<IntegerType>(elementType)) {
    if (attr.isSplat()) {
      uint64_t bits = attr.getSplatValue<APInt>().getZExtValue();
      for (int64_t i = 0; i < n; ++i)
        put(i, bits);
    } else {
      int64_t i = 0;
      for (const APInt &v : attr.getValues<APInt>())
        put(i++, v.getZExtValue());
    }
    return value;
  }
  if (isa<FloatType>(elementType)) {
    if (attr.isSplat()) {
      uint64_t bits =
          attr.getSplatValue<APFloat>().bitcastToAPInt().getZExtValue();
      for (int64_t i = 0; i < n; ++i)
        put(i, bits);
    } else {
      int64_t i = 0;
      for (const APFloat &v : attr.getValues<APFloat>())
        put(i++, v.bitcastToAPInt().getZExtValue());
    }
    return value;
  }
  return RtValue();
}

namespace {

/// Sets `n` elements of `bytes` bytes each to `bits`.
void fillElements(uint8_t *data, int64_t n, unsigned bytes, uint64_t bits) {
  auto fill = [&](auto *typed) {
    std::fill(typed, typed + n,
              static_cast<std::remove_pointer_t<decltype(typed)>>(bits));
  };
  switch (bytes) {
  case 1:
    std::memset(data, static_cast<uint8_t>(bits), n);
    return;
  case 2:
    return fill(reinterpret_cast<uint16_t *>(data));
  case 4:
    return fill(reinterpret_cast<uint32_t *>(data));
  default:
    return fill(reinterpret_cast<uint64_t *>(data));
  }
}

LogicalResult compileConstant(Operation *op, Compiler &compiler, Step &step) {
  auto constant = cast<ConstantOp>(op);
  TileInfo info = Compiler::getTileInfo(constant.getType());
  unsigned out = compiler.slot(constant.getResult());
  if (isDeferredConstant(op)) {
    // Built on every run from its one element (Liveness.cpp).
    TileInfo one = info;
    one.numElements = 1;
    RtValue element = denseToValue(constant.getValue(), one);
    if (!element)
      return compiler.error(op, "has an unsupported element type");
    uint64_t bits = readScalarBits(element, info.elemBytes);
    step = [info, bits, out](Frame &frame) {
      RtValue value = Buffer::create(info.bytes());
      fillElements(value->data(), info.numElements, info.elemBytes, bits);
      frame.slots[out] = std::move(value);
      return Flow::Next;
    };
    return success();
  }
  RtValue value = denseToValue(constant.getValue(), info);
  if (!value)
    return compiler.error(op, "has an unsupported element type");
  step = [value, out](Frame &frame) {
    frame.slots[out] = value;
    return Flow::Next;
  };
  return success();
}

/// `--check`: whether the elements of `data` satisfy `div_by`.
bool checkDivBy(DivByAttr divBy, const TileInfo &info, const uint8_t *data,
                uint64_t pointeeBytes, int64_t &badElement) {
  uint64_t divisor = divBy.getDivisor();
  int64_t every = divBy.getEvery().value_or(1);
  int64_t along = divBy.getAlong().value_or(0);
  llvm::SmallVector<int64_t, 4> strides = getRowMajorStrides(info.shape);
  unsigned bits = getElemBits(info.kind);
  for (int64_t i = 0; i < info.numElements; ++i) {
    int64_t pos = info.shape.empty() ? 0 : (i / strides[along]) % info.shape[along];
    int64_t offset = every > 0 ? pos % every : 0;
    int64_t v = signExtend(loadElement(data, i, info.elemBytes), bits);
    int64_t start = static_cast<int64_t>(
        static_cast<uint64_t>(v) - uint64_t(offset) * pointeeBytes);
    bool ok = static_cast<uint64_t>(start) % divisor == 0;
    if (ok && offset > 0) {
      // The group's first element must be exactly `offset` steps back.
      int64_t first = i - offset * strides[along];
      int64_t firstValue =
          signExtend(loadElement(data, first, info.elemBytes), bits);
      ok = firstValue == start;
    }
    if (!ok) {
      badElement = i;
      return false;
    }
  }
  return true;
}

bool checkSameElements(SameElementsAttr same, const TileInfo &info,
                       const uint8_t *data, int64_t &badElement) {
  llvm::ArrayRef<int64_t> groups = same.getValues().asArrayRef();
  llvm::SmallVector<int64_t, 4> strides = getRowMajorStrides(info.shape);
  for (int64_t i = 0; i < info.numElements; ++i) {
    // Compare with the first element of each dimension's group.
    int64_t first = i;
    for (size_t d = 0; d < groups.size(); ++d) {
      if (groups[d] <= 1)
        continue;
      int64_t pos = (i / strides[d]) % info.shape[d];
      first -= (pos % groups[d]) * strides[d];
    }
    if (loadElement(data, i, info.elemBytes) !=
        loadElement(data, first, info.elemBytes)) {
      badElement = i;
      return false;
    }
  }
  return true;
}

LogicalResult compileAssume(Operation *op, Compiler &compiler, Step &step) {
  auto assume = cast<AssumeOp>(op);
  unsigned in = compiler.slot(assume.getValue());
  unsigned out = compiler.slot(assume.getResult());
  Attribute predicate = assume.getPredicate();
  Type type = assume.getValue().getType();
  bool isView = isa<TensorViewType>(type);
  TileInfo info = Compiler::getTileInfo(type);
  uint64_t pointeeBytes = 1;
  bool isPointer = false;
  if (auto tile = dyn_cast<TileType>(type))
    if (auto ptr = dyn_cast<PointerType>(tile.getElementType())) {
      isPointer = true;
      pointeeBytes = getElemBytes(
          getElemKind(ptr.getPointeeType()).value_or(ElemKind::I8));
    }
  // `element [i] is V`, or `the value is V` for a scalar; addresses in hex.
  auto describeElement = [=](const uint8_t *data, int64_t i) -> std::string {
    uint64_t raw = loadElement(data, i, info.elemBytes);
    std::string where = info.shape.empty()
                            ? std::string("the value")
                            : "element " + formatIndex(info.shape, i);
    if (isPointer)
      return llvm::formatv("{0} is {1:x}", where, raw);
    return llvm::formatv("{0} is {1}", where,
                         signExtend(raw, getElemBits(info.kind)));
  };
  step = [=](Frame &frame) {
    frame.slots[out] = frame.slots[in];
    if (!frame.launch->check)
      return Flow::Next;
    const RtValue &value = frame.slots[in];
    int64_t bad = -1;
    if (auto divBy = dyn_cast<DivByAttr>(predicate)) {
      if (isView) {
        ViewRecord view = readView(value);
        if (view.base % divBy.getDivisor() != 0)
          return fail(frame, op,
                      llvm::formatv("--check: assumption div_by<{0}> does not "
                                    "hold: the tensor_view's base address is "
                                    "{1:x}",
                                    divBy.getDivisor(), view.base));
        return Flow::Next;
      }
      if (!checkDivBy(divBy, info, value->data(), pointeeBytes, bad))
        return fail(frame, op,
                    llvm::formatv("--check: assumption {0} does not hold: {1}",
                                  predicate,
                                  describeElement(value->data(), bad)));
    } else if (auto same = dyn_cast<SameElementsAttr>(predicate)) {
      if (!checkSameElements(same, info, value->data(), bad))
        return fail(frame, op,
                    llvm::formatv("--check: assumption {0} does not hold: "
                                  "element {1} differs from its group's first",
                                  predicate, formatIndex(info.shape, bad)));
    } else if (auto bounded = dyn_cast<BoundedAttr>(predicate)) {
      unsigned bits = getElemBits(info.kind);
      for (int64_t i = 0; i < info.numElements; ++i) {
        int64_t v = signExtend(loadElement(value->data(), i, info.elemBytes),
                               bits);
        if ((bounded.getLb() && v < *bounded.getLb()) ||
            (bounded.getUb() && v > *bounded.getUb()))
          return fail(frame, op,
                      llvm::formatv("--check: assumption {0} does not hold: "
                                    "{1}",
                                    predicate,
                                    describeElement(value->data(), i)));
      }
    }
    return Flow::Next;
  };
  return success();
}

LogicalResult compileGetGlobal(Operation *op, Compiler &compiler, Step &step) {
  auto getGlobal = cast<GetGlobalOp>(op);
  auto it = compiler.getGlobals().addresses.find(getGlobal.getName());
  if (it == compiler.getGlobals().addresses.end())
    return compiler.error(op, "refers to an unknown global");
  RtValue address = makeScalar(it->second, 8);
  unsigned out = compiler.slot(getGlobal.getResult());
  step = [address, out](Frame &frame) {
    frame.slots[out] = address;
    return Flow::Next;
  };
  return success();
}

template <bool BlockId>
LogicalResult compileGridQuery(Operation *op, Compiler &compiler, Step &step) {
  unsigned x = compiler.slot(op->getResult(0));
  unsigned y = compiler.slot(op->getResult(1));
  unsigned z = compiler.slot(op->getResult(2));
  step = [x, y, z](Frame &frame) {
    const GridDims &dims = BlockId ? frame.blockId : frame.launch->grid;
    frame.slots[x] = makeScalar(dims[0], 4);
    frame.slots[y] = makeScalar(dims[1], 4);
    frame.slots[z] = makeScalar(dims[2], 4);
    return Flow::Next;
  };
  return success();
}

/// Tokens carry no runtime value: ordering is program order within a tile
/// block, which already satisfies every token dependence. Under --check a
/// token carries what happens before it (RaceCheck.h): the result of a
/// token-only op joins its operand tokens (make_token: none).
LogicalResult compileTokenOp(Operation *op, Compiler &compiler, Step &step) {
  std::vector<unsigned> inputs;
  for (Value operand : op->getOperands())
    inputs.push_back(compiler.slot(operand));
  unsigned out = compiler.slot(op->getResult(0));
  step = [inputs, out](Frame &frame) {
    if (frame.launch->race)
      joinTokens(frame, inputs, out);
    return Flow::Next;
  };
  return success();
}

} // namespace

void addCoreRules(RuleTable &table) {
  table.add<ConstantOp>(compileConstant);
  table.add<AssumeOp>(compileAssume);
  table.add<GetGlobalOp>(compileGetGlobal);
  table.add<GetTileBlockIdOp>(compileGridQuery<true>);
  table.add<GetNumTileBlocksOp>(compileGridQuery<false>);
  table.add<MakeTokenOp>(compileTokenOp);
  table.add<JoinTokensOp>(compileTokenOp);
  // 13.4. One device, no programmatic dependent launch and no virtual
  // aliases: only the token ordering remains, which steps run in anyway.
  table.add<GdcLaunchDependentsTkoOp>(compileTokenOp);
  table.add<GdcWaitTkoOp>(compileTokenOp);
  table.add<MemoryFenceAliasTkoOp>(compileTokenOp);
}

} // namespace tilekit::exec::interp
