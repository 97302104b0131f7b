"""numpy dtypes for Tile IR element types.

Integers and f16/f32/f64 use their numpy dtypes (an ``iN`` parameter takes
``intN`` or ``uintN``, ``i1`` takes ``bool`` or a byte). The formats numpy has
no dtype for travel as unsigned integers holding their bit patterns, as in
tile-run's ``.npy`` files: ``uint16`` for bf16, ``uint32`` for tf32 (the f32
layout), ``uint8`` for the fp8 formats, for f4E2M1FN (one element per byte)
and for i4. ml_dtypes' ``bfloat16``, ``float8_*`` and ``float4_e2m1fn``
arrays are accepted too.
"""

import numpy as np

from . import _tilekit

__all__ = ["dtype_for", "from_bits", "to_bits"]

INTEGER_WIDTHS = {"i1": 1, "i4": 4, "i8": 8, "i16": 16, "i32": 32, "i64": 64}
FLOAT_TYPES = ("f16", "bf16", "f32", "tf32", "f64", "f8E4M3FN", "f8E5M2",
               "f8E8M0FNU", "f4E2M1FN")

# Bytes one element occupies in memory.
_ELEMENT_BYTES = {
    "i1": 1, "i4": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8,
    "f16": 2, "bf16": 2, "f32": 4, "tf32": 4, "f64": 8,
    "f8E4M3FN": 1, "f8E5M2": 1, "f8E8M0FNU": 1, "f4E2M1FN": 1,
}

# The dtype dtype_for() gives.
_CANONICAL = {
    "i1": np.bool_, "i4": np.uint8, "i8": np.int8, "i16": np.int16,
    "i32": np.int32, "i64": np.int64, "f16": np.float16, "bf16": np.uint16,
    "f32": np.float32, "tf32": np.uint32, "f64": np.float64,
    "f8E4M3FN": np.uint8, "f8E5M2": np.uint8, "f8E8M0FNU": np.uint8,
    "f4E2M1FN": np.uint8,
}

# Element types stored as bit patterns, and the ml_dtypes dtype of each.
_BIT_PATTERNS = {
    "i4": None, "bf16": "bfloat16", "tf32": None,
    "f8E4M3FN": "float8_e4m3fn", "f8E5M2": "float8_e5m2",
    "f8E8M0FNU": "float8_e8m0fnu", "f4E2M1FN": "float4_e2m1fn",
}


def dtype_for(element_type):
    """The numpy dtype that holds ``element_type`` ('f32', 'bf16', ...)."""
    try:
        return np.dtype(_CANONICAL[element_type])
    except KeyError:
        raise ValueError(f"no numpy dtype for element type {element_type!r}")


def dtype_fits(dtype, element_type):
    """Whether arrays of ``dtype`` may hold ``element_type`` elements."""
    dtype = np.dtype(dtype)
    size = _ELEMENT_BYTES.get(element_type)
    if size is None or dtype.itemsize != size:
        return False
    if element_type == "i1":
        return dtype.kind in "biu"
    if element_type in INTEGER_WIDTHS and element_type != "i4":
        return dtype.kind in "iu"
    if element_type in ("f16", "f32", "f64"):
        return dtype.kind == "f"
    return dtype.kind == "u" or dtype.name == _BIT_PATTERNS.get(element_type)


def expected_dtypes(element_type):
    """The dtypes dtype_fits() accepts, in words."""
    if element_type == "i1":
        return "bool, int8 or uint8"
    if element_type in INTEGER_WIDTHS and element_type != "i4":
        bits = 8 * _ELEMENT_BYTES[element_type]
        return f"int{bits} or uint{bits}"
    if element_type in ("f16", "f32", "f64"):
        return str(dtype_for(element_type))
    if element_type in _BIT_PATTERNS:
        bits = 8 * _ELEMENT_BYTES[element_type]
        ml = _BIT_PATTERNS[element_type]
        return f"uint{bits} holding bit patterns" + (
            f" (or ml_dtypes' {ml})" if ml else "")
    return "nothing: this element type cannot be bound from Python"


def to_bits(values, element_type):
    """The bit patterns of ``values`` in a float element type, rounded to
    nearest even, as an unsigned integer array (uint16 for bf16, uint8 for
    fp8, ...): what a launch takes for bf16, tf32, fp8 and f4 buffers."""
    if element_type not in FLOAT_TYPES:
        raise ValueError(f"{element_type!r} is not a float element type")
    return _tilekit._to_bits(np.asarray(values, dtype=np.float64),
                             element_type)


def from_bits(bits, element_type):
    """The values of bit patterns of a float element type (exactly; float32,
    or float64 for f64)."""
    if element_type not in FLOAT_TYPES:
        raise ValueError(f"{element_type!r} is not a float element type")
    bits = np.asarray(bits)
    if bits.dtype.kind not in "ui":
        raise ValueError(f"bit patterns come as integers, got {bits.dtype}")
    return _tilekit._from_bits(bits.astype(np.uint64), element_type)
