//===- CuteAttrs.td - cute layout attributes -----------------*- tablegen -*-===//
//
// An attribute-only dialect for cuTe layout metadata carried on Tile IR:
// integer tuples whose leaves are integers or scaled basis vectors `N@d`.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUTE_IR_CUTEATTRS_TD
#define TILEKIT_DIALECT_CUTE_IR_CUTEATTRS_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"

def Cute_Dialect : Dialect {
  let name = "cute";
  let cppNamespace = "::mlir::cute";
  let summary = "cuTe layout attributes";
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
  private:
    void registerAttributes();
  }];
}

class Cute_Attr<string name, string attrMnemonic> : AttrDef<Cute_Dialect, name> {
  let mnemonic = attrMnemonic;
  let hasCustomAssemblyFormat = 1;
}

def Cute_ScaledBasisAttr : Cute_Attr<"ScaledBasis", "basis"> {
  let summary = "A scaled basis vector N@d (or N@d0@d1 for nested modes)";
  let parameters = (ins "int64_t":$value, ArrayRefParameter<"int64_t">:$modes);
  let genVerifyDecl = 1;
}

def Cute_ShapeAttr : Cute_Attr<"Shape", "shape"> {
  let summary = "A cuTe shape: an integer tuple";
  let description = [{ `#cute.shape<(128@0, 64@1)>`, `#cute.shape<((2, 4), 8)>` }];
  let parameters = (ins "::mlir::Attribute":$tuple);
  let genVerifyDecl = 1;
}

def Cute_StrideAttr : Cute_Attr<"Stride", "stride"> {
  let summary = "A cuTe stride: an integer tuple";
  let description = [{ `#cute.stride<(1@0, 128@1)>` }];
  let parameters = (ins "::mlir::Attribute":$tuple);
  let genVerifyDecl = 1;
}

def Cute_LayoutAttr : Cute_Attr<"Layout", "layout"> {
  let summary = "A cuTe layout: a tuple, optionally `shape : stride`";
  let description = [{
    `#cute.layout<(1@0, 16@1)>` or `#cute.layout<(4, 8) : (1@0, 4@1)>`; a
    stride, when given, has the same tuple structure as the shape.
  }];
  let parameters = (ins "::mlir::Attribute":$shape,
                        OptionalParameter<"::mlir::Attribute">:$stride);
  let genVerifyDecl = 1;
}

#endif // TILEKIT_DIALECT_CUTE_IR_CUTEATTRS_TD
