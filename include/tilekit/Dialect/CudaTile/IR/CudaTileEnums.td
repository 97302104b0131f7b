//===- CudaTileEnums.td - cuda_tile enumerations -------------*- tablegen -*-===//
//
// Every enumeration of Tile IR, as a closed set. Keyword spellings and integer
// values are part of the textual and bytecode formats.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_CUDATILEENUMS_TD
#define TILEKIT_DIALECT_CUDATILE_IR_CUDATILEENUMS_TD

include "tilekit/Dialect/CudaTile/IR/CudaTileBase.td"

//===----------------------------------------------------------------------===//
// Enumerations stored as dialect attributes: #cuda_tile.<mnemonic><case>
//===----------------------------------------------------------------------===//

class CudaTile_I32Enum<string name, string summary, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}

class CudaTile_EnumAttr<EnumAttrInfo info, string attrMnemonic>
    : EnumAttr<CudaTile_Dialect, info, attrMnemonic> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_Signedness : CudaTile_I32Enum<"Signedness", "signedness", [
  I32EnumAttrCase<"Unsigned", 0, "unsigned">,
  I32EnumAttrCase<"Signed", 1, "signed">
]>;
def CudaTile_SignednessAttr
    : CudaTile_EnumAttr<CudaTile_Signedness, "signedness">;

def CudaTile_IntegerOverflow : CudaTile_I32Enum<"IntegerOverflow",
    "integer overflow assumption", [
  I32EnumAttrCase<"NONE", 0, "none">,
  I32EnumAttrCase<"NSW", 1, "no_signed_wrap">,
  I32EnumAttrCase<"NUW", 2, "no_unsigned_wrap">,
  I32EnumAttrCase<"NW", 3, "no_wrap">
]>;
def CudaTile_IntegerOverflowAttr
    : CudaTile_EnumAttr<CudaTile_IntegerOverflow, "overflow">;

def CudaTile_RoundingMode : CudaTile_I32Enum<"RoundingMode", "rounding mode", [
  I32EnumAttrCase<"NEAREST_EVEN", 0, "nearest_even">,
  I32EnumAttrCase<"ZERO", 1, "zero">,
  I32EnumAttrCase<"NEGATIVE_INF", 2, "negative_inf">,
  I32EnumAttrCase<"POSITIVE_INF", 3, "positive_inf">,
  I32EnumAttrCase<"APPROX", 4, "approx">,
  I32EnumAttrCase<"FULL", 5, "full">,
  I32EnumAttrCase<"NEAREST_INT_TO_ZERO", 6, "nearest_int_to_zero">,
  I32EnumAttrCase<"NEAREST_AWAY", 7, "nearest_away">
]>;
def CudaTile_RoundingModeAttr
    : CudaTile_EnumAttr<CudaTile_RoundingMode, "rounding">;
// Round to nearest, ties away from zero (13.4).
def : CudaTile_NewerEnumCase<CudaTile_RoundingMode, 7, CudaTile_V13_4>;

def CudaTile_ComparisonOrdering : CudaTile_I32Enum<"ComparisonOrdering",
    "comparison ordering", [
  I32EnumAttrCase<"UNORDERED", 0, "unordered">,
  I32EnumAttrCase<"ORDERED", 1, "ordered">
]>;
def CudaTile_ComparisonOrderingAttr
    : CudaTile_EnumAttr<CudaTile_ComparisonOrdering, "comparison_ordering">;

def CudaTile_ComparisonPredicate : CudaTile_I32Enum<"ComparisonPredicate",
    "comparison predicate", [
  I32EnumAttrCase<"EQUAL", 0, "equal">,
  I32EnumAttrCase<"NOT_EQUAL", 1, "not_equal">,
  I32EnumAttrCase<"LESS_THAN", 2, "less_than">,
  I32EnumAttrCase<"LESS_THAN_OR_EQUAL", 3, "less_than_or_equal">,
  I32EnumAttrCase<"GREATER_THAN", 4, "greater_than">,
  I32EnumAttrCase<"GREATER_THAN_OR_EQUAL", 5, "greater_than_or_equal">
]>;
def CudaTile_ComparisonPredicateAttr
    : CudaTile_EnumAttr<CudaTile_ComparisonPredicate, "comparison_predicate">;

def CudaTile_PaddingValue : CudaTile_I32Enum<"PaddingValue",
    "padding value of out-of-bounds view reads", [
  I32EnumAttrCase<"zero", 0, "zero">,
  I32EnumAttrCase<"neg_zero", 1, "neg_zero">,
  I32EnumAttrCase<"nan", 2, "nan">,
  I32EnumAttrCase<"pos_inf", 3, "pos_inf">,
  I32EnumAttrCase<"neg_inf", 4, "neg_inf">
]>;
def CudaTile_PaddingValueAttr
    : CudaTile_EnumAttr<CudaTile_PaddingValue, "padding_value">;

// The pointer attribute of `ptr` and `tensor_view` types (13.4). Only
// `default` is public; its textual spelling is TileKit's (docs/status.md).
def CudaTile_PointerAttrKind : CudaTile_I32Enum<"PointerAttrKind",
    "pointer attribute", [
  I32EnumAttrCase<"DEFAULT", 0, "default">
]>;
def CudaTile_PointerAttrKindAttr
    : CudaTile_EnumAttr<CudaTile_PointerAttrKind, "ptr_attr">;

def CudaTile_SymbolVisibility : CudaTile_I32Enum<"SymbolVisibility",
    "symbol visibility", [
  I32EnumAttrCase<"PUBLIC", 0, "public">,
  I32EnumAttrCase<"PRIVATE", 1, "private">
]>;
def CudaTile_SymbolVisibilityAttr
    : CudaTile_EnumAttr<CudaTile_SymbolVisibility, "symbol_visibility">;

//===----------------------------------------------------------------------===//
// Enumerations stored as plain i32 integer attributes (generic form `N : i32`)
//===----------------------------------------------------------------------===//

class CudaTile_I32EnumAttr<string name, string summary,
                           list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let cppNamespace = "::mlir::cuda_tile";
}

def CudaTile_AtomicRMWModeAttr : CudaTile_I32EnumAttr<"AtomicRMWMode",
    "atomic read-modify-write mode", [
  I32EnumAttrCase<"AND", 0, "and">,
  I32EnumAttrCase<"OR", 1, "or">,
  I32EnumAttrCase<"XOR", 2, "xor">,
  I32EnumAttrCase<"ADD", 3, "add">,
  I32EnumAttrCase<"ADDF", 4, "addf">,
  I32EnumAttrCase<"MAX", 5, "max">,
  I32EnumAttrCase<"MIN", 6, "min">,
  I32EnumAttrCase<"UMAX", 7, "umax">,
  I32EnumAttrCase<"UMIN", 8, "umin">,
  I32EnumAttrCase<"XCHG", 9, "xchg">
]>;

def CudaTile_MemoryScopeAttr : CudaTile_I32EnumAttr<"MemoryScope",
    "memory scope", [
  I32EnumAttrCase<"TL_BLK", 0, "tl_blk">,
  I32EnumAttrCase<"DEVICE", 1, "device">,
  I32EnumAttrCase<"SYS", 2, "sys">
]>;

def CudaTile_MemoryOrderingSemanticsAttr : CudaTile_I32EnumAttr<
    "MemoryOrderingSemantics", "memory ordering semantics", [
  I32EnumAttrCase<"WEAK", 0, "weak">,
  I32EnumAttrCase<"RELAXED", 1, "relaxed">,
  I32EnumAttrCase<"ACQUIRE", 2, "acquire">,
  I32EnumAttrCase<"RELEASE", 3, "release">,
  I32EnumAttrCase<"ACQ_REL", 4, "acq_rel">
]>;

#endif // TILEKIT_DIALECT_CUDATILE_IR_CUDATILEENUMS_TD
