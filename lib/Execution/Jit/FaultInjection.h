//===- FaultInjection.h - A planted difference for the JIT -------*- C++
//-*-===//
//
// The differential tests claim that the JIT gives the interpreter's bits.
// To show that they can fail, a build with TILEKIT_JIT_FAULT_INJECTION lets
// TILEKIT_JIT_PERTURB=<op name> flip the lowest bit of every result of that
// op in the code the JIT compiles (never in the interpreter); the test
// harnesses must then report differences.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_JIT_FAULTINJECTION_H
#define TILEKIT_LIB_EXECUTION_JIT_FAULTINJECTION_H

#include "BlockLanes.h"

#include "mlir/IR/BuiltinOps.h"

namespace tilekit::exec::jit {

/// Applies TILEKIT_JIT_PERTURB to `module` (the JIT's private copy of an
/// entry's module) and says so on stderr; does nothing without the variable
/// or in builds without fault injection.
void applyFaultInjection(mlir::ModuleOp module);

/// A defect planted in the widening of entries across blocks, in builds
/// with fault injection: TILEKIT_JIT_PERTURB_LANES=reverse numbers the
/// lanes backwards, =unscaled forgets to scale the group index by the lane
/// count. The differential tests must report either.
LanesDefect plantedLanesDefect();

} // namespace tilekit::exec::jit

#endif // TILEKIT_LIB_EXECUTION_JIT_FAULTINJECTION_H
