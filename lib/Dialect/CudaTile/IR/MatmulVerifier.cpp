//===- MatmulVerifier.cpp - shape rules of the matrix multiplies ----------===//

#include "MatmulVerifier.h"

#include "mlir/IR/Operation.h"

using namespace mlir;
using namespace mlir::cuda_tile;

LogicalResult cuda_tile::verifyMatmulShapes(Operation *op, TileType lhs,
                                            TileType rhs, TileType acc) {
  int64_t rank = lhs.getRank();
  if ((rank != 2 && rank != 3) || rhs.getRank() != rank ||
      acc.getRank() != rank)
    return op->emitOpError("operands must be 2D or 3D tiles");
  if (lhs.getElementType() != rhs.getElementType())
    return op->emitOpError("expects lhs and rhs of the same element type, got ")
           << lhs.getElementType() << " and " << rhs.getElementType();
  ArrayRef<int64_t> a = lhs.getShape(), b = rhs.getShape(), c = acc.getShape();
  if (rank == 3 && !(a[0] == b[0] && a[0] == c[0]))
    return op->emitOpError("expects the same batch size for all operands, "
                           "got ")
           << a[0] << ", " << b[0] << " and " << c[0];
  int64_t m = a[rank - 2], k = a[rank - 1], n = b[rank - 1];
  if (b[rank - 2] != k)
    return op->emitOpError("expects the K dimension of lhs (")
           << k << ") to match that of rhs (" << b[rank - 2] << ")";
  if (c[rank - 2] != m || c[rank - 1] != n)
    return op->emitOpError("expects an accumulator of shape ")
           << (rank == 3 ? std::to_string(a[0]) + "x" : std::string()) << m
           << "x" << n << ", got " << acc;
  return success();
}
