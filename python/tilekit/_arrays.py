"""Arrays from any framework: numpy arrays, DLPack tensors, buffers.

tilekit.launch binds numpy arrays. Any other array comes in as a numpy view
of the same memory, without a copy, so that what the kernel stores lands in
the caller's array:

- an object with ``__dlpack__`` (torch tensors, JAX and CuPy arrays, numpy
  arrays themselves, ...) whose ``__dlpack_device__`` is the CPU: its
  DLPack capsule is read here (ctypes, the DLPack ABI) rather than with
  ``numpy.from_dlpack``, so that dtypes numpy has no type for (bfloat16)
  travel as their bit patterns, as tilekit's own bf16 arrays do;
- an object with the buffer protocol (bytearray, array.array, memoryview,
  ...).

The capsule is kept alive, unconsumed, until the launch ends; dropping it
then gives the tensor back to its producer (DLPack's rule for a capsule
never renamed to "used_dltensor").
"""

import ctypes

import numpy as np

from .errors import ArgumentError

__all__ = ["as_array"]

# DLPack device types whose memory the CPU reads and writes.
_CPU_DEVICES = {1: "cpu", 3: "cuda_host"}
_DEVICE_NAMES = {2: "cuda", 4: "opencl", 7: "vulkan", 8: "metal", 9: "vpi",
                 10: "rocm", 11: "rocm_host", 13: "cuda_managed",
                 14: "oneapi"}

# (DLDataTypeCode, bits) -> (numpy dtype of the view, name of the elements).
_DTYPES = {
    (0, 8): (np.int8, "int8"), (0, 16): (np.int16, "int16"),
    (0, 32): (np.int32, "int32"), (0, 64): (np.int64, "int64"),
    (1, 8): (np.uint8, "uint8"), (1, 16): (np.uint16, "uint16"),
    (1, 32): (np.uint32, "uint32"), (1, 64): (np.uint64, "uint64"),
    (2, 16): (np.float16, "float16"), (2, 32): (np.float32, "float32"),
    (2, 64): (np.float64, "float64"),
    # numpy has no bfloat16: its bit patterns, as tilekit's bf16 arrays.
    (4, 16): (np.uint16, "bfloat16"),
    (6, 8): (np.bool_, "bool"),
}


class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8),
                ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", _DLDevice),
                ("ndim", ctypes.c_int32), ("dtype", _DLDataType),
                ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)),
                ("byte_offset", ctypes.c_uint64)]


class _DLManagedTensor(ctypes.Structure):
    _fields_ = [("dl_tensor", _DLTensor), ("manager_ctx", ctypes.c_void_p),
                ("deleter", ctypes.c_void_p)]


_get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_get_pointer.restype = ctypes.c_void_p
_get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
_is_valid = ctypes.pythonapi.PyCapsule_IsValid
_is_valid.restype = ctypes.c_int
_is_valid.argtypes = [ctypes.py_object, ctypes.c_char_p]


class Array:
    """A launch argument that is an array: the numpy view bound, what keeps
    its memory alive, and what it was (for messages)."""

    def __init__(self, view, owner, what, elements=None):
        self.view = view
        self.owner = owner
        self.what = what
        # The element type's name where the view's dtype does not say it
        # (bfloat16 as uint16).
        self.elements = elements or str(view.dtype)


def is_array_like(value):
    return isinstance(value, np.ndarray) or hasattr(value, "__dlpack__") or (
        not isinstance(value, (str, bytes)) and _has_buffer(value))


def _has_buffer(value):
    try:
        memoryview(value)
        return True
    except TypeError:
        return False


def as_array(value, where):
    """``value`` as an Array, or None when it is not array-like. Raises
    ArgumentError for arrays tilekit cannot use in place."""
    if isinstance(value, np.ndarray):
        return Array(value, value, f"{value.dtype} array")
    if hasattr(value, "__dlpack__"):
        return _from_dlpack(value, where)
    if isinstance(value, (str, bytes)) or not _has_buffer(value):
        return None
    buffer = memoryview(value)
    if buffer.readonly:
        raise ArgumentError(
            f"{where} is a read-only buffer ({type(value).__name__}), but "
            "kernels write their arguments in place; pass a writeable one "
            "(bytearray, array.array, numpy.array)")
    try:
        view = np.asarray(buffer)
    except (TypeError, ValueError) as error:
        raise ArgumentError(
            f"{where} is a buffer of format {buffer.format!r} that numpy "
            f"cannot view: {error}") from None
    return Array(view, (value, buffer),
                 f"{type(value).__name__} buffer of {view.dtype}")


def _type_name(value):
    cls = type(value)
    return f"{cls.__module__}.{cls.__qualname__}".replace("builtins.", "")


def _from_dlpack(value, where):
    kind = _type_name(value)
    device = getattr(value, "__dlpack_device__", None)
    if device is not None:
        device_type, device_id = device()
        if device_type not in _CPU_DEVICES:
            name = _DEVICE_NAMES.get(device_type, f"type {device_type}")
            raise ArgumentError(
                f"{where} is a {kind} on device {name}:{device_id}; tilekit "
                "runs kernels on the CPU: pass one in CPU memory (for torch, "
                "tensor.cpu(), and copy the result back)")
    try:
        capsule = value.__dlpack__()
    except (BufferError, RuntimeError, TypeError, ValueError) as error:
        raise ArgumentError(
            f"{where} ({kind}) cannot be shared through DLPack: {error}"
        ) from None
    if not _is_valid(capsule, b"dltensor"):
        raise ArgumentError(
            f"{where} ({kind}) gave a DLPack capsule that is not an unused "
            "'dltensor'")
    managed = _DLManagedTensor.from_address(_get_pointer(capsule, b"dltensor"))
    tensor = managed.dl_tensor
    code, bits, lanes = tensor.dtype.code, tensor.dtype.bits, tensor.dtype.lanes
    if tensor.device.device_type not in _CPU_DEVICES:
        raise ArgumentError(
            f"{where} ({kind}) is not in CPU memory (DLPack device type "
            f"{tensor.device.device_type})")
    if lanes != 1 or (code, bits) not in _DTYPES:
        raise ArgumentError(
            f"{where} ({kind}) has DLPack dtype code {code}, {bits} bits, "
            f"{lanes} lanes, which tilekit cannot bind (integers, bool, "
            "float16/32/64 and bfloat16)")
    dtype, elements = _DTYPES[(code, bits)]
    dtype = np.dtype(dtype)
    shape = tuple(tensor.shape[d] for d in range(tensor.ndim))
    if tensor.strides:
        strides = tuple(tensor.strides[d] for d in range(tensor.ndim))
    else:
        strides, step = [], 1
        for size in reversed(shape):
            strides.insert(0, step)
            step *= max(size, 1)
        strides = tuple(strides)
    what = f"{kind} of {elements}"
    if any(s < 0 for s in strides):
        raise ArgumentError(
            f"{where} ({what}) has negative strides {strides}; pass a "
            "contiguous copy and copy the result back")
    if 0 in shape:
        view = np.empty(shape, dtype)
    else:
        # The bytes from the first element to one past the last.
        span = (1 + sum((n - 1) * s for n, s in zip(shape, strides))) * \
            dtype.itemsize
        address = tensor.data + tensor.byte_offset
        memory = (ctypes.c_char * span).from_address(address)
        flat = np.frombuffer(memory, dtype=dtype)
        view = np.lib.stride_tricks.as_strided(
            flat, shape=shape,
            strides=tuple(s * dtype.itemsize for s in strides))
    # The capsule (and through it the tensor) lives as long as the view.
    return Array(view, (value, capsule, memory if 0 not in shape else None),
                 what, elements)
