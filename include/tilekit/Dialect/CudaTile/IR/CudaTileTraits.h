//===- CudaTileTraits.h - cuda_tile op traits -------------------*- C++ -*-===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_CUDATILETRAITS_H
#define TILEKIT_DIALECT_CUDATILE_IR_CUDATILETRAITS_H

#include "mlir/IR/OpDefinition.h"

namespace mlir::cuda_tile {

/// A Tile IR release number, e.g. 13.3.
struct TileIRVersion {
  unsigned major = 0;
  unsigned minor = 0;
  friend bool operator<(TileIRVersion a, TileIRVersion b) {
    return a.major != b.major ? a.major < b.major : a.minor < b.minor;
  }
  friend bool operator==(TileIRVersion a, TileIRVersion b) {
    return a.major == b.major && a.minor == b.minor;
  }
};

/// Carries an op's bytecode opcode and the release that introduced it. ODS
/// attaches it to every cuda_tile op from the op's definition.
template <unsigned Opcode, unsigned Major, unsigned Minor>
struct BytecodeEncoding {
  template <typename ConcreteOp>
  class Impl : public OpTrait::TraitBase<ConcreteOp, Impl> {
  public:
    static constexpr unsigned getBytecodeOpcode() { return Opcode; }
    static constexpr TileIRVersion getIntroducedVersion() {
      return {Major, Minor};
    }
  };
};

} // namespace mlir::cuda_tile

#endif // TILEKIT_DIALECT_CUDATILE_IR_CUDATILETRAITS_H
