"""tilekit.launch: running an entry on numpy arrays and Python numbers."""

import numbers

import numpy as np

from . import _tilekit
from ._arrays import as_array
from ._dtypes import INTEGER_WIDTHS, FLOAT_TYPES, dtype_fits, expected_dtypes
from .errors import ArgumentError

__all__ = ["launch"]

# Integer parameters that may carry an array's shape and strides.
_SIZE_TYPES = ("i8", "i16", "i32", "i64")


def launch(module, entry, grid, *args, engine=None, threads=None,
           check=False, trace=False, trace_blocks=None, trace_at=None,
           print_locations=False, timeout=None):
    """Runs ``entry`` of ``module`` on a grid of tile blocks, on the CPU.

    module: a tilekit.Module. entry: the entry's name (with or without
    '@'), an Entry, or None for the module's only entry. grid: an int or a
    tuple of one to three ints (x, y, z).

    args: one per parameter, in order. An array binds a pointer or
    tensor_view parameter and is used in place: what the kernel stores
    lands in it. Arrays are numpy arrays, objects with ``__dlpack__`` in
    CPU memory (torch tensors and other frameworks' arrays; bfloat16
    included) and objects with the buffer protocol (bytearray,
    array.array), all used without a copy. A Python int, float or bool (or numpy scalar) binds a
    scalar parameter, converted to the parameter's element type (floats
    rounded to nearest even). cuTile's convention: an array passed for a
    pointer parameter that is followed by 2 * ndim integer parameters
    fills them too, with its shape and its strides in elements, so a kernel
    exported from cuTile Python takes the arrays ct.launch would.

    engine: "jit" (the compiled engine, the default; the interpreter's
    bits, falling back to the interpreter with a note where it must) or
    "interp" (the interpreter). None: "jit", or "interp" with a check
    (the checks are the interpreter's).
    threads: worker threads (None: all cores).
    check: the runtime checks, as tile-run --check=MODES names them: a
    string of comma-separated modes or a list of them. "ub" reports
    undefined behaviour (overflow under flags, division by zero, broken
    assumptions, races); "nan" stops at the first op that makes a NaN from
    non-NaN operands or an infinity from finite ones. True is "ub", False
    or None no check.
    trace: print a summary of every executed op's results to sys.stderr
    (tile-run --trace, docs/debugging.md), after the launch, by tile block.
    trace_blocks: only these tile blocks, a list of (x[, y[, z]]) tuples.
    trace_at: only the ops at these source lines, "FILE:LINE" strings (a
    line without an op raises LaunchError). Either implies trace.
    print_locations: start each line the kernel prints (print_tko) with
    the source position of the print, "FILE:LINE:COL: " (tile-run
    --print-locations).
    timeout: seconds (an int or float above 0); a launch that runs longer
    is stopped and raises LaunchError ("launch stopped after N s
    (timeout)", tile-run --timeout). None: no limit.

    The launch runs without the GIL: other Python threads run meanwhile.
    Ctrl-C (SIGINT) stops it within about 20 ms and raises
    KeyboardInterrupt once its workers have ended.

    Raises ArgumentError when the arguments do not fit, LaunchError when the
    kernel fails (assert, out-of-bounds access, check violation), and
    DiagnosticError when the module does not verify. What the kernel prints
    goes to sys.stdout.
    """
    if not isinstance(module, _tilekit.Module):
        raise TypeError("launch() takes a tilekit.Module, got "
                        f"{type(module).__name__}")
    target = _find_entry(module, entry)
    grid = _grid(grid)
    modes = _check_modes(check)
    blocks = _trace_blocks(trace_blocks)
    lines = [trace_at] if isinstance(trace_at, str) else list(trace_at or [])
    if not all(isinstance(line, str) for line in lines):
        raise TypeError(f"trace_at must be 'FILE:LINE' strings, got "
                        f"{trace_at!r}")
    traced = bool(trace) or bool(blocks) or bool(lines)
    if engine is None:
        engine = "interp" if modes or traced else "jit"
    if engine not in ("interp", "jit"):
        raise ValueError(f"engine must be 'interp' or 'jit', got {engine!r}")
    if threads is None:
        threads = 0
    elif (not isinstance(threads, numbers.Integral) or isinstance(
            threads, bool) or not 1 <= threads <= 4096):
        raise ValueError(
            f"threads must be None or an int from 1 to 4096, got {threads!r}")
    seconds = _timeout(timeout)
    # Other frameworks' arrays as numpy views of their memory; `arrays`
    # keeps them (and their DLPack capsules) alive until the launch ends.
    arrays = _arrays_of(args)
    views = [a.view if a is not None else v for a, v in zip(arrays, args)]
    bindings = _bind(target, views, arrays)
    _tilekit._launch(module, target.name, grid, bindings, int(threads),
                     modes, engine, traced, blocks, lines,
                     bool(print_locations), seconds)
    del arrays


def _arrays_of(args):
    """The Array of each array-like argument, None for the others."""
    return [None if _is_scalar(value) else as_array(value, f"args[{j}]")
            for j, value in enumerate(args)]


def _timeout(timeout):
    """``timeout`` in seconds as _tilekit._launch takes it (0: none)."""
    if timeout is None:
        return 0.0
    if (not isinstance(timeout, numbers.Real) or isinstance(timeout, bool)
            or not 0 < timeout <= 31536000):
        raise ValueError("timeout must be None or a number of seconds above "
                         f"0 and at most a year, got {timeout!r}")
    return float(timeout)


def _trace_blocks(blocks):
    """``trace_blocks`` as tile-run's --trace-blocks reads it ("" for all)."""
    if blocks is None:
        return ""
    items = []
    for block in blocks:
        coords = (block,) if isinstance(block, numbers.Integral) else block
        try:
            coords = tuple(coords)
        except TypeError:
            coords = ()
        if not 1 <= len(coords) <= 3 or not all(
                isinstance(c, numbers.Integral) and not isinstance(c, bool)
                and c >= 0 for c in coords):
            raise TypeError("trace_blocks must be a list of (x[, y[, z]]) "
                            f"tuples, got {blocks!r}")
        items.append(",".join(str(int(c)) for c in coords))
    return ";".join(items)


def _check_modes(check):
    """The modes string of ``check`` ("" for none); the extension rejects
    unknown modes."""
    if check is None or check is False:
        return ""
    if check is True:
        return "ub"
    if isinstance(check, str):
        return check
    if isinstance(check, (list, tuple, set, frozenset)) and all(
            isinstance(mode, str) for mode in check):
        # A set has no order; the modes do not depend on one.
        return ",".join(sorted(check) if isinstance(
            check, (set, frozenset)) else check)
    raise TypeError("check must be a bool, a string of comma-separated "
                    f"modes ('ub', 'nan') or a list of them, got {check!r}")


def _find_entry(module, entry):
    entries = module.entries
    names = ", ".join("@" + e.name for e in entries) or "none"
    if entry is None:
        if len(entries) == 1:
            return entries[0]
        if not entries:
            raise ArgumentError("the module has no entry")
        raise ArgumentError(
            f"the module has several entries ({names}); name one")
    if isinstance(entry, _tilekit.Entry):
        entry = entry.name
    if not isinstance(entry, str):
        raise TypeError(
            f"entry must be a name, an Entry or None, got {entry!r}")
    name = entry[1:] if entry.startswith("@") else entry
    for candidate in entries:
        if candidate.name == name:
            return candidate
    raise ArgumentError(f"no entry named @{name} (the module has {names})")


def _grid(grid):
    sizes = (grid,) if isinstance(grid, numbers.Integral) else grid
    try:
        sizes = tuple(sizes)
    except TypeError:
        raise TypeError(f"grid must be an int or a tuple of 1 to 3 ints, "
                        f"got {grid!r}") from None
    if not 1 <= len(sizes) <= 3 or not all(
            isinstance(s, numbers.Integral) and not isinstance(s, bool)
            for s in sizes):
        raise TypeError(
            f"grid must be an int or a tuple of 1 to 3 ints, got {grid!r}")
    for size in sizes:
        if not 1 <= size <= 0x7FFFFFFF:
            raise ValueError(
                f"grid sizes must be between 1 and 2147483647, got {grid!r}")
    return [int(s) for s in sizes]


#
# Matching arguments to parameters
#

def _is_scalar(value):
    return isinstance(value, (numbers.Number, np.bool_))


def _fits(param, value):
    """Whether ``value`` may bind ``param`` on its own."""
    if param.kind in ("pointer", "tensor_view"):
        return isinstance(value, np.ndarray)
    return param.kind == "scalar" and _is_scalar(value)


def _fills_cutile_array(params, i, value):
    """Whether ``value`` at pointer parameter ``i`` also fills the shape and
    stride parameters that follow it (cuTile's convention)."""
    if params[i].kind != "pointer" or not isinstance(value, np.ndarray):
        return False
    rank = value.ndim
    sizes = params[i + 1:i + 1 + 2 * rank]
    return rank > 0 and len(sizes) == 2 * rank and all(
        p.kind == "scalar" and p.element_type in _SIZE_TYPES for p in sizes)


def _plan(params, args):
    """Matches ``args`` to ``params``: a list of (parameter, argument,
    expanded) or None. Arrays fill cuTile shape/stride parameters where that
    leads to a complete match (preferred); one argument per parameter
    otherwise.

    Without recursion (entries may have thousands of parameters, past
    Python's recursion limit): the parameter positions reachable after each
    argument forward, then which of them complete a match backward, then
    the match from the front, preferring expansion."""
    n, m = len(params), len(args)

    def moves(i, j):
        """(next parameter, expanded) for argument j at parameter i."""
        if i >= n:
            return []
        found = []
        if _fills_cutile_array(params, i, args[j]):
            found.append((i + 1 + 2 * args[j].ndim, True))
        if _fits(params[i], args[j]):
            found.append((i + 1, False))
        return found

    reach = [{0}]
    for j in range(m):
        reach.append({k for i in reach[j] for k, _ in moves(i, j)})
    done = [set() for _ in range(m + 1)]
    done[m] = {n} & reach[m]
    for j in range(m - 1, -1, -1):
        done[j] = {i for i in reach[j]
                   if any(k in done[j + 1] for k, _ in moves(i, j))}
    if 0 not in done[0]:
        return None
    plan, i = [], 0
    for j in range(m):
        k, expanded = next((k, e) for k, e in moves(i, j)
                           if k in done[j + 1])
        plan.append((i, j, expanded))
        i = k
    return plan


def _describe(j, value, arrays=None):
    array = arrays[j] if arrays else None
    if array is not None:
        return f"args[{j}] ({array.what} of shape {tuple(value.shape)})"
    if isinstance(value, np.ndarray):
        return f"args[{j}] ({value.dtype} array of shape {value.shape})"
    return f"args[{j}] ({type(value).__name__} {value!r})"


def _what_fits(param):
    if param.kind == "scalar":
        return "a Python int, float or bool"
    return "an array (numpy, DLPack or a buffer)"


def _explain_mismatch(entry, args, arrays):
    params = entry.parameters
    if len(args) == len(params):
        for i, (param, value) in enumerate(zip(params, args)):
            if not _fits(param, value):
                raise ArgumentError(
                    f"{_describe(i, value, arrays)} cannot bind parameter {i} of "
                    f"@{entry.name} ({param.type}): expected "
                    f"{_what_fits(param)}")
    listing = "".join(f"\n  {p.index}: {p.type}" for p in params)
    raise ArgumentError(
        f"@{entry.name} takes {len(params)} parameter(s), which "
        f"{len(args)} argument(s) do not match. An array passed for a "
        "pointer parameter that is followed by 2 * ndim integer parameters "
        "fills them with its shape and strides (cuTile's convention); every "
        "other argument binds one parameter. The parameters are:"
        + (listing or " (none)"))


def _bind(entry, args, arrays=None):
    """The (kind, value, name) binding of every parameter of ``entry``;
    ``arrays``: the Array each array argument came from (_arrays_of)."""
    params = entry.parameters
    for param in params:
        if param.kind == "unsupported":
            raise ArgumentError(
                f"parameter {param.index} of @{entry.name} has type "
                f"{param.type}, which cannot be bound from Python (scalars, "
                "tile<ptr<T>> and tensor_view only)")
    plan = _plan(params, args)
    if plan is None:
        _explain_mismatch(entry, args, arrays)
    bindings = [None] * len(params)
    for i, j, expanded in plan:
        param, value = params[i], args[j]
        where = _describe(j, value, arrays)
        if param.kind == "scalar":
            bindings[i] = ("scalar", _scalar_bits(value, param, where),
                           f"args[{j}] = {value!r}")
            continue
        elements = arrays[j].elements if arrays and arrays[j] else None
        _check_array(value, param, where, contiguous=not expanded,
                     elements=elements)
        kind = "view" if param.kind == "tensor_view" else "buffer"
        what = arrays[j].what if arrays and arrays[j] else f"{value.dtype} array"
        bindings[i] = (kind, value,
                       f"args[{j}], {what} of shape {value.shape}")
        if expanded:
            rank = value.ndim
            for d in range(rank):
                stride = value.strides[d] // value.itemsize
                for k, number, what in (
                        (i + 1 + d, value.shape[d], f"shape[{d}]"),
                        (i + 1 + rank + d, stride, f"stride {d}")):
                    name = f"{what} of args[{j}]"
                    bindings[k] = ("scalar",
                                   _size_bits(number, params[k], name),
                                   f"{name} = {number}")
    return bindings


def _check_array(array, param, where, contiguous, elements=None):
    element = param.element_type
    target = f"parameter {param.index} ({param.type})"
    if element == "ptr":
        raise ArgumentError(
            f"{target} points to pointers, which cannot be bound from Python")
    if elements == "bfloat16" and element != "bf16":
        raise ArgumentError(
            f"{where} holds bfloat16, but {target} holds {element} elements: "
            f"expected {expected_dtypes(element)}")
    if not dtype_fits(array.dtype, element):
        raise ArgumentError(
            f"{where} has dtype {array.dtype}, but {target} holds {element} "
            f"elements: expected {expected_dtypes(element)}")
    if not array.dtype.isnative:
        raise ArgumentError(
            f"{where} is not in the machine's byte order; pass "
            "array.astype(array.dtype.newbyteorder('='))")
    if not array.flags.writeable:
        raise ArgumentError(
            f"{where} is read-only, but kernels write their arguments in "
            "place; pass a writeable array (numpy.array(a))")
    strides = array.strides
    if any(s < 0 or s % array.itemsize for s in strides):
        raise ArgumentError(
            f"{where} has strides {strides} (bytes): {target} needs "
            "non-negative strides that are multiples of the element size; "
            "pass numpy.ascontiguousarray(a) and copy the result back")
    if (contiguous and param.kind == "pointer"
            and not array.flags.c_contiguous):
        raise ArgumentError(
            f"{where} is not C-contiguous (strides {strides}), but {target} "
            "sees it as a flat buffer; pass numpy.ascontiguousarray(a) and "
            "copy the result back")


def _scalar_bits(value, param, where):
    """The bit pattern of a Python number in the parameter's type."""
    element = param.element_type
    target = f"parameter {param.index} ({param.type})"
    if element in INTEGER_WIDTHS:
        if not isinstance(value, (numbers.Integral, np.bool_)):
            raise ArgumentError(
                f"{where} cannot bind {target}: expected an int or a bool")
        return _int_bits(int(value), INTEGER_WIDTHS[element], where, target)
    if element in FLOAT_TYPES:
        if isinstance(value, (bool, np.bool_)) or not isinstance(
                value, numbers.Real):
            raise ArgumentError(
                f"{where} cannot bind {target}: expected a float or an int")
        try:
            number = float(value)
        except OverflowError:
            raise ArgumentError(
                f"{where} is too large for {target}") from None
        return _tilekit._float_bits(number, element)
    raise ArgumentError(f"{target} has no scalar element type")


def _int_bits(number, width, where, target):
    # The signed and the unsigned range of the width are both accepted.
    if not -(1 << (width - 1)) <= number <= (1 << width) - 1:
        raise ArgumentError(
            f"{where} is out of range for {target} ({width}-bit integer)")
    return number & ((1 << width) - 1)


def _size_bits(number, param, what):
    width = INTEGER_WIDTHS[param.element_type]
    if not 0 <= number < (1 << (width - 1)):
        raise ArgumentError(
            f"{what} = {number} does not fit parameter {param.index} "
            f"({param.type})")
    return number
