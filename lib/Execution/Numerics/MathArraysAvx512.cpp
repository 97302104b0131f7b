//===- MathArraysAvx512.cpp - Array entry points for AVX512 ---------------===//
//
// MathArrays.inc compiled with this instruction set's flags (CMake);
// called only when the host has it (MathArrays.cpp).
//
//===----------------------------------------------------------------------===//

#define TILEKIT_MATH_ARRAY_ENTRY evaluateAvx512
#include "MathArrays.inc"
