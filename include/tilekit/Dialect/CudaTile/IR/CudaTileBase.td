//===- CudaTileBase.td - cuda_tile dialect and ODS base classes -*- tablegen -*-===//
//
// The dialect definition and the base classes every cuda_tile type, attribute
// and operation derives from. The version in which an operation appeared and
// its bytecode opcode are recorded here, once per op, as ODS fields.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_CUDATILEBASE_TD
#define TILEKIT_DIALECT_CUDATILE_IR_CUDATILEBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpAsmInterface.td"

def CudaTile_Dialect : Dialect {
  let name = "cuda_tile";
  let cppNamespace = "::mlir::cuda_tile";
  let summary = "CUDA Tile IR: tile kernels over tile values";
  // The type parser also accepts `fnv8E5M3FNU` (CudaTileTypes.cpp).
  let useDefaultTypePrinterParser = 0;
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
  let extraClassDeclaration = [{
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
    /// Parses `fpowf`, the 13.4 name of `pow`, as `pow`.
    std::optional<ParseOpHook>
    getParseOperationHook(::llvm::StringRef opName) const override;

    /// Validate `optimization_hints` semantically (architectures, per-op keys,
    /// value ranges). Off by default, as in the reference toolchain.
    bool getWarnUnsupportedHints() const { return warnUnsupportedHints; }
    void setWarnUnsupportedHints(bool value) { warnUnsupportedHints = value; }
    /// Report optimization hint problems as errors instead of warnings.
    bool getHintProblemsAreErrors() const { return hintProblemsAreErrors; }
    void setHintProblemsAreErrors(bool value) { hintProblemsAreErrors = value; }

  private:
    void registerAttributes();
    void registerTypes();
    bool warnUnsupportedHints = false;
    bool hintProblemsAreErrors = false;
  }];
}

/// A Tile IR release, `major.minor`.
class CudaTile_Version<int maj, int min> {
  int major = maj;
  int minor = min;
}
def CudaTile_V13_1 : CudaTile_Version<13, 1>;
def CudaTile_V13_2 : CudaTile_Version<13, 2>;
def CudaTile_V13_3 : CudaTile_Version<13, 3>;
def CudaTile_V13_4 : CudaTile_Version<13, 4>;

/// Attaches the op's public bytecode opcode and the release that introduced
/// it. This trait is the single source of truth for both facts.
class CudaTile_BytecodeEncoding<int opcode, CudaTile_Version since>
    : ParamNativeOpTrait<"BytecodeEncoding",
                         opcode # ", " # since.major # ", " # since.minor> {
  let cppNamespace = "::mlir::cuda_tile";
}

/// An operand, attribute or result added to an op after the op itself.
class CudaTile_NewerField<string fieldName, CudaTile_Version since> {
  string name = fieldName;
  CudaTile_Version introducedIn = since;
}

/// An optional array attribute holding one bool per operand of the op's
/// operand group `group`. Absent means all false. The bytecode has no flag
/// bit for it: from its release on it is always written (n + one byte per
/// element), an absent one as all false of the group's length.
class CudaTile_PerOperandFlags<string group>
    : OptionalAttr<DenseBoolArrayAttr> {
  string bytecodeSizeGroup = group;
}

/// An enumeration case added after its enumeration; the bytecode of older
/// releases cannot hold the value.
class CudaTile_NewerEnumCase<EnumAttrInfo enumInfo, int caseValue,
                             CudaTile_Version since> {
  EnumAttrInfo enum = enumInfo;
  int value = caseValue;
  CudaTile_Version introducedIn = since;
}

class CudaTile_Op<string mnemonic, int opcode, CudaTile_Version since,
                  list<Trait> traits = []>
    : Op<CudaTile_Dialect, mnemonic,
         !listconcat(traits, [CudaTile_BytecodeEncoding<opcode, since>])> {
  int bytecodeOpcode = opcode;
  CudaTile_Version introducedIn = since;
  /// Fields introduced after the op; the bytecode of older versions has no
  /// place for them. Everything not listed is as old as the op.
  list<CudaTile_NewerField> newerFields = [];
  /// Encoded as a whole file or table record rather than an instruction.
  bit isStructural = 0;
}

/// Ops with regions of cuda_tile ops print them without the dialect prefix.
def CudaTile_DefaultDialectRegion
    : DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>;

class CudaTile_TypeDef<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<CudaTile_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

class CudaTile_AttrDef<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<CudaTile_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

#endif // TILEKIT_DIALECT_CUDATILE_IR_CUDATILEBASE_TD
