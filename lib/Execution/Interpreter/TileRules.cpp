//===- TileRules.cpp - Tile construction and reshaping --------------------===//
//
// iota, broadcast, reshape, permute, cat, extract, select, offset, pack and
// unpack. Tiles are row-major in their buffers, so reshape shares the
// operand's buffer and the others move whole elements.
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

namespace {

LogicalResult compileIota(Operation *op, Compiler &compiler, Step &step) {
  TileInfo tile = Compiler::getTileInfo(op->getResult(0).getType());
  unsigned bits = getElemBits(tile.kind);
  RtValue value = Buffer::create(tile.bytes());
  for (int64_t i = 0; i < tile.numElements; ++i)
    storeElement(value->data(), i, tile.elemBytes, maskBits(i, bits));
  unsigned out = compiler.slot(op->getResult(0));
  step = [value, out](Frame &frame) {
    frame.slots[out] = value;
    return Flow::Next;
  };
  return success();
}

/// A gather of whole elements: result element i comes from source element
/// `sourceIndex[i]`, precomputed once (tile shapes are static).
Step makeGatherStep(unsigned in, unsigned out, unsigned elemBytes,
                    std::vector<int64_t> sourceIndex) {
  auto table = std::make_shared<const std::vector<int64_t>>(
      std::move(sourceIndex));
  return dispatchBytes(elemBytes, [&](auto bytes) -> Step {
    constexpr unsigned B = decltype(bytes)::value;
    using T = typename StorageOf<B>::type;
    return [=](Frame &frame) {
      const std::vector<int64_t> &index = *table;
      int64_t n = index.size();
      RtValue result = Buffer::create(n * B);
      const T *x = frame.slots[in]->template as<T>();
      T *y = result->template as<T>();
      for (int64_t i = 0; i < n; ++i)
        y[i] = x[index[i]];
      frame.slots[out] = std::move(result);
      return Flow::Next;
    };
  });
}

/// Calls `f(linear, index)` for every element of `shape` in row-major order.
template <typename F> void forEachIndex(llvm::ArrayRef<int64_t> shape, F f) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  llvm::SmallVector<int64_t, 4> index(shape.size(), 0);
  for (int64_t linear = 0; linear < n; ++linear) {
    f(linear, llvm::ArrayRef<int64_t>(index));
    for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
      if (++index[d] < shape[d])
        break;
      index[d] = 0;
    }
  }
}

LogicalResult compileBroadcast(Operation *op, Compiler &compiler, Step &step) {
  TileInfo from = Compiler::getTileInfo(op->getOperand(0).getType());
  TileInfo to = Compiler::getTileInfo(op->getResult(0).getType());
  llvm::SmallVector<int64_t, 4> strides = getRowMajorStrides(from.shape);
  std::vector<int64_t> source;
  source.reserve(to.numElements);
  forEachIndex(to.shape, [&](int64_t, llvm::ArrayRef<int64_t> index) {
    int64_t s = 0;
    for (size_t d = 0; d < index.size(); ++d)
      s += (from.shape[d] == 1 ? 0 : index[d]) * strides[d];
    source.push_back(s);
  });
  step = makeGatherStep(compiler.slot(op->getOperand(0)),
                        compiler.slot(op->getResult(0)), to.elemBytes,
                        std::move(source));
  return success();
}

LogicalResult compilePermute(Operation *op, Compiler &compiler, Step &step) {
  auto permute = cast<PermuteOp>(op);
  TileInfo from = Compiler::getTileInfo(permute.getSource().getType());
  TileInfo to = Compiler::getTileInfo(permute.getResult().getType());
  llvm::ArrayRef<int32_t> perm = permute.getPermutation();
  llvm::SmallVector<int64_t, 4> strides = getRowMajorStrides(from.shape);
  std::vector<int64_t> source;
  source.reserve(to.numElements);
  // Result dimension i is source dimension perm[i].
  forEachIndex(to.shape, [&](int64_t, llvm::ArrayRef<int64_t> index) {
    int64_t s = 0;
    for (size_t i = 0; i < index.size(); ++i)
      s += index[i] * strides[perm[i]];
    source.push_back(s);
  });
  step = makeGatherStep(compiler.slot(permute.getSource()),
                        compiler.slot(permute.getResult()), to.elemBytes,
                        std::move(source));
  return success();
}

LogicalResult compileCat(Operation *op, Compiler &compiler, Step &step) {
  auto cat = cast<CatOp>(op);
  TileInfo lhs = Compiler::getTileInfo(cat.getLhs().getType());
  TileInfo rhs = Compiler::getTileInfo(cat.getRhs().getType());
  TileInfo to = Compiler::getTileInfo(cat.getResult().getType());
  int64_t dim = cat.getDim();
  // Row-major: the result is a sequence of (outer) blocks, each the lhs
  // block followed by the rhs block.
  int64_t inner = 1;
  for (size_t d = dim + 1; d < to.shape.size(); ++d)
    inner *= to.shape[d];
  int64_t lhsBlock = lhs.shape[dim] * inner * to.elemBytes;
  int64_t rhsBlock = rhs.shape[dim] * inner * to.elemBytes;
  int64_t outer = to.numElements / (to.shape[dim] * inner);
  unsigned a = compiler.slot(cat.getLhs()), b = compiler.slot(cat.getRhs());
  unsigned out = compiler.slot(cat.getResult());
  int64_t bytes = to.bytes();
  step = [=](Frame &frame) {
    RtValue result = Buffer::create(bytes);
    uint8_t *y = result->data();
    const uint8_t *x0 = frame.slots[a]->data(), *x1 = frame.slots[b]->data();
    for (int64_t o = 0; o < outer; ++o) {
      std::memcpy(y, x0 + o * lhsBlock, lhsBlock);
      y += lhsBlock;
      std::memcpy(y, x1 + o * rhsBlock, rhsBlock);
      y += rhsBlock;
    }
    frame.slots[out] = std::move(result);
    return Flow::Next;
  };
  return success();
}

LogicalResult compileExtract(Operation *op, Compiler &compiler, Step &step) {
  auto extract = cast<ExtractOp>(op);
  TileInfo from = Compiler::getTileInfo(extract.getSource().getType());
  TileInfo to = Compiler::getTileInfo(extract.getResult().getType());
  std::vector<unsigned> indexSlots;
  for (Value index : extract.getIndices())
    indexSlots.push_back(compiler.slot(index));
  unsigned in = compiler.slot(extract.getSource());
  unsigned out = compiler.slot(extract.getResult());
  llvm::SmallVector<int64_t, 4> strides = getRowMajorStrides(from.shape);
  step = [=](Frame &frame) {
    llvm::SmallVector<int64_t, 4> origin(to.shape.size());
    for (size_t d = 0; d < indexSlots.size(); ++d) {
      int64_t index =
          signExtend(readScalarBits(frame.slots[indexSlots[d]], 4), 32);
      int64_t blocks = from.shape[d] / to.shape[d];
      if (index < 0 || index >= blocks) {
        // Undefined behaviour; never read outside the tile.
        if (frame.launch->check)
          return fail(frame, op,
                      llvm::formatv("--check: index {0} of dimension {1} is "
                                    "outside [0, {2})",
                                    index, d, blocks));
        index = index < 0 ? 0 : blocks - 1;
      }
      origin[d] = index * to.shape[d];
    }
    RtValue result = Buffer::create(to.bytes());
    uint8_t *y = result->data();
    const uint8_t *x = frame.slots[in]->data();
    unsigned bytes = to.elemBytes;
    // Copy contiguous rows of the innermost dimension.
    int64_t rank = to.shape.size();
    int64_t row = rank ? to.shape[rank - 1] : 1;
    llvm::SmallVector<int64_t, 4> outerShape(to.shape.begin(), to.shape.end());
    if (rank)
      outerShape[rank - 1] = 1;
    forEachIndex(outerShape, [&](int64_t linear, llvm::ArrayRef<int64_t> idx) {
      int64_t s = 0;
      for (int64_t d = 0; d < rank; ++d)
        s += (origin[d] + idx[d]) * strides[d];
      std::memcpy(y + linear * row * bytes, x + s * bytes, row * bytes);
    });
    frame.slots[out] = std::move(result);
    return Flow::Next;
  };
  return success();
}

/// insert (13.4): the destination with the block at the indices replaced.
LogicalResult compileInsert(Operation *op, Compiler &compiler, Step &step) {
  auto insert = cast<InsertOp>(op);
  TileInfo from = Compiler::getTileInfo(insert.getSource().getType());
  TileInfo to = Compiler::getTileInfo(insert.getResult().getType());
  std::vector<unsigned> indexSlots;
  for (Value index : insert.getIndices())
    indexSlots.push_back(compiler.slot(index));
  unsigned src = compiler.slot(insert.getSource());
  unsigned dst = compiler.slot(insert.getDestination());
  unsigned out = compiler.slot(insert.getResult());
  llvm::SmallVector<int64_t, 4> strides = getRowMajorStrides(to.shape);
  step = [=](Frame &frame) {
    llvm::SmallVector<int64_t, 4> origin(to.shape.size());
    for (size_t d = 0; d < indexSlots.size(); ++d) {
      // Block indices are unsigned.
      uint64_t index = readScalarBits(frame.slots[indexSlots[d]], 4);
      uint64_t blocks = to.shape[d] / from.shape[d];
      if (index >= blocks) {
        // Undefined behaviour; never write outside the tile.
        if (frame.launch->check)
          return fail(frame, op,
                      llvm::formatv("--check: index {0} of dimension {1} is "
                                    "outside [0, {2})",
                                    index, d, blocks));
        index = blocks - 1;
      }
      origin[d] = static_cast<int64_t>(index) * from.shape[d];
    }
    RtValue result = Buffer::create(to.bytes());
    uint8_t *y = result->data();
    std::memcpy(y, frame.slots[dst]->data(), to.bytes());
    const uint8_t *x = frame.slots[src]->data();
    unsigned bytes = to.elemBytes;
    int64_t rank = from.shape.size();
    int64_t row = rank ? from.shape[rank - 1] : 1;
    llvm::SmallVector<int64_t, 4> outerShape(from.shape.begin(),
                                             from.shape.end());
    if (rank)
      outerShape[rank - 1] = 1;
    forEachIndex(outerShape, [&](int64_t linear, llvm::ArrayRef<int64_t> idx) {
      int64_t s = 0;
      for (int64_t d = 0; d < rank; ++d)
        s += (origin[d] + idx[d]) * strides[d];
      std::memcpy(y + s * bytes, x + linear * row * bytes, row * bytes);
    });
    frame.slots[out] = std::move(result);
    return Flow::Next;
  };
  return success();
}

LogicalResult compileSelect(Operation *op, Compiler &compiler, Step &step) {
  auto select = cast<SelectOp>(op);
  TileInfo tile = Compiler::getTileInfo(select.getResult().getType());
  TileInfo condTile = Compiler::getTileInfo(select.getCond().getType());
  unsigned c = compiler.slot(select.getCond());
  unsigned t = compiler.slot(select.getValIfTrue());
  unsigned f = compiler.slot(select.getValIfFalse());
  unsigned out = compiler.slot(select.getResult());
  bool splatCond = condTile.numElements == 1;
  step = dispatchBytes(tile.elemBytes, [&](auto bytes) -> Step {
    constexpr unsigned B = decltype(bytes)::value;
    using T = typename StorageOf<B>::type;
    int64_t n = tile.numElements;
    return [=](Frame &frame) {
      const uint8_t *cond = frame.slots[c]->data();
      if (splatCond) {
        frame.slots[out] = cond[0] ? frame.slots[t] : frame.slots[f];
        return Flow::Next;
      }
      RtValue result = Buffer::create(n * B);
      const T *x = frame.slots[t]->template as<T>();
      const T *y = frame.slots[f]->template as<T>();
      T *z = result->template as<T>();
      for (int64_t i = 0; i < n; ++i)
        z[i] = cond[i] ? x[i] : y[i];
      frame.slots[out] = std::move(result);
      return Flow::Next;
    };
  });
  return success();
}

LogicalResult compileOffset(Operation *op, Compiler &compiler, Step &step) {
  auto offset = cast<OffsetOp>(op);
  TileInfo tile = Compiler::getTileInfo(offset.getPtr().getType());
  TileInfo offsets = Compiler::getTileInfo(offset.getOffset().getType());
  auto ptrType = cast<PointerType>(
      cast<TileType>(offset.getPtr().getType()).getElementType());
  uint64_t stride =
      getElemBytes(getElemKind(ptrType.getPointeeType()).value_or(ElemKind::I8));
  unsigned bits = getElemBits(offsets.kind);
  unsigned p = compiler.slot(offset.getPtr());
  unsigned o = compiler.slot(offset.getOffset());
  unsigned out = compiler.slot(offset.getResult());
  step = dispatchBytes(offsets.elemBytes, [&](auto bytes) -> Step {
    constexpr unsigned B = decltype(bytes)::value;
    using T = typename StorageOf<B>::type;
    int64_t n = tile.numElements;
    return [=](Frame &frame) {
      RtValue result = Buffer::create(n * 8);
      const uint64_t *ptr = frame.slots[p]->template as<uint64_t>();
      const T *off = frame.slots[o]->template as<T>();
      uint64_t *r = result->template as<uint64_t>();
      for (int64_t i = 0; i < n; ++i)
        r[i] = ptr[i] + static_cast<uint64_t>(signExtend(off[i], bits)) * stride;
      frame.slots[out] = std::move(result);
      return Flow::Next;
    };
  });
  return success();
}

/// pack/unpack: the byte image of a 1-D tile; 1- and 4-bit elements are
/// packed least significant bits first (4-bit: low nibble first).
template <bool Pack>
LogicalResult compilePackUnpack(Operation *op, Compiler &compiler, Step &step) {
  TileInfo from = Compiler::getTileInfo(op->getOperand(0).getType());
  TileInfo to = Compiler::getTileInfo(op->getResult(0).getType());
  const TileInfo &wide = Pack ? from : to;
  unsigned bits = getElemBits(wide.kind) == 19 ? 32 : getElemBits(wide.kind);
  unsigned in = compiler.slot(op->getOperand(0));
  unsigned out = compiler.slot(op->getResult(0));
  if (bits >= 8) {
    // The storage already is the byte image.
    step = makeForwardStep(in, out);
    return success();
  }
  unsigned perByte = 8 / bits;
  uint8_t mask = static_cast<uint8_t>((1u << bits) - 1);
  int64_t elements = wide.numElements;
  step = [=](Frame &frame) {
    const uint8_t *x = frame.slots[in]->data();
    RtValue result = Buffer::create(Pack ? elements / perByte : elements);
    uint8_t *y = result->data();
    if (Pack) {
      std::memset(y, 0, elements / perByte);
      for (int64_t i = 0; i < elements; ++i)
        y[i / perByte] |= (x[i] & mask) << (bits * (i % perByte));
    } else {
      for (int64_t i = 0; i < elements; ++i)
        y[i] = (x[i / perByte] >> (bits * (i % perByte))) & mask;
    }
    frame.slots[out] = std::move(result);
    return Flow::Next;
  };
  return success();
}

} // namespace

void addTileRules(RuleTable &table) {
  table.add<IotaOp>(compileIota);
  // Row-major order is kept: the result shares the operand's buffer.
  table.add<ReshapeOp>(compileForwardOperand);
  table.add<BroadcastOp>(compileBroadcast);
  table.add<PermuteOp>(compilePermute);
  table.add<CatOp>(compileCat);
  table.add<ExtractOp>(compileExtract);
  table.add<InsertOp>(compileInsert);
  table.add<SelectOp>(compileSelect);
  table.add<OffsetOp>(compileOffset);
  table.add<PackOp>(compilePackUnpack<true>);
  table.add<UnpackOp>(compilePackUnpack<false>);
}

} // namespace tilekit::exec::interp
