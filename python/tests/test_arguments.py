"""Arguments that do not fit raise clear errors before anything runs."""

import numpy as np
import pytest

import tilekit
from tilekit import ArgumentError
from conftest import ROOT

SAXPY = ROOT / "examples" / "run" / "saxpy.mlir"

# A rank-1 array in cuTile's convention (pointer, shape, stride), a fixed
# tensor_view, and an i32 pointer.
KERNELS = """\
cuda_tile.module @args {
  entry @copy(%x: tile<ptr<f32>>, %n: tile<i32>, %s: tile<i32>,
              %y: tile<ptr<f32>>, %m: tile<i32>, %t: tile<i32>) {
    %tx = make_tensor_view %x, shape = [%n], strides = [%s] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %ty = make_tensor_view %y, shape = [%m], strides = [%t] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %vx = make_partition_view %tx : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>
    %vy = make_partition_view %ty : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v, %k = load_view_tko weak %vx[%bx] : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<16xf32>, token
    %k2 = store_view_tko weak %v, %vy[%bx] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
    return
  }

  entry @fixed(%v: tensor_view<8xf32, strides=[1]>) {
    return
  }

  entry @ints(%p: tile<ptr<i32>>, %b: tile<ptr<i1>>, %f: tile<ptr<f16>>) {
    return
  }

  entry @pair(%p: tile<ptr<f32>>, %a: tile<i32>, %b: tile<i32>) {
    return
  }
}
"""


@pytest.fixture(scope="module")
def kernels():
    return tilekit.Module.parse(KERNELS, name="args.mlir")


@pytest.fixture(scope="module")
def saxpy():
    return tilekit.Module.load(SAXPY)


def vectors(n=1000):
    return np.zeros(n, np.float32), np.zeros(n, np.float32)


def test_cutile_convention_fills_shape_and_strides(kernels):
    x = np.arange(40, dtype=np.float32)
    y = np.zeros(40, np.float32)
    tilekit.launch(kernels, "copy", 3, x, y)
    np.testing.assert_array_equal(y, x)
    # The same with every parameter given explicitly.
    y[:] = 0
    tilekit.launch(kernels, "copy", 3, x, 40, 1, y, 40, 1)
    np.testing.assert_array_equal(y, x)
    # Mixed: explicit sizes after a (contiguous) array.
    base = np.zeros(80, np.float32)
    tilekit.launch(kernels, "copy", 3, x, base, 40, 2)
    np.testing.assert_array_equal(base[::2], x)
    np.testing.assert_array_equal(base[1::2], 0)
    # Strided arrays: their strides are passed on.
    out = np.zeros(80, np.float32)
    tilekit.launch(kernels, "copy", 3, base[::2], out[1::2])
    np.testing.assert_array_equal(out[1::2], x)


def test_cutile_convention_needs_the_matching_rank(kernels):
    matrix = np.zeros((4, 10), np.float32)
    with pytest.raises(ArgumentError, match="cuTile's convention") as info:
        tilekit.launch(kernels, "copy", 1, matrix, matrix)
    assert "0: tile<ptr<f32>>" in str(info.value)
    # A rank-1 array fills (shape, stride) of @pair.
    tilekit.launch(kernels, "pair", 1, np.zeros(3, np.float32))
    tilekit.launch(kernels, "pair", 1, np.zeros(3, np.float32), 3, 1)


def test_argument_count(saxpy):
    x, y = vectors()
    with pytest.raises(ArgumentError) as info:
        tilekit.launch(saxpy, "saxpy", 4, 2.0, x, y)
    message = str(info.value)
    assert "@saxpy takes 4 parameter(s)" in message
    assert "3: tile<i32>" in message
    with pytest.raises(ArgumentError):
        tilekit.launch(saxpy, "saxpy", 4, 2.0, x, y, 1000, 5)


def test_wrong_kinds(saxpy):
    x, y = vectors()
    with pytest.raises(ArgumentError,
                       match=r"args\[1\] \(list .*parameter 1 .*an array"):
        tilekit.launch(saxpy, "saxpy", 4, 2.0, [0.0] * 1000, y, 1000)
    with pytest.raises(ArgumentError,
                       match=r"args\[0\] \(float32 array.*Python int"):
        tilekit.launch(saxpy, "saxpy", 4, x, x, y, 1000)
    with pytest.raises(ArgumentError, match=r"expected an array \(numpy"):
        tilekit.launch(saxpy, "saxpy", 4, 2.0, 5, y, 1000)


def test_dtypes(saxpy, kernels):
    x, y = vectors()
    with pytest.raises(ArgumentError) as info:
        tilekit.launch(saxpy, "saxpy", 4, 2.0, x.astype(np.float64), y, 1000)
    assert "dtype float64" in str(info.value)
    assert "expected float32" in str(info.value)
    ints = np.zeros(4, np.int32)
    flags = np.zeros(4, np.bool_)
    halves = np.zeros(4, np.float16)
    tilekit.launch(kernels, "ints", 1, ints, flags, halves)
    tilekit.launch(kernels, "ints", 1, ints.view(np.uint32),
                   flags.view(np.uint8), halves)
    with pytest.raises(ArgumentError, match="expected int32 or uint32"):
        tilekit.launch(kernels, "ints", 1, ints.astype(np.int64), flags,
                       halves)
    with pytest.raises(ArgumentError, match="expected float16"):
        tilekit.launch(kernels, "ints", 1, ints, flags,
                       halves.view(np.int16))
    with pytest.raises(ArgumentError, match="byte order"):
        tilekit.launch(kernels, "ints", 1, ints.astype(">i4"), flags, halves)


def test_contiguity_and_writeability(saxpy):
    x, y = vectors(2000)
    with pytest.raises(ArgumentError, match="not C-contiguous"):
        tilekit.launch(saxpy, "saxpy", 4, 2.0, x[::2], y[:1000], 1000)
    frozen = y[:1000].copy()
    frozen.flags.writeable = False
    with pytest.raises(ArgumentError, match="read-only"):
        tilekit.launch(saxpy, "saxpy", 4, 2.0, x[:1000], frozen, 1000)
    with pytest.raises(ArgumentError, match="non-negative strides"):
        tilekit.launch(saxpy, "saxpy", 4, 2.0, x[:1000][::-1], y[:1000],
                       1000)


def test_scalar_values(saxpy):
    x, y = vectors()
    with pytest.raises(ArgumentError, match="expected an int"):
        tilekit.launch(saxpy, "saxpy", 4, 2.0, x, y, 1000.0)
    with pytest.raises(ArgumentError, match="out of range"):
        tilekit.launch(saxpy, "saxpy", 4, 2.0, x, y, 2**32)
    with pytest.raises(ArgumentError, match="out of range"):
        tilekit.launch(saxpy, "saxpy", 4, 2.0, x, y, -2**31 - 1)
    with pytest.raises(ArgumentError, match="expected a float"):
        tilekit.launch(saxpy, "saxpy", 4, True, x, y, 1000)
    with pytest.raises(ArgumentError, match="too large"):
        tilekit.launch(saxpy, "saxpy", 4, 10**400, x, y, 1000)
    with pytest.raises(ArgumentError, match="expected a float"):
        tilekit.launch(saxpy, "saxpy", 4, 1j, x, y, 1000)
    # Ints are accepted for floats and round to the type.
    tilekit.launch(saxpy, "saxpy", 4, 2**24 + 1, x, y, 1000)


def test_static_view_shapes(kernels):
    tilekit.launch(kernels, "fixed", 1, np.zeros(8, np.float32))
    with pytest.raises(ArgumentError, match="dimension 0 must be 8, got 4"):
        tilekit.launch(kernels, "fixed", 1, np.zeros(4, np.float32))
    with pytest.raises(ArgumentError, match="stride 0 must be 1, got 2"):
        tilekit.launch(kernels, "fixed", 1, np.zeros(16, np.float32)[::2])
    with pytest.raises(ArgumentError, match="expected rank 1, got rank 2"):
        tilekit.launch(kernels, "fixed", 1, np.zeros((2, 4), np.float32))


def test_entry_grid_engine_threads(saxpy, kernels):
    x, y = vectors()
    with pytest.raises(ArgumentError, match=r"no entry named @nope \(the "
                       r"module has @saxpy\)"):
        tilekit.launch(saxpy, "nope", 4, 2.0, x, y, 1000)
    with pytest.raises(ArgumentError, match="several entries"):
        tilekit.launch(kernels, None, 1)
    for grid in (0, (1, 2, 3, 4), (2**31,), ()):
        with pytest.raises((ValueError, TypeError)):
            tilekit.launch(saxpy, "saxpy", grid, 2.0, x, y, 1000)
    for grid in ("4", 4.0, (True,)):
        with pytest.raises(TypeError):
            tilekit.launch(saxpy, "saxpy", grid, 2.0, x, y, 1000)
    with pytest.raises(ValueError, match="engine"):
        tilekit.launch(saxpy, "saxpy", 4, 2.0, x, y, 1000, engine="gpu")
    for threads in (0, -1, 1.5):
        with pytest.raises(ValueError, match="threads"):
            tilekit.launch(saxpy, "saxpy", 4, 2.0, x, y, 1000,
                           threads=threads)
    with pytest.raises(TypeError, match="tilekit.Module"):
        tilekit.launch(str(SAXPY), "saxpy", 4, 2.0, x, y, 1000)
    np.testing.assert_array_equal(y, 0)


def test_argument_error_is_a_value_and_type_error():
    assert issubclass(ArgumentError, ValueError)
    assert issubclass(ArgumentError, TypeError)
    assert issubclass(ArgumentError, tilekit.TileKitError)


def test_overlapping_arrays(kernels):
    x = np.arange(40, dtype=np.float32)
    # The same array twice is fine (aliasing); overlapping parts are not.
    tilekit.launch(kernels, "copy", 3, x, x)
    with pytest.raises(tilekit.LaunchError, match="overlaps"):
        tilekit.launch(kernels, "copy", 3, x[:30], x[10:])


def test_parameters_python_cannot_bind():
    module = tilekit.Module.parse(
        "cuda_tile.module @m {\n  entry @e(%t: token) {\n    return\n  }\n}")
    (param,) = module.entries[0].parameters
    assert (param.kind, param.type) == ("unsupported", "token")
    with pytest.raises(ArgumentError, match="cannot be bound from Python"):
        tilekit.launch(module, "e", 1, 0)
