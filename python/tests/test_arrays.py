"""tilekit.launch with other frameworks' arrays: DLPack tensors (torch) and
buffer-protocol objects, used in place without a copy. The expected values
come from numpy (or torch) arithmetic, not from the engines."""

import array

import numpy as np
import pytest

import tilekit
from tilekit import ArgumentError
from test_launch import KERNELS, SAXPY, saxpy_inputs

torch = pytest.importorskip("torch")


@pytest.fixture(scope="module")
def kernels():
    return tilekit.Module.parse(KERNELS, name="kernels.mlir")


@pytest.fixture(scope="module")
def saxpy():
    return tilekit.Module.load(SAXPY)


def test_torch_tensors_in_place(saxpy, capsys):
    x, y = saxpy_inputs()
    tx, ty = torch.from_numpy(x.copy()), torch.from_numpy(y.copy())
    address = ty.data_ptr()
    tilekit.launch(saxpy, "saxpy", 4, 2.0, tx, ty, 1000)
    # Written in place: the same memory, the values numpy computes.
    assert ty.data_ptr() == address
    np.testing.assert_array_equal(ty.numpy(), 2 * x + 1)
    np.testing.assert_array_equal(tx.numpy(), x)


@pytest.mark.parametrize("engine", ["interp", "jit"])
def test_torch_bfloat16_travels_as_bits(kernels, engine):
    values = torch.tensor([1.5, -2.0, 0.1, 3.0e38], dtype=torch.bfloat16)
    out = torch.zeros(4, dtype=torch.bfloat16)
    tilekit.launch(kernels, "double_bf16", 1, values, out, engine=engine)
    # bfloat16 doubling is exact (or overflows to inf), as torch says too.
    expected = (values.float() * 2).to(torch.bfloat16)
    assert torch.equal(out.view(torch.int16), expected.view(torch.int16))


def test_numpy_through_dlpack_and_buffers(saxpy):
    x, y = saxpy_inputs()
    # array.array and bytearray-backed memory: the buffer protocol.
    bx = array.array("f", x.tolist())
    by = array.array("f", y.tolist())
    tilekit.launch(saxpy, "saxpy", 4, 2.0, bx, by, 1000)
    np.testing.assert_array_equal(np.frombuffer(by, np.float32), 2 * x + 1)
    # Bytes typed by a memoryview cast; raw bytes are uint8 and do not fit.
    raw = bytearray(y.tobytes())
    tilekit.launch(saxpy, "saxpy", 4, 2.0, x, memoryview(raw).cast("f"), 1000)
    np.testing.assert_array_equal(np.frombuffer(raw, np.float32), 2 * x + 1)
    with pytest.raises(ArgumentError, match="bytearray buffer of uint8"):
        tilekit.launch(saxpy, "saxpy", 4, 2.0, x, raw, 1000)


def test_strided_tensors_fill_cutile_shape_parameters():
    module = tilekit.Module.parse("""
cuda_tile.module @m {
  entry @copy(%src: tile<ptr<f32>>, %s0: tile<i32>, %s1: tile<i32>,
              %t0: tile<i32>, %t1: tile<i32>, %dst: tile<ptr<f32>>) {
    %v = make_tensor_view %src, shape = [%s0, %s1], strides = [%t0, %t1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %p = make_partition_view %v : partition_view<tile=(2x2), tensor_view<?x?xf32, strides=[?,?]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %p[%c0, %c0] : partition_view<tile=(2x2), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<2x2xf32>, token
    %o = make_tensor_view %dst, shape = [2, 2], strides = [2, 1] : tensor_view<2x2xf32, strides=[2,1]>
    %q = make_partition_view %o : partition_view<tile=(2x2), tensor_view<2x2xf32, strides=[2,1]>>
    %u = store_view_tko weak %x, %q[%c0, %c0] : tile<2x2xf32>, partition_view<tile=(2x2), tensor_view<2x2xf32, strides=[2,1]>>, tile<i32> -> token
    return
  }
}""")
    base = torch.arange(16, dtype=torch.float32).reshape(4, 4)
    view = base.t()[1:3, 0:2]          # strides (1, 4), offset 1
    out = torch.zeros(2, 2)
    tilekit.launch(module, "copy", 1, view, out)
    assert torch.equal(out, view)


def test_tensors_that_cannot_bind(kernels, saxpy):
    x, y = saxpy_inputs()
    ty = torch.from_numpy(y)
    # A dtype that does not fit: the message names the tensor.
    with pytest.raises(ArgumentError, match=r"torch.Tensor of int32"):
        tilekit.launch(saxpy, "saxpy", 4, 2.0, torch.zeros(1000,
                       dtype=torch.int32), ty, 1000)
    # bfloat16 binds only bf16 parameters (here an f16 one).
    with pytest.raises(ArgumentError, match="holds bfloat16"):
        tilekit.launch(kernels, "scalars", 1, 1, 1.0, 1.0, True, 1, 1.0,
                       np.zeros(1, np.int8),
                       torch.zeros(1, dtype=torch.bfloat16),
                       np.zeros(1, np.uint16),
                       np.zeros(1, np.bool_), np.zeros(1, np.int64),
                       np.zeros(1, np.float64))
    # Not contiguous for a flat pointer parameter.
    wide = torch.zeros(2000)
    with pytest.raises(ArgumentError, match="not C-contiguous"):
        tilekit.launch(saxpy, "saxpy", 4, 2.0, wide[::2], ty, 1000)
    # A tensor that requires grad is refused by torch's DLPack export.
    with pytest.raises(ArgumentError, match="DLPack"):
        tilekit.launch(saxpy, "saxpy", 4, 2.0,
                       torch.zeros(1000, requires_grad=True), ty, 1000)
    # Read-only buffers: kernels write in place.
    with pytest.raises(ArgumentError, match="read-only buffer"):
        tilekit.launch(saxpy, "saxpy", 4, 2.0, x, memoryview(y.tobytes()),
                       1000)
    # Bytes are not arrays.
    with pytest.raises(ArgumentError):
        tilekit.launch(saxpy, "saxpy", 4, 2.0, x, b"1234", 1000)


def test_foreign_devices_are_named(saxpy):
    class OnGpu:
        def __dlpack__(self, stream=None):
            raise AssertionError("not exported")

        def __dlpack_device__(self):
            return (2, 0)

    x, y = saxpy_inputs()
    with pytest.raises(ArgumentError, match="device cuda:0"):
        tilekit.launch(saxpy, "saxpy", 4, 2.0, x, OnGpu(), 1000)
