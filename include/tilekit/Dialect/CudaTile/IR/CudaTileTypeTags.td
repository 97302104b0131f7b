//===- CudaTileTypeTags.td - bytecode tags of types ----------*- tablegen -*-===//
//
// The tag that stands for each type in the bytecode type table and the
// release that introduced it. The bytecode writer and reader are generated
// from this table (tilekit-tblgen -gen-cuda-tile-type-tags).
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_CUDATILETYPETAGS_TD
#define TILEKIT_DIALECT_CUDATILE_IR_CUDATILETYPETAGS_TD

include "tilekit/Dialect/CudaTile/IR/CudaTileBase.td"

/// `cppClass` is the C++ type class; `width` tells integer types apart.
/// Types with a payload (`hasPayload`) are encoded by hand-written code.
class CudaTile_TypeTag<int tagValue, string tagName, CudaTile_Version since,
                       string cls, int intWidth = 0, bit payload = 0> {
  int tag = tagValue;
  string name = tagName;
  CudaTile_Version introducedIn = since;
  string cppClass = cls;
  int width = intWidth;
  bit hasPayload = payload;
}

def : CudaTile_TypeTag<0, "Int1", CudaTile_V13_1, "::mlir::IntegerType", 1>;
def : CudaTile_TypeTag<1, "Int8", CudaTile_V13_1, "::mlir::IntegerType", 8>;
def : CudaTile_TypeTag<2, "Int16", CudaTile_V13_1, "::mlir::IntegerType", 16>;
def : CudaTile_TypeTag<3, "Int32", CudaTile_V13_1, "::mlir::IntegerType", 32>;
def : CudaTile_TypeTag<4, "Int64", CudaTile_V13_1, "::mlir::IntegerType", 64>;
def : CudaTile_TypeTag<5, "Float16", CudaTile_V13_1, "::mlir::Float16Type">;
def : CudaTile_TypeTag<6, "BFloat16", CudaTile_V13_1, "::mlir::BFloat16Type">;
def : CudaTile_TypeTag<7, "Float32", CudaTile_V13_1, "::mlir::Float32Type">;
def : CudaTile_TypeTag<8, "TFloat32", CudaTile_V13_1, "::mlir::FloatTF32Type">;
def : CudaTile_TypeTag<9, "Float64", CudaTile_V13_1, "::mlir::Float64Type">;
def : CudaTile_TypeTag<10, "Float8E4M3FN", CudaTile_V13_1,
                       "::mlir::Float8E4M3FNType">;
def : CudaTile_TypeTag<11, "Float8E5M2", CudaTile_V13_1,
                       "::mlir::Float8E5M2Type">;
def : CudaTile_TypeTag<12, "PointerType", CudaTile_V13_1,
                       "::mlir::cuda_tile::PointerType", 0, 1>;
def : CudaTile_TypeTag<13, "TileType", CudaTile_V13_1,
                       "::mlir::cuda_tile::TileType", 0, 1>;
def : CudaTile_TypeTag<14, "TensorViewType", CudaTile_V13_1,
                       "::mlir::cuda_tile::TensorViewType", 0, 1>;
def : CudaTile_TypeTag<15, "PartitionViewType", CudaTile_V13_1,
                       "::mlir::cuda_tile::PartitionViewType", 0, 1>;
def : CudaTile_TypeTag<16, "FunctionType", CudaTile_V13_1,
                       "::mlir::FunctionType", 0, 1>;
def : CudaTile_TypeTag<17, "TokenType", CudaTile_V13_1,
                       "::mlir::cuda_tile::TokenType">;
def : CudaTile_TypeTag<18, "Float8E8M0FNU", CudaTile_V13_2,
                       "::mlir::Float8E8M0FNUType">;
def : CudaTile_TypeTag<19, "Float4E2M1FN", CudaTile_V13_3,
                       "::mlir::Float4E2M1FNType">;
def : CudaTile_TypeTag<20, "GatherScatterViewType", CudaTile_V13_3,
                       "::mlir::cuda_tile::GatherScatterViewType", 0, 1>;
def : CudaTile_TypeTag<21, "StridedViewType", CudaTile_V13_3,
                       "::mlir::cuda_tile::StridedViewType", 0, 1>;
def : CudaTile_TypeTag<22, "Int4", CudaTile_V13_3, "::mlir::IntegerType", 4>;
// The first tag above 127: written as the two-byte varint 82 01.
def : CudaTile_TypeTag<130, "Float8E5M3FNU", CudaTile_V13_4,
                       "::mlir::cuda_tile::Float8E5M3FNUType">;

#endif // TILEKIT_DIALECT_CUDATILE_IR_CUDATILETYPETAGS_TD
