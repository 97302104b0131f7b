//===- Numerics.h - Exact scalar arithmetic of Tile IR element types -*- C++ -*-===//
//
// Bit-exact scalar semantics of the Tile IR element types, independent of MLIR
// and of the host's floating-point environment: every function computes the
// exact result and rounds it once, in the requested mode, in software (fast
// paths use host arithmetic only where it is provably identical, i.e. the
// default round-to-nearest-even). Values travel as raw bit patterns in the
// low bits of a uint64_t.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_EXECUTION_NUMERICS_H
#define TILEKIT_EXECUTION_NUMERICS_H

#include <cstdint>

namespace tilekit::exec {

/// The floating-point element types of Tile IR.
enum class FloatFormat : uint8_t {
  F16,
  BF16,
  F32,
  TF32, ///< stored in 32 bits as an f32 whose 13 low mantissa bits are zero
  F64,
  F8E4M3FN,
  F8E5M2,
  F8E8M0FNU,
  F4E2M1FN,  ///< stored in the low 4 bits of a byte
  F8E5M3FNU, ///< 13.4: unsigned, 5 exponent and 3 mantissa bits, NaN 0xFF
};

/// IEEE-754 rounding-direction attributes (Tile IR `rounding<...>`).
enum class Rounding : uint8_t {
  NearestEven, ///< nearest_even
  Zero,        ///< zero
  Down,        ///< negative_inf
  Up,          ///< positive_inf
  NearestAway, ///< nearest_away (13.4)
};

/// Storage width in bits of a format's bit pattern (tf32: 32, f4: 4).
unsigned storageBits(FloatFormat format);

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

/// `ftof`: converts the bit pattern `bits` of `from` into `to`, rounding
/// exactly once in `rounding`. Overflow, NaN and saturation follow the
/// specification for each target (documented in docs/execution.md).
uint64_t convertFloat(uint64_t bits, FloatFormat from, FloatFormat to,
                      Rounding rounding = Rounding::NearestEven);

/// `ftoi`: truncates toward zero into a `width`-bit integer (1..64).
/// NaN, infinities and out-of-range values set `*invalid` (when given) and
/// give TileKit's defined choice: saturation to the range, NaN to 0.
uint64_t floatToInt(uint64_t bits, FloatFormat from, unsigned width,
                    bool isSigned, bool *invalid = nullptr);

/// `itof`: the `width`-bit integer `value` (signed or unsigned) rounded to
/// `to` in `rounding`.
uint64_t intToFloat(uint64_t value, unsigned width, bool isSigned,
                    FloatFormat to, Rounding rounding = Rounding::NearestEven);

/// Exact conversions used on hot paths.
float toFloat(uint64_t bits, FloatFormat from); ///< exact for f16/bf16/tf32/f8/f4
double toDouble(uint64_t bits, FloatFormat from); ///< exact for every format
uint16_t floatToHalfBits(float value);     ///< round to nearest even
uint16_t floatToBFloat16Bits(float value); ///< round to nearest even
float halfBitsToFloat(uint16_t bits);
float bfloat16BitsToFloat(uint16_t bits);

//===----------------------------------------------------------------------===//
// Arithmetic on f16, bf16, f32 and f64 (other formats are not arithmetic)
//===----------------------------------------------------------------------===//

/// Flags common to the arithmetic functions. `flushToZero` is honoured for
/// f32 only: subnormal inputs and results become zero of the same sign.
struct FloatEnv {
  Rounding rounding = Rounding::NearestEven;
  bool flushToZero = false;
};

uint64_t addFloat(FloatFormat f, uint64_t a, uint64_t b, FloatEnv env);
uint64_t subFloat(FloatFormat f, uint64_t a, uint64_t b, FloatEnv env);
uint64_t mulFloat(FloatFormat f, uint64_t a, uint64_t b, FloatEnv env);
uint64_t divFloat(FloatFormat f, uint64_t a, uint64_t b, FloatEnv env);
/// a * b + c with a single rounding.
uint64_t fmaFloat(FloatFormat f, uint64_t a, uint64_t b, uint64_t c,
                  FloatEnv env);
uint64_t sqrtFloat(FloatFormat f, uint64_t a, FloatEnv env);

/// `maxf`/`minf`: without `propagateNan` IEEE 754-2019 maximumNumber /
/// minimumNumber (a NaN operand loses), with it maximum / minimum (NaN wins);
/// -0 < +0 in both.
uint64_t maxFloat(FloatFormat f, uint64_t a, uint64_t b, bool propagateNan,
                  bool flushToZero);
uint64_t minFloat(FloatFormat f, uint64_t a, uint64_t b, bool propagateNan,
                  bool flushToZero);

/// `remf`: the exact truncated remainder a - b * trunc(a / b) (C fmod).
uint64_t remFloat(FloatFormat f, uint64_t a, uint64_t b);

/// `fpowi`: x^n with IEEE 754 `pown` special cases (n = 0 gives 1 for every
/// x, NaN included), rounded once to nearest even; f16 and bf16 are computed
/// in f32 and then rounded, as the specification says (PowI.cpp).
uint64_t powiFloat(FloatFormat f, uint64_t x, int64_t n);

/// The canonical quiet NaN of a format (f8E4M3FN: 0x7F, f8E8M0FNU: 0xFF).
uint64_t canonicalNaN(FloatFormat f);
bool isNaN(uint64_t bits, FloatFormat f);

/// Flush an f32 subnormal to a zero of the same sign.
inline uint32_t flushSubnormalF32(uint32_t bits) {
  return (bits & 0x7F800000u) == 0 ? (bits & 0x80000000u) : bits;
}

/// Enables (the default) or disables the host-arithmetic fast paths. Results
/// are bit-identical either way; tests switch them off to exercise the
/// software paths in round-to-nearest-even.
void setHostFastPaths(bool enabled);

namespace detail {
/// Internals shared by the numerics sources; not for other callers.

/// Classification of a decoded value.
enum class ValueKind : uint8_t { Zero, Finite, Inf, NaN };

/// A decoded value: for `Finite`, (-1)^sign * sig * 2^(exp - 63) with bit 63
/// of `sig` set (subnormals are normalized).
struct Unpacked {
  ValueKind kind;
  bool sign;
  int32_t exp;
  uint64_t sig;
};

/// Decodes `bits` of `format` (tf32 is read as the f32 it is stored as).
Unpacked decode(uint64_t bits, FloatFormat format);

/// Rounds the exact value (-1)^sign * (sig + frac) * 2^(exp - 63), where
/// bit 63 of `sig` is set and `sticky` says whether the fraction `frac` in
/// [0, 1) is nonzero, to `format` once, applying the format's overflow rule.
uint64_t roundToFormat(FloatFormat format, bool sign, int32_t exp, uint64_t sig,
                       bool sticky, Rounding rounding);

/// Encodes a zero (sign ignored where the format has none) or an infinity
/// (following the format's rule where it has none).
uint64_t zeroOf(FloatFormat format, bool sign);
uint64_t infinityOf(FloatFormat format, bool sign);

/// Whether the host fast paths are enabled.
bool hostFastPathsEnabled();
} // namespace detail

} // namespace tilekit::exec

#endif // TILEKIT_EXECUTION_NUMERICS_H
