//===- MathArraysAvx2.cpp - Array entry points for AVX2 ---------------===//
//
// MathArrays.inc compiled with this instruction set's flags (CMake);
// called only when the host has it (MathArrays.cpp).
//
//===----------------------------------------------------------------------===//

#define TILEKIT_MATH_ARRAY_ENTRY evaluateAvx2
#include "MathArrays.inc"
