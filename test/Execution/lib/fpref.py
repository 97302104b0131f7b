#!/usr/bin/env python3
"""Independent reference for the floating-point execution tests.

Every value is handled exactly with Python integers: a finite value is
(-1)^neg * m * 2^e, and results are rounded once by `round_to`, written from
IEEE 754 and the Tile IR specification (section 5.1.3, "Floating-Point
Conversion Semantics"); where the specification is silent (f8E8M0FNU,
f4E2M1FN NaN) the choices are the ones docs/numerics.md documents. Nothing
here uses the host's floating-point rounding.

  fpref.py COMMAND...   runs the commands in order:
    --let NAME=FILE       load FILE as NAME
    --define NAME=EXPR    bind NAME to eval(EXPR)
    make FILE FMT EXPR    save eval(EXPR) (bit patterns of FMT) in FMT's .npy
                          dtype (float16/32/64, else the unsigned storage);
                          FMT may also be a numpy dtype (int8, ...): values
    check FMT FILE EXPR   compare FILE (values of FMT) with the bit patterns
                          eval(EXPR); any two NaNs of FMT are equal. FILE may
                          be FILE@START:STOP, a slice of its flattened data
    checkbits FILE EXPR   compare the bit patterns of FILE with eval(EXPR)
                          exactly (NaN sign and payload included)
    near FILE EXPR TOL    compare the floats in FILE with eval(EXPR) (floats,
                          cast to FILE's dtype first; None: not compared):
                          relative error <= eval(TOL), NaN matches NaN; TOL 0
                          means equal, signed zeros included
    checkconv SRC FILE DIR  check DIR/arg1.npy, arg2.npy, ... against conv of
                          FILE (SRC bit patterns) to each of conv_targets(SRC)
    same FILE EXPR        numpy-vectorized compare of FILE with eval(EXPR)
                          cast to FILE's dtype: floats bit for bit (two NaNs
                          are equal), integers exactly
    hex FILE              print the bit patterns of FILE in hex

EXPR sees np, Fraction, B (bit patterns of an array), the names bound so
far and the functions below (table, arith, conv, rem, minmax, ftoi, itof,
bits, exact, rn, probes, conv_inputs, pad, dec, ...). Exit status 1 with a
description when a check fails (all checks run first).
"""
import math
import sys
from fractions import Fraction

import numpy as np

# Rounding modes: Tile IR names and short forms.
M = {"nearest_even": "rn", "zero": "rz", "negative_inf": "rd",
     "positive_inf": "ru"}
MODES = ["rn", "rz", "rd", "ru"]


class Fmt:
    """A float format. kind: 'ieee' (all-ones exponent is Inf/NaN), 'fn'
    (f8E4M3FN: only S.1111.111 is NaN, no Inf), 'none' (f4E2M1FN: every
    encoding finite), 'e8m0' (2^(e-127), 0xFF NaN). overflow: 'ieee' (Inf or
    max by rounding direction) or 'sat' (satfinite)."""

    def __init__(self, name, ebits, mbits, bias, storage, kind, overflow,
                 shift=0):
        self.name, self.ebits, self.mbits, self.bias = name, ebits, mbits, bias
        self.storage, self.kind, self.overflow, self.shift = (
            storage, kind, overflow, shift)
        self.width = 1 + ebits + mbits
        self.sign = 1 << (self.width - 1 + shift)
        self.emin = 1 - bias  # exponent of the smallest normal binade
        top = (1 << ebits) - 1
        if kind == "ieee":
            self.maxk, self.maxe = (2 << mbits) - 1, top - 1 - bias - mbits
        elif kind == "fn":
            self.maxk, self.maxe = (2 << mbits) - 2, top - bias - mbits
        else:
            self.maxk, self.maxe = (2 << mbits) - 1, top - bias - mbits


FMTS = {f.name: f for f in [
    Fmt("f16", 5, 10, 15, 16, "ieee", "ieee"),
    Fmt("bf16", 8, 7, 127, 16, "ieee", "ieee"),
    Fmt("f32", 8, 23, 127, 32, "ieee", "ieee"),
    Fmt("f64", 11, 52, 1023, 64, "ieee", "ieee"),
    Fmt("tf32", 8, 10, 127, 32, "ieee", "ieee", shift=13),
    Fmt("f8E4M3FN", 4, 3, 7, 8, "fn", "sat"),
    Fmt("f8E5M2", 5, 2, 15, 8, "ieee", "sat"),
    Fmt("f4E2M1FN", 2, 1, 1, 8, "none", "sat"),
    Fmt("f8E8M0FNU", 8, 0, 127, 8, "e8m0", "e8m0"),
]}

NATIVE = {"f16": np.float16, "f32": np.float32, "f64": np.float64}
UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}

NAN = ("nan",)


def F(name):
    return FMTS[name] if isinstance(name, str) else name


# ---------------------------------------------------------------------------
# Decoding: bits -> ('nan',), ('inf', neg), ('zero', neg), ('fin', neg, m, e)
# ---------------------------------------------------------------------------

def decode(b, f):
    f = F(f)
    b = int(b)
    if f.kind == "e8m0":
        # 2^(e - 127); 0xFF is NaN; no sign, no zero, no Inf.
        return NAN if b == 0xFF else ("fin", False, 1, b - 127)
    b >>= f.shift
    neg = bool(b >> (f.ebits + f.mbits) & 1)
    e = b >> f.mbits & ((1 << f.ebits) - 1)
    m = b & ((1 << f.mbits) - 1)
    top = (1 << f.ebits) - 1
    if f.kind == "ieee" and e == top:
        return NAN if m else ("inf", neg)
    if f.kind == "fn" and e == top and m == (1 << f.mbits) - 1:
        return NAN
    if e == 0:
        if m == 0:
            return ("zero", neg)
        return ("fin", neg, m, f.emin - f.mbits)  # subnormal
    return ("fin", neg, m | (1 << f.mbits), e - f.bias - f.mbits)


def to_float(v):
    """A decoded value as a Python float (for messages and math tests)."""
    if v[0] == "nan":
        return math.nan
    if v[0] == "inf":
        return -math.inf if v[1] else math.inf
    if v[0] == "zero":
        return -0.0 if v[1] else 0.0
    return float(Fraction(-v[2] if v[1] else v[2]) * Fraction(2) ** v[3])


def from_float(x):
    """A Python float (or int, or Fraction) as a decoded value, exactly."""
    if isinstance(x, float):
        if math.isnan(x):
            return NAN
        if math.isinf(x):
            return ("inf", x < 0)
        if x == 0:
            return ("zero", math.copysign(1, x) < 0)
    x = Fraction(x)
    if x == 0:
        return ("zero", False)
    neg = x < 0
    x = abs(x)
    n, d = x.numerator, x.denominator
    assert d & (d - 1) == 0, "not a dyadic rational: %r" % x
    return ("fin", neg, n, -(d.bit_length() - 1))


# ---------------------------------------------------------------------------
# Encoding with exactly one rounding
# ---------------------------------------------------------------------------

def _round_int(k, rem, half, sticky, neg, mode):
    """k plus the rounding increment: rem (with sticky below it) is the part
    of the magnitude below the result's last bit, half is half of that bit."""
    inexact = rem != 0 or sticky
    if mode == "rn":
        up = rem > half or (rem == half and (sticky or k & 1))
    elif mode == "rz":
        up = False
    elif mode == "ru":
        up = inexact and not neg
    elif mode == "rd":
        up = inexact and neg
    else:
        raise ValueError(mode)
    return k + 1 if up else k


def _gt(k, e, mk, me):
    """k * 2^e > mk * 2^me."""
    if e >= me:
        return (k << (e - me)) > mk
    return k > (mk << (me - e))


def _pack(f, neg, field, mant):
    s = f.sign if neg else 0
    return s | (((field << f.mbits) | mant) << f.shift)


def max_bits(f, neg):
    f = F(f)
    k, e = f.maxk, f.maxe
    return _pack(f, neg, e + f.mbits + f.bias, k - (1 << f.mbits))


def inf_bits(f, neg):
    return _pack(f, neg, (1 << f.ebits) - 1, 0)


def nan_bits(f):
    """A NaN of the format (any NaN compares equal in `check`)."""
    f = F(f)
    if f.kind == "e8m0":
        return 0xFF
    if f.kind == "fn":
        return _pack(f, False, (1 << f.ebits) - 1, (1 << f.mbits) - 1)
    assert f.kind == "ieee"
    return _pack(f, False, (1 << f.ebits) - 1, 1 << (f.mbits - 1))


def round_to(f, neg, m, e, mode, sticky=False):
    """Rounds (-1)^neg * (m + s) * 2^e, m >= 1, 0 <= s < 1 (s > 0 iff sticky),
    to f in `mode` (f16, bf16, f32, f64, tf32, f8E4M3FN, f8E5M2, f4E2M1FN)."""
    f = F(f)
    assert f.kind != "e8m0" and m > 0
    top = e + m.bit_length() - 1  # exponent of the leading bit
    q = max(top, f.emin) - f.mbits  # exponent of the result's last bit
    if q <= e:
        k, rem, half = m << (e - q), 0, 1
    else:
        sh = q - e
        k, rem, half = m >> sh, m & ((1 << sh) - 1), 1 << (sh - 1)
    k = _round_int(k, rem, half, sticky, neg, mode)
    if k == 0:
        return _pack(f, neg, 0, 0)
    if k >> (f.mbits + 1):  # carried into the next binade
        k >>= 1
        q += 1
    if _gt(k, q, f.maxk, f.maxe):
        if f.overflow == "sat":
            return max_bits(f, neg)
        away = mode == "rn" or (mode == "ru" and not neg) or (
            mode == "rd" and neg)
        return inf_bits(f, neg) if away else max_bits(f, neg)
    if k >> f.mbits:  # normal
        return _pack(f, neg, q + f.mbits + f.bias, k - (1 << f.mbits))
    return _pack(f, neg, 0, k)  # subnormal


def encode(v, f, mode="rn"):
    """A decoded value converted to f (the ftof / itof rules)."""
    f = F(f)
    if f.kind == "e8m0":
        return _encode_e8m0(v, mode)
    if v[0] == "nan":
        # Spec 5.1.3: NaN stays NaN, except f8E4M3FN (+MAX_NORM); f4E2M1FN
        # has no NaN either: +max as for f8E4M3FN (docs/numerics.md).
        return max_bits(f, False) if f.kind in ("fn", "none") else nan_bits(f)
    if v[0] == "inf":
        # Spec 5.1.3: satfinite formats give +-MAX_NORM.
        return max_bits(f, v[1]) if f.overflow == "sat" else inf_bits(f, v[1])
    if v[0] == "zero":
        return _pack(f, v[1], 0, 0)
    return round_to(f, v[1], v[2], v[3], mode)


def _encode_e8m0(v, mode):
    # docs/numerics.md (APFloat's rules; the spec is silent): NaN, Inf and
    # negative values give NaN (0xFF); zeros give 0x00 (2^-127); values below
    # 2^-127 give 0x00; a value rounding above 2^127 gives NaN (0xFF), or
    # 2^127 (0xFE) when rounding toward zero.
    if v[0] in ("nan", "inf"):
        return 0xFF
    if v[0] == "zero":
        return 0x00
    _, neg, m, e = v
    if neg:
        return 0xFF
    top = e + m.bit_length() - 1
    exact = m == 1 << (m.bit_length() - 1)
    if mode == "rz" or mode == "rd":
        x = top
    elif mode == "ru":
        x = top if exact else top + 1
    else:
        raise ValueError("only zero / positive_inf reach f8E8M0FNU")
    if x < -127:
        return 0x00
    if x > 127:
        # Overflow as in IEEE: toward zero stays at the largest finite 2^127.
        return 0xFE if mode in ("rz", "rd") else 0xFF
    return x + 127


def bits(f, x, mode="rn"):
    """The encoding of a Python number in f (rounded once if inexact)."""
    if isinstance(x, Fraction) and x.denominator & (x.denominator - 1):
        n, d = abs(x.numerator), x.denominator
        extra = max(0, d.bit_length() - n.bit_length()) + F(f).mbits + 8
        q, r = divmod(n << extra, d)
        return round_to(f, x < 0, q, -extra, M.get(mode, mode), r != 0)
    return encode(from_float(x), f, M.get(mode, mode))


def conv(a, src, dst, mode="rn"):
    """ftof of the bit patterns `a` from src to dst, as bit patterns."""
    return [encode(decode(b, src), dst, M.get(mode, mode)) for b in _bits(a)]


def dec(a, f):
    return [to_float(decode(b, f)) for b in _bits(a)]


# ---------------------------------------------------------------------------
# Arithmetic (f16, bf16, f32, f64)
# ---------------------------------------------------------------------------

def _flush(v, f):
    """flush_to_zero on an input: subnormals become zeros of their sign."""
    if v[0] == "fin" and v[2] < (1 << f.mbits):
        return ("zero", v[1])
    return v


def _flush_bits(b, f):
    d = decode(b, f)
    if d[0] == "fin" and d[2] < (1 << f.mbits):
        return b & f.sign
    return b


def _zero_sum_sign(mode):
    return mode == "rd"  # x + (-x) is +0, or -0 rounding toward -inf


def _add(x, y, f, mode):
    if x[0] == "nan" or y[0] == "nan":
        return nan_bits(f)
    if x[0] == "inf" and y[0] == "inf":
        return nan_bits(f) if x[1] != y[1] else inf_bits(f, x[1])
    if x[0] == "inf" or y[0] == "inf":
        v = x if x[0] == "inf" else y
        return inf_bits(f, v[1])
    if x[0] == "zero" and y[0] == "zero":
        neg = x[1] if x[1] == y[1] else _zero_sum_sign(mode)
        return _pack(f, neg, 0, 0)
    if x[0] == "zero":
        x, y = y, x
    if y[0] == "zero":
        return round_to(f, x[1], x[2], x[3], mode)
    e = min(x[3], y[3])
    s = ((-x[2] if x[1] else x[2]) << (x[3] - e)) + (
        (-y[2] if y[1] else y[2]) << (y[3] - e))
    if s == 0:
        return _pack(f, _zero_sum_sign(mode), 0, 0)
    return round_to(f, s < 0, abs(s), e, mode)


def _neg(v):
    if v[0] == "nan":
        return v
    return (v[0], not v[1]) + tuple(v[2:])


def _mul_exact(x, y):
    """The exact product as a decoded value (NaN included)."""
    if x[0] == "nan" or y[0] == "nan":
        return NAN
    neg = x[1] != y[1]
    if {x[0], y[0]} == {"zero", "inf"}:
        return NAN
    if x[0] == "inf" or y[0] == "inf":
        return ("inf", neg)
    if x[0] == "zero" or y[0] == "zero":
        return ("zero", neg)
    return ("fin", neg, x[2] * y[2], x[3] + y[3])


def _div(x, y, f, mode):
    if x[0] == "nan" or y[0] == "nan":
        return nan_bits(f)
    neg = x[1] != y[1]
    if (x[0] == y[0] == "inf") or (x[0] == y[0] == "zero"):
        return nan_bits(f)
    if x[0] == "inf" or y[0] == "zero":
        return inf_bits(f, neg)
    if x[0] == "zero" or y[0] == "inf":
        return _pack(f, neg, 0, 0)
    extra = 2 * f.mbits + 8 + y[2].bit_length()
    q, r = divmod(x[2] << extra, y[2])
    return round_to(f, neg, q, x[3] - y[3] - extra, mode, sticky=r != 0)


def _sqrt(x, f, mode):
    if x[0] == "nan":
        return nan_bits(f)
    if x[0] == "zero":
        return _pack(f, x[1], 0, 0)  # sqrt(-0) = -0
    if x[1]:
        return nan_bits(f)
    if x[0] == "inf":
        return inf_bits(f, False)
    m, e = x[2], x[3]
    if e & 1:
        m, e = m << 1, e - 1
    extra = 2 * f.mbits + 8 + m.bit_length()
    extra += extra & 1
    n = m << extra
    r = math.isqrt(n)
    return round_to(f, False, r, (e - extra) // 2, mode, sticky=r * r != n)


def arith(op, f, mode, a, b=None, c=None, ftz=False):
    """addf/subf/mulf/divf/fma/sqrt of bit-pattern arrays, as bit patterns.
    ftz (f32): subnormal inputs read as zeros of their sign, and a result
    that is subnormal after rounding becomes a zero of its sign."""
    f = F(f)
    mode = M.get(mode, mode)
    out = []
    cols = [_bits(a)] + [_bits(x) for x in (b, c) if x is not None]
    for vals in zip(*cols):
        v = [decode(t, f) for t in vals]
        if ftz:
            v = [_flush(t, f) for t in v]
        if op == "add":
            r = _add(v[0], v[1], f, mode)
        elif op == "sub":
            r = _add(v[0], _neg(v[1]), f, mode)
        elif op == "mul":
            r = encode(_mul_exact(v[0], v[1]), f, mode)
        elif op == "div":
            r = _div(v[0], v[1], f, mode)
        elif op == "fma":
            p = _mul_exact(v[0], v[1])
            if p[0] == "nan" or v[2][0] == "nan":
                r = nan_bits(f)
            else:
                r = _add(p, v[2], f, mode)  # exact product, one rounding
        elif op == "sqrt":
            r = _sqrt(v[0], f, mode)
        else:
            raise ValueError(op)
        if ftz:
            r = _flush_bits(r, f)
        out.append(r)
    return out


def rem(f, a, b):
    """remf: the exact a - b * trunc(a / b) (C fmod), sign of the dividend."""
    f = F(f)
    out = []
    for x, y in zip(_bits(a), _bits(b)):
        x, y = decode(x, f), decode(y, f)
        if x[0] in ("nan", "inf") or y[0] in ("nan", "zero"):
            out.append(nan_bits(f))
        elif x[0] == "zero" or y[0] == "inf":
            out.append(encode(x, f))
        else:
            e = min(x[3], y[3])
            r = (x[2] << (x[3] - e)) % (y[2] << (y[3] - e))
            out.append(_pack(f, x[1], 0, 0) if r == 0 else
                       round_to(f, x[1], r, e, "rn"))
    return out


def table(f, ops, a, b, c=None, modes=MODES, ftz=False):
    """arith for each op in ops and each mode, concatenated (op-major)."""
    out = []
    for op in ops:
        for m in modes:
            out += arith(op, f, m, a, b, c if op == "fma" else None, ftz=ftz)
    return out


def exact(f, xs):
    """Bit patterns of values that f must hold exactly. A string is either a
    NaN ('nan', '-nan': the quiet NaN with the sign bit, 'snan': exponent all
    ones and mantissa 1, '-nanall': every bit set) or an expression in f's
    ms / mn / mx (smallest subnormal / normal, largest finite), u (ulp of 1),
    h (2^(p-2) + 1/2, the largest with a fraction of 1/2), inf and nan; such
    an expression may also be a non-dyadic Fraction, rounded to nearest."""
    f = F(f)
    names = {"ms": Fraction(2) ** (f.emin - f.mbits),
             "mn": Fraction(2) ** f.emin,
             "mx": Fraction(f.maxk) * Fraction(2) ** f.maxe,
             "u": Fraction(2) ** -f.mbits, "inf": math.inf, "nan": math.nan,
             "h": Fraction(2) ** (f.mbits - 1) + Fraction(1, 2),
             "Fraction": Fraction}
    nans = {"nan": nan_bits(f), "-nan": nan_bits(f) | f.sign,
            "snan": inf_bits(f, False) | 1, "-nanall": (f.sign << 1) - 1}
    out = []
    for x in xs:
        if isinstance(x, str):
            if x in nans:
                out.append(nans[x])
                continue
            x = eval(x, names)
            if isinstance(x, Fraction) and x.denominator & (x.denominator - 1):
                out.append(bits(f, x))
                continue
        v = from_float(x)
        b = encode(v, f)
        assert v[0] != "fin" or _value(decode(b, f)) == _value(v), (x, f.name)
        out.append(b)
    return out


def _value(v):
    m = -v[2] if v[1] else v[2]
    return Fraction(m) * Fraction(2) ** v[3] if v[0] == "fin" else v


def arith_cases(f):
    """(a, b, c) inputs for addf/subf/mulf/divf/fma in format f, in terms of
    its precision: u = ulp(1), mn / ms the smallest normal / subnormal, mx
    the largest finite, t far below half an ulp of 1, s with s*s below half
    of ms, k = ceil(p / 2) for the precision p. What each row exercises:
      0  1 + t               directed modes differ: RU gives 1+u, others 1
      1  -1 - t              RD gives -(1+u), others -1
      2  1 + u/2             exact tie: RNE to 1 (even)
      3  (1+u) + u/2         exact tie: RNE up to 1+2u (even)
      4  -(1+u) - u/2        negative tie: -(1+2u)
      5  (1+u)(1+u), fma -1  product 1+2u+u^2 inexact; fma exact 2u+u^2
      6  1/3, 1*3+0.5        1/3 rounds up under RNE
      7  -2/3                negative quotient
      8  mx*2, mx+2          overflow: Inf or mx by direction
      9  -mx*2               negative overflow
      10 s*s                 underflow to 0 (RU: ms)
      11 -s*s, fma + -0      underflow to -0 (RD: -ms)
      12 1 + -1, 1*-1+1      exact zero: +0, -0 under RD
      13 -0 + -0, -0 - -0    -0; +0 (RD -0); -0/-0 NaN
      14 +0 + -0             +0 (RD -0); 0 * -0 = -0
      15 inf - inf, fma      NaN; inf + inf = inf
      16 0 * inf             NaN; 0/inf = 0
      17 1/0                 +inf
      18 -1/0                -inf; -1 * 0 = -0
      19 NaN operand         NaN
      20 1.5mn - mn          subnormal result mn/2
      21 ms + ms, ms*ms      subnormal 2ms; 0 (RU ms); ms/ms = 1
      22 -ms * 3, -ms / 3    -3ms exact; -ms/3 rounds to -0 or -ms
      23 mn * 0.5            subnormal product
      24 (1+u)(1-u/2)        just below a tie: RNE 1
      25 (1+2^-k)^2 - (1+2^(1-k))  fma keeps 2^-2k
      26 0.1, 0.2, 0.3       ordinary inexact values
      27 -7, 2.5, 100        ordinary exact values
      28 inf * -1 + NaN      NaN
      29 mn - (mn - ms)      subnormal ms
      30 -1 + u/4            tie below 1 (ulp u/2): RNE -1
      31 3 * RN(1/3) + 5     ordinary
    """
    f = F(f)
    one = Fraction(1)
    u = Fraction(2) ** -f.mbits
    mn = Fraction(2) ** f.emin
    ms = Fraction(2) ** (f.emin - f.mbits)
    mx = Fraction(f.maxk) * Fraction(2) ** f.maxe
    t = Fraction(2) ** -(f.mbits + 7)
    s = Fraction(2) ** ((f.emin - f.mbits) // 2 - 2)
    k = (f.mbits + 2) // 2
    h = Fraction(2) ** -k
    inf, nan = math.inf, math.nan
    rows = [
        (1, t, 1), (-1, -t, -1), (1, u / 2, 0), (1 + u, u / 2, 0),
        (-(1 + u), -u / 2, 0), (1 + u, 1 + u, -1), (1, 3, one / 2),
        (-2, 3, -one / 2), (mx, 2, -mx), (-mx, 2, mx), (s, s, 0),
        (-s, s, -0.0), (1, -1, 1), (-0.0, -0.0, -0.0), (0.0, -0.0, 0.0),
        (inf, inf, -inf), (0.0, inf, 1), (1, 0.0, 2), (-1, 0.0, 2),
        (nan, 1, 1), (3 * mn / 2, -mn, 0), (ms, ms, 0), (-ms, 3, 0),
        (mn, one / 2, 0), (1 + u, 1 - u / 2, 0),
        (1 + h, 1 + h, -(1 + 2 * h)), (None, None, None), (-7, 2.5, 100),
        (inf, -1, nan), (mn, -(mn - ms), 0), (-1, u / 4, 0), (3, None, 5)]
    cols = ([], [], [])
    for i, row in enumerate(rows):
        for j, x in enumerate(row):
            if i == 26:
                b = bits(f, Fraction(j + 1, 10))
            elif x is None:
                b = bits(f, Fraction(1, 3))
            else:
                b = exact(f, [x])[0]
            cols[j].append(b)
    return cols


def minmax(op, f, a, b, propagate_nan=False, ftz=False):
    """maxf / minf: IEEE 754-2019 maximumNumber / minimumNumber (a NaN
    operand loses) or, with propagate_nan, maximum / minimum (a NaN wins);
    -0 < +0. The chosen operand is returned as it is (flushed under ftz)."""
    f = F(f)
    out = []
    for x, y in zip(_bits(a), _bits(b)):
        if ftz:
            x, y = _flush_bits(x, f), _flush_bits(y, f)
        vx, vy = decode(x, f), decode(y, f)
        nx, ny = vx[0] == "nan", vy[0] == "nan"
        if nx or ny:
            if propagate_nan or (nx and ny):
                out.append(nan_bits(f))
            else:
                out.append(y if nx else x)
            continue
        kx, ky = _key(vx), _key(vy)
        if op == "max":
            out.append(x if kx >= ky else y)
        else:
            out.append(x if kx <= ky else y)
    return out


def _key(v):
    """Sort key of a non-NaN value with -0 < +0."""
    if v[0] == "inf":
        return (-math.inf if v[1] else math.inf, 0)
    if v[0] == "zero":
        return (0, -1 if v[1] else 1)
    return (_value(v), 0)


def rn(f, xs):
    """Like exact, but inexact values are rounded to nearest even."""
    out = []
    for x in xs:
        if isinstance(x, float) and math.isfinite(x) and x != 0:
            x = Fraction(x)
        if isinstance(x, (int, Fraction)) and x != 0:
            out.append(bits(f, Fraction(x)))
        else:
            out += exact(f, [x])
    return out


def wrap(v, width):
    """An integer's two's-complement pattern of `width` bits, read signed."""
    v %= 1 << width
    return v - (1 << width) if v >> (width - 1) else v


def ftoi(a, f, width, signed):
    """ftoi: truncation toward zero; TileKit's defined result where the
    specification leaves it undefined (docs/numerics.md): NaN gives 0, +-Inf
    and out-of-range values saturate to the integer type's range. As values
    of the width read signed (how the result is stored)."""
    lo, hi = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (
        0, (1 << width) - 1)
    out = []
    for b in _bits(a):
        v = decode(b, f)
        if v[0] == "nan":
            r = 0
        elif v[0] == "inf":
            r = lo if v[1] else hi
        elif v[0] == "zero":
            r = 0
        else:
            r = max(lo, min(hi, int(_value(v))))  # int() truncates
        out.append(wrap(r, width))
    return out


def itof(a, width, signed, f):
    """itof of the integers `a` (any integer dtype, read as `width`-bit
    signed or unsigned), rounded to nearest even into f."""
    return [bits(f, int(v) if signed else int(v) % (1 << width))
            for v in np.asarray(a).ravel().tolist()]


# ---------------------------------------------------------------------------
# Probe sets for conversions
# ---------------------------------------------------------------------------

def allbits(f):
    f = F(f)
    return list(range(1 << (f.width if f.kind != "e8m0" else 8)))


def _values(f):
    """The positive finite values of f, ascending, as Fractions."""
    f = F(f)
    out = []
    for b in allbits(f):
        if f.kind != "e8m0" and b & (f.sign >> f.shift):
            continue
        d = decode(b << f.shift, f)
        if d[0] == "fin":
            out.append((Fraction(d[2]) * Fraction(2) ** d[3]))
    return sorted(out)


def probes(src, dst):
    """Bit patterns of src that exercise src -> dst: every positive finite
    value of dst that src holds, the midpoint of each pair of neighbours and
    the src values just below and above it, the same negated, the values
    beyond dst's range, zeros, infinities and NaN. For a dst wider than 8
    bits (which has too many values to list) a fixed set of boundaries of
    dst instead: around 1, the largest finite, the smallest normal and
    subnormal, each with ties and their neighbours. Plus 256 encodings of src
    spread over its range (all of them for an 8-bit src)."""
    s, d = F(src), F(dst)
    pts = set()
    if d.width <= 8 or d.kind == "e8m0":
        vals = _values(d)
        marks = vals + [(u + v) / 2 for u, v in zip(vals, vals[1:])]
        top = vals[-1]
        marks += [top * 2, vals[0] / 2, vals[0] / 4, vals[0] * 3 / 4]
        if d.kind != "e8m0":
            # Past the largest finite: the tie with what would be the next
            # value up, and that value.
            ulp = top - vals[-2]
            marks += [top + ulp / 2, top + ulp]
    else:
        marks = []
        for e in (0, d.emin, d.emin - d.mbits, d.maxe + d.mbits):
            for k in (1, 2, 3, 5, 7):
                base = Fraction(2) ** e
                ulp = base * Fraction(2) ** -d.mbits
                marks += [base * k, base + ulp * k / 2, base - ulp * k / 4]
        mx = Fraction(d.maxk) * Fraction(2) ** d.maxe
        ulpmax = Fraction(2) ** d.maxe
        marks += [mx, mx + ulpmax / 2, mx + ulpmax, mx * 2, mx - ulpmax / 2]
    for x in marks:
        if x <= 0:
            continue
        if x.denominator & (x.denominator - 1):
            continue  # not dyadic: no float holds it
        for neg in (False, True):
            v = from_float(-x if neg else x)
            # src values around y: y rounded down and up, and their
            # neighbours (one encoding step of the magnitude either way).
            for mode in ("rd", "ru"):
                if s.kind == "e8m0" and neg:
                    continue
                b = encode(v, s, mode)
                step = 1 << s.shift
                for c in (b - step, b, b + step):
                    if c >= 0 and decode(c, s)[0] == "fin" and (
                            c & s.sign) == (b & s.sign):
                        pts.add(c)
    if s.width <= 8 or s.kind == "e8m0":
        pts.update(allbits(s))
    else:
        # 256 encodings spread over the whole range (golden-ratio hashing).
        for i in range(256):
            pts.add((i * 0x9E3779B97F4A7C15 % (1 << 64)) >> (64 - s.width)
                    << s.shift)
    if s.kind != "e8m0":
        pts.update([_pack(s, False, 0, 0), _pack(s, True, 0, 0)])
        if s.kind == "ieee":
            pts.update([inf_bits(s, False), inf_bits(s, True), nan_bits(s)])
        if s.kind == "fn":
            pts.add(nan_bits(s))
    return sorted(pts)


CONV_ORDER = ["f16", "bf16", "f32", "f64", "tf32", "f8E4M3FN", "f8E5M2",
              "f4E2M1FN", "f8E8M0FNU"]


def conv_targets(src):
    """The ftof targets of `src` that the 13.3 verifier allows, in the order
    of the conversion tests' outputs: every other format, in nearest_even,
    and f8E8M0FNU in zero and positive_inf (its only modes)."""
    out = []
    for d in CONV_ORDER:
        if d == src:
            continue
        out += [(d, "rz"), (d, "ru")] if d == "f8E8M0FNU" else [(d, "rn")]
    return out


def conv_inputs(src, n):
    """The union of probes(src, dst) over every target, padded to n."""
    pts = set()
    for d, _ in conv_targets(src):
        pts.update(probes(src, d))
    return pad(sorted(pts), n)


def pad(a, n):
    """Repeats the last element to length n (tiles are powers of two)."""
    a = list(a)
    assert len(a) <= n, "%d values do not fit in %d" % (len(a), n)
    return a + [a[-1]] * (n - len(a))


# ---------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------

def sign_bit(f):
    return F(f).sign


def _load(path):
    """FILE or FILE@START:STOP (a slice of the flattened array)."""
    if "@" in path:
        path, rng = path.rsplit("@", 1)
        lo, hi = (int(x) for x in rng.split(":"))
        return np.load(path).ravel()[lo:hi]
    return np.load(path)


def _bits(a):
    if isinstance(a, (list, tuple)):
        return [int(x) for x in a]  # numpy would turn ints >= 2^63 to floats
    a = np.asarray(a)
    if a.dtype.kind == "f":
        a = a.view(UINT[a.itemsize * 8])
    return [int(x) for x in a.ravel()]


def _store(f, b):
    f = F(f)
    u = np.array([int(x) for x in b], dtype=UINT[f.storage])
    return u.view(NATIVE[f.name]) if f.name in NATIVE else u


def _same(x, y, f):
    if x == y:
        return True
    return decode(x, f)[0] == "nan" and decode(y, f)[0] == "nan"


def main(argv):
    np.seterr(all="ignore")
    env = {"np": np, "B": _bits, "Fraction": Fraction, "M": M, "MODES": MODES}
    env.update({k: globals()[k] for k in (
        "bits", "conv", "arith", "rem", "probes", "allbits", "pad", "dec",
        "table", "exact", "arith_cases", "minmax", "sign_bit",
        "conv_inputs", "conv_targets", "rn", "wrap", "ftoi", "itof",
        "nan_bits", "inf_bits", "max_bits")})
    args = argv[1:]
    status = 0
    while args:
        cmd = args[0]
        if cmd == "--define":
            name, expr = args[1].split("=", 1)
            env[name] = eval(expr, env)
            args = args[2:]
        elif cmd == "--let":
            name, path = args[1].split("=", 1)
            env[name] = np.load(path)
            args = args[2:]
        elif cmd == "make":
            path, f, expr = args[1:4]
            if f in FMTS:
                np.save(path, _store(f, eval(expr, env)))
            else:  # a numpy dtype: the values themselves
                np.save(path, np.array(eval(expr, env), dtype=f))
            args = args[4:]
        elif cmd == "check":
            f, path, expr = F(args[1]), args[2], args[3]
            args = args[4:]
            got = _bits(_load(path))
            want = [int(x) for x in eval(expr, env)]
            if len(got) != len(want):
                print("%s: length %d, want %d" % (path, len(got), len(want)))
                status = 1
                continue
            bad = [i for i, (g, w) in enumerate(zip(got, want))
                   if not _same(g, w, f)]
            for i in bad[:8]:
                print("%s: mismatch at %d: got 0x%x (%r), want 0x%x (%r)" % (
                    path, i, got[i], to_float(decode(got[i], f)), want[i],
                    to_float(decode(want[i], f))))
            if bad:
                print("%d of %d elements differ" % (len(bad), len(got)))
                status = 1
            else:
                print("OK %d" % len(got))
        elif cmd == "checkbits":
            # Bit-exact, NaN payload and sign included.
            path, expr = args[1], args[2]
            args = args[3:]
            got = _bits(_load(path))
            want = [int(x) for x in eval(expr, env)]
            bad = [i for i, (g, w) in enumerate(zip(got, want)) if g != w]
            if len(got) != len(want) or bad:
                print("%s: got %s, want %s" % (path, [hex(x) for x in got],
                                              [hex(x) for x in want]))
                status = 1
            else:
                print("OK %d" % len(got))
        elif cmd == "near":
            path, expr, tol = args[1], args[2], float(eval(args[3], env))
            args = args[4:]
            got = _load(path)
            want = list(eval(expr, env))
            bad = []
            if len(want) != got.size:
                print("%s: length %d, want %d" % (path, got.size, len(want)))
                status = 1
                continue
            for i, (g, w) in enumerate(zip(got.ravel().tolist(), want)):
                if w is None:
                    continue
                w = float(np.array(w).astype(got.dtype))
                if math.isnan(g) or math.isnan(w):
                    ok = math.isnan(g) and math.isnan(w)
                elif tol == 0:
                    ok = g == w and math.copysign(1, g) == math.copysign(1, w)
                else:
                    ok = g == w or abs(g - w) <= tol * abs(w)
                if not ok:
                    bad.append((i, g, w))
            for i, g, w in bad[:8]:
                print("%s: mismatch at %d: got %r, want %r" % (path, i, g, w))
            if bad:
                print("%d of %d elements differ" % (len(bad), got.size))
                status = 1
            else:
                print("OK %d" % got.size)
        elif cmd == "checkconv":
            # Every output argK.npy (K = 1, 2, ...) of a kernel converting the
            # input FILE of SRC to each of conv_targets(SRC).
            src, path, outdir = args[1:4]
            args = args[4:]
            x = _bits(np.load(path))
            for k, (d, mode) in enumerate(conv_targets(src)):
                got = _bits(np.load("%s/arg%d.npy" % (outdir, k + 1)))
                want = conv(x, src, d, mode)
                bad = [i for i in range(len(x))
                       if not _same(got[i], want[i], F(d))]
                for i in bad[:4]:
                    print("%s -> %s (%s): 0x%x (%r) gave 0x%x (%r), "
                          "want 0x%x (%r)" % (
                              src, d, mode, x[i], to_float(decode(x[i], src)),
                              got[i], to_float(decode(got[i], d)), want[i],
                              to_float(decode(want[i], d))))
                if bad:
                    status = 1
                print("%s -> %s (%s): %d of %d differ" % (
                    src, d, mode, len(bad), len(x)))
        elif cmd == "same":
            # Vectorized: float arrays bit for bit (two NaNs are equal),
            # others exactly; want is cast to FILE's dtype first.
            path, expr = args[1], args[2]
            args = args[3:]
            got = _load(path)
            want = np.asarray(eval(expr, env)).astype(got.dtype).reshape(
                got.shape)
            if got.dtype.kind == "f":
                u = UINT[got.itemsize * 8]
                bad = ~((got.view(u) == want.view(u)) |
                        (np.isnan(got) & np.isnan(want)))
            else:
                bad = got != want
            for i in np.argwhere(bad)[:8].ravel():
                print("%s: mismatch at %d: got %r, want %r" % (
                    path, i, got.ravel()[i], want.ravel()[i]))
            if bad.any():
                print("%d of %d elements differ" % (bad.sum(), bad.size))
                status = 1
            else:
                print("OK %d" % bad.size)
        elif cmd == "hex":
            print(" ".join("0x%x" % b for b in _bits(np.load(args[1]))))
            args = args[2:]
        else:
            print("unknown command", cmd)
            return 2
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
