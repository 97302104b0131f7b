//===- ViewFastPath.cpp - Compiled view accesses of in-bounds tiles -------===//
//
// A weak load_view_tko or store_view_tko of a partition or strided view
// whose tile lies wholly inside the tensor needs none of the runtime's
// work: no padding, no per-element bounds, one allocation. The compiled
// path tests exactly that at run time and then copies the tile's rows with
// plain memory copies; any other tile (partly outside, an offset that does
// not fit, elements not adjacent along the inner dimension, memory outside
// every allocation, a misaligned base) takes the runtime call, which gives
// the interpreter's padding or error.
//
// The test is computed in i128, where no product of a coordinate below
// 2^63 and a stride below 2^63 overflows: the tile's last element offset
// must stay below 2^60 elements, so every byte offset fits in 64 bits; the
// allocation test (emitFitsTest, the pointer path's) then covers the tile's
// whole byte range [first element, last element].
//
//===----------------------------------------------------------------------===//

#include "ViewFastPath.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::cuda_tile::lowering {

/// Prefetches go to L2 (llvm.prefetch locality 2): the lines are needed a
/// few hundred thousand cycles later, after other tiles passed through L1.
constexpr int kPrefetchHint = 2;
constexpr int64_t kPrefetchTilesAhead = 2;

std::optional<ViewGeometry> getViewGeometry(Type viewType) {
  ViewGeometry g;
  if (auto partition = dyn_cast<PartitionViewType>(viewType)) {
    llvm::append_range(g.tileShape, partition.getTileShape().asArrayRef());
    llvm::append_range(g.dimMap, partition.getDimMap());
    g.steps = g.tileShape;
  } else if (auto strided = dyn_cast<StridedViewType>(viewType)) {
    llvm::append_range(g.tileShape, strided.getTileShape().asArrayRef());
    llvm::append_range(g.dimMap, strided.getDimMap());
    llvm::append_range(g.steps, strided.getTraversalStrides().asArrayRef());
  } else if (auto gather = dyn_cast<GatherScatterViewType>(viewType)) {
    llvm::append_range(g.tileShape, gather.getTileShape().asArrayRef());
    g.steps = g.tileShape;
    g.sparseDim = gather.getSparseDim();
  } else {
    return std::nullopt;
  }
  if (g.dimMap.empty())
    for (size_t d = 0; d < g.tileShape.size(); ++d)
      g.dimMap.push_back(d);
  return g;
}

namespace {

Value extractWord(OpBuilder &b, Location loc, Value record, int64_t word) {
  return vector::ExtractOp::create(b, loc, record, word);
}

Value toI128(OpBuilder &b, Location loc, Value value) {
  Type i128 = b.getIntegerType(128);
  if (value.getType() == i128)
    return value;
  return arith::ExtSIOp::create(b, loc, i128, value);
}

Value constI128(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantOp::create(
      b, loc, IntegerAttr::get(b.getIntegerType(128), value));
}

Value cmp(OpBuilder &b, Location loc, arith::CmpIPredicate predicate, Value x,
          Value y) {
  return arith::CmpIOp::create(b, loc, predicate, x, y);
}

Value both(OpBuilder &b, Location loc, Value x, Value y) {
  return arith::AndIOp::create(b, loc, x, y);
}

/// The tensor dimension of tile dimension `i` and its stride word.
Value strideOf(OpBuilder &b, Location loc, const ViewGeometry &g, Value record,
               size_t i) {
  int64_t rank = g.tileShape.size();
  return extractWord(b, loc, record, 1 + rank + g.dimMap[i]);
}

} // namespace

bool hasViewFastPath(const ViewGeometry &g, Type viewType,
                     const TileFacts &tile, ValueRange indices) {
  if (g.sparseDim >= 0 || g.tileShape.empty() ||
      g.dimMap.size() != g.tileShape.size() ||
      indices.size() != g.tileShape.size())
    return false;
  TensorViewType tensor = getTensorViewOf(viewType);
  if (!tensor || int64_t(tensor.getShape().size()) != int64_t(g.dimMap.size()))
    return false;
  // Elements stored in another form than the tile's (i1, f4) are normalized
  // by the runtime.
  Type element = tile.elementType;
  if (element.isInteger(1) || isa<Float4E2M1FNType>(element) ||
      tile.storageBytes * 8 != tile.storageType.getIntOrFloatBitWidth())
    return false;
  for (Value index : indices)
    if (!index.getType().isSignlessInteger() ||
        index.getType().getIntOrFloatBitWidth() > 64)
      return false;
  return true;
}

Value emitTileFits(OpBuilder &b, Location loc, Operation *op,
                   const ViewGeometry &g, Value record, ValueRange indices,
                   unsigned bytes, bool write, Value &first) {
  int64_t rank = g.tileShape.size();
  Value fits = arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
  Value zero = constI128(b, loc, 0);
  Value firstOffset = zero, lastOffset = zero;
  for (int64_t i = 0; i < rank; ++i) {
    // origin = index * step; the tile covers [origin, origin + size).
    Value origin = arith::MulIOp::create(b, loc, toI128(b, loc, indices[i]),
                                         constI128(b, loc, g.steps[i]));
    Value end = arith::AddIOp::create(b, loc, origin,
                                      constI128(b, loc, g.tileShape[i]));
    Value size = toI128(b, loc, extractWord(b, loc, record, 1 + g.dimMap[i]));
    fits = both(b, loc, fits,
                cmp(b, loc, arith::CmpIPredicate::sge, origin, zero));
    fits =
        both(b, loc, fits, cmp(b, loc, arith::CmpIPredicate::sle, end, size));
    Value stride = toI128(b, loc, strideOf(b, loc, g, record, i));
    Value last = arith::SubIOp::create(b, loc, end, constI128(b, loc, 1));
    firstOffset = arith::AddIOp::create(
        b, loc, firstOffset, arith::MulIOp::create(b, loc, origin, stride));
    lastOffset = arith::AddIOp::create(
        b, loc, lastOffset, arith::MulIOp::create(b, loc, last, stride));
  }
  // Adjacent elements along the inner dimension (a one-element row is).
  if (g.tileShape.back() > 1)
    fits =
        both(b, loc, fits,
             cmp(b, loc, arith::CmpIPredicate::eq,
                 strideOf(b, loc, g, record, rank - 1), constI64(b, loc, 1)));
  fits = both(b, loc, fits,
              cmp(b, loc, arith::CmpIPredicate::slt, lastOffset,
                  constI128(b, loc, int64_t(1) << 60)));
  // Sizes and strides are never negative (make_tensor_view checks), so the
  // first element has the lowest offset and the last the highest.
  Type i64 = b.getI64Type();
  Value base = extractWord(b, loc, record, 0);
  auto addressOf = [&](Value offset) {
    Value elements = arith::TruncIOp::create(b, loc, i64, offset);
    return arith::AddIOp::create(
        b, loc, base,
        arith::MulIOp::create(b, loc, elements, constI64(b, loc, bytes)));
  };
  Value lo = addressOf(firstOffset), hi = addressOf(lastOffset);
  first = LLVM::IntToPtrOp::create(b, loc, getPtrType(b.getContext()), lo);
  // Only a tile that passed the tests above may be looked up: its
  // addresses are meaningful then. (The call is cheap; the branch keeps
  // the allocation test out of the way of tiles that pad.)
  auto inAllocation = scf::IfOp::create(
      b, loc, fits,
      [&](OpBuilder &tb, Location tloc) {
        scf::YieldOp::create(
            tb, tloc, emitFitsTest(tb, tloc, op, lo, hi, base, bytes, write));
      },
      [&](OpBuilder &eb, Location eloc) {
        scf::YieldOp::create(
            eb, eloc,
            arith::ConstantOp::create(eb, eloc, eb.getBoolAttr(false))
                .getResult());
      });
  return inAllocation.getResult(0);
}

Value emitTileStride(OpBuilder &b, Location loc, Operation *op, Value first,
                     int64_t rowBytes) {
  if (rowBytes > kMaxPrefetchRowBytes)
    return {};
  // The slot holds the address of the site's previous tile, 0 at the start
  // of the block (stored at the entry).
  func::FuncOp func = getEntryFunc(op);
  Value slot;
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&func.getBody().front());
    slot = allocateFrameSlot(b, loc, op, 8);
    LLVM::StoreOp::create(b, loc, constI64(b, loc, 0), slot, 8);
  }
  Type i64 = b.getI64Type();
  Value address = LLVM::PtrToIntOp::create(b, loc, i64, first);
  Value previous = LLVM::LoadOp::create(b, loc, i64, slot, 8);
  LLVM::StoreOp::create(b, loc, address, slot, 8);
  Value none =
      cmp(b, loc, arith::CmpIPredicate::eq, previous, constI64(b, loc, 0));
  // Two tiles ahead: one loop iteration's work hides less than a miss.
  Value delta = arith::MulIOp::create(
      b, loc, arith::SubIOp::create(b, loc, address, previous),
      constI64(b, loc, kPrefetchTilesAhead));
  return arith::SelectOp::create(b, loc, none, constI64(b, loc, 0), delta);
}

Value emitTileIsContiguous(OpBuilder &b, Location loc, const ViewGeometry &g,
                           Value record) {
  int64_t rank = g.tileShape.size();
  Value contiguous = arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
  int64_t inner = 1;
  for (int64_t i = rank - 1; i >= 0; --i) {
    if (g.tileShape[i] > 1)
      contiguous =
          both(b, loc, contiguous,
               cmp(b, loc, arith::CmpIPredicate::eq,
                   strideOf(b, loc, g, record, i), constI64(b, loc, inner)));
    inner *= g.tileShape[i];
  }
  return contiguous;
}

void emitRowCopies(OpBuilder &b, Location loc, const ViewGeometry &g,
                   Value record, Value first, Value tile, unsigned bytes,
                   bool toTile, Value prefetchDelta) {
  int64_t rank = g.tileShape.size();
  int64_t rowBytes = g.tileShape.back() * bytes;
  Type i8 = b.getI8Type();
  // One loop per outer tile dimension; the innermost copies a row.
  std::function<void(OpBuilder &, Location, int64_t, Value, Value)> nest =
      [&](OpBuilder &nb, Location nloc, int64_t dim, Value tensorOffset,
          Value tileOffset) {
        if (dim == rank - 1) {
          Value tensorRow = gep(nb, nloc, first, i8, tensorOffset);
          Value tileRow = gep(nb, nloc, tile, i8, tileOffset);
          copyBytes(nb, nloc, toTile ? tileRow : tensorRow,
                    toTile ? tensorRow : tileRow, rowBytes);
          if (prefetchDelta) {
            Value ahead = gep(nb, nloc, tensorRow, i8, prefetchDelta);
            for (int64_t line = 0; line < rowBytes; line += 64)
              LLVM::Prefetch::create(nb, nloc, gep(nb, nloc, ahead, i8, line),
                                     /*rw=*/0, /*hint=*/kPrefetchHint,
                                     /*cache=*/1);
          }
          return;
        }
        Value strideBytes =
            arith::MulIOp::create(nb, nloc, strideOf(nb, nloc, g, record, dim),
                                  constI64(nb, nloc, bytes));
        int64_t blockBytes = bytes;
        for (int64_t i = dim + 1; i < rank; ++i)
          blockBytes *= g.tileShape[i];
        scf::ForOp::create(
            nb, nloc, constI64(nb, nloc, 0),
            constI64(nb, nloc, g.tileShape[dim]), constI64(nb, nloc, 1),
            ValueRange{},
            [&](OpBuilder &lb, Location lloc, Value iv, ValueRange) {
              Value inTensor = arith::AddIOp::create(
                  lb, lloc, tensorOffset,
                  arith::MulIOp::create(lb, lloc, iv, strideBytes));
              Value inTile = arith::AddIOp::create(
                  lb, lloc, tileOffset,
                  arith::MulIOp::create(lb, lloc, iv,
                                        constI64(lb, lloc, blockBytes)));
              nest(lb, lloc, dim + 1, inTensor, inTile);
              scf::YieldOp::create(lb, lloc);
            });
      };
  nest(b, loc, 0, constI64(b, loc, 0), constI64(b, loc, 0));
}

} // namespace mlir::cuda_tile::lowering
