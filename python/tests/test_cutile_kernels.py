"""The cuTile Python kernels of tileir-cpu-benchmarks, launched with the
arrays ct.launch would take (each array fills its pointer, shape and stride
parameters) and checked against numpy. Each test runs twice: with numpy
arrays and with torch tensors over the same memory (cuTile's convention;
skipped without torch), so the same numpy checks see what the kernel wrote
through DLPack.

Each reference follows the kernel's Tile IR as written (its masks, index
arithmetic and integer widths), computed independently in float64 or in
exact integers. Every launch runs with check=True, so inputs that break a
kernel's `assume` would fail instead of passing by luck.
"""

import numpy as np
import pytest

import tilekit

U32 = 2.0 ** -24  # unit roundoff of f32


@pytest.fixture(autouse=True, params=["numpy", "torch"])
def arrays(request, monkeypatch):
    """Launches with numpy arrays, or with torch tensors sharing their
    memory (dtypes torch lacks, such as uint16 bit patterns, stay numpy)."""
    if request.param == "numpy":
        return request.param
    torch = pytest.importorskip("torch")
    launch = tilekit.launch

    def as_tensor(value):
        if not isinstance(value, np.ndarray):
            return value
        try:
            return torch.from_numpy(value)
        except TypeError:
            return value

    def launch_with_tensors(module, entry, grid, *args, **options):
        return launch(module, entry, grid, *map(as_tensor, args), **options)

    monkeypatch.setattr(tilekit, "launch", launch_with_tensors)
    return request.param


def load(folder, name):
    return tilekit.Module.load(folder / f"{name}.mlir")


def wrap(values, bits):
    """Two's-complement wrap-around to `bits` bits."""
    values = np.asarray(values, np.int64)
    half = 1 << (bits - 1)
    return ((values + half) % (1 << bits)) - half


def test_entries_take_cutile_arrays(moffel):
    module = load(moffel, "layernorm_fwd")
    (entry,) = module.entries
    kinds = [p.kind for p in entry.parameters]
    assert kinds[:5] == ["pointer", "scalar", "scalar", "scalar", "scalar"]
    assert entry.parameters[-1].element_type == "f32"
    assert len(entry.parameters) == 23


def test_softmax_1d(moffel):
    # One block per 128 elements; each block normalizes its own chunk.
    rng = np.random.default_rng(0)
    x = rng.standard_normal(512).astype(np.float32)
    y = np.full_like(x, np.nan)
    tilekit.launch(load(moffel, "softmax_1d"), "softmax_1d", 4, x, y,
                   check=True)
    e = np.exp(x.astype(np.float64)).reshape(4, 128)
    ref = (e / e.sum(axis=1, keepdims=True)).reshape(-1)
    np.testing.assert_allclose(y, ref, rtol=130 * U32, atol=0)


def test_softmax_per_row(moffel):
    # A fixed 16x16 matrix; blocks take rows grid-stride.
    rng = np.random.default_rng(1)
    x = (rng.standard_normal((16, 16)) * 4).astype(np.float32)
    y = np.zeros_like(x)
    tilekit.launch(load(moffel, "softmax_per_row"), None, (3,), x, y,
                   check=True)
    x64 = x.astype(np.float64)
    e = np.exp(x64 - x64.max(axis=1, keepdims=True))
    ref = e / e.sum(axis=1, keepdims=True)
    np.testing.assert_allclose(y, ref, rtol=20 * U32, atol=1e-30)


@pytest.mark.parametrize("rows,cols", [(3, 5000), (6, 100)])
def test_layernorm_fwd(moffel, rows, cols):
    rng = np.random.default_rng(rows)
    x = (rng.standard_normal((rows, cols)) * 3 + 1).astype(np.float32)
    w = rng.standard_normal(cols).astype(np.float32)
    b = rng.standard_normal(cols).astype(np.float32)
    y = np.zeros_like(x)
    mean = np.zeros(rows, np.float32)
    rstd = np.zeros(rows, np.float32)
    eps = 1e-5
    tilekit.launch(load(moffel, "layernorm_fwd"), "layernorm_fwd", rows,
                   x, w, b, y, mean, rstd, eps, check=True)
    x64 = x.astype(np.float64)
    ref_mean = x64.mean(axis=1)
    ref_var = ((x64 - ref_mean[:, None]) ** 2).mean(axis=1)
    ref_rstd = 1 / np.sqrt(ref_var + np.float32(eps))
    ref_y = (x64 - ref_mean[:, None]) * ref_rstd[:, None] * w + b
    np.testing.assert_allclose(mean, ref_mean, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(rstd, ref_rstd, rtol=1e-5)
    np.testing.assert_allclose(y, ref_y, rtol=1e-4, atol=1e-4)


def test_swiglu_fwd(moffel):
    # out = silu(a) * b, one row per block (rows of up to 1024).
    rng = np.random.default_rng(2)
    a = (rng.standard_normal((4, 700)) * 3).astype(np.float32)
    b = rng.standard_normal((4, 700)).astype(np.float32)
    out = np.zeros_like(a)
    tilekit.launch(load(moffel, "swiglu_fwd"), "swiglu_fwd", 4, a, b, out,
                   check=True)
    a64 = a.astype(np.float64)
    ref = a64 / (1 + np.exp(-a64)) * b
    np.testing.assert_allclose(out, ref, rtol=8 * U32, atol=1e-37)


def test_swiglu_fwd_on_strided_arrays(moffel):
    # The strides travel with the arrays: column slices of wider arrays.
    rng = np.random.default_rng(3)
    a_base = rng.standard_normal((3, 64)).astype(np.float32)
    b = rng.standard_normal((3, 32)).astype(np.float32)
    out_base = np.zeros((3, 64), np.float32)
    a, out = a_base[:, ::2], out_base[:, 1::2]
    tilekit.launch(load(moffel, "swiglu_fwd"), "swiglu_fwd", 3, a, b, out,
                   check=True)
    a64 = a.astype(np.float64)
    np.testing.assert_allclose(out, a64 / (1 + np.exp(-a64)) * b,
                               rtol=8 * U32, atol=1e-37)
    assert not out_base[:, ::2].any()


def test_sharpen_3x3(moffel):
    # Block (x, y) writes channel 0 of pixel [y, x]: 5 * center minus its
    # neighbours along dimension 1 and the next channel (out-of-range
    # neighbours read 0), clamped to i8.
    rng = np.random.default_rng(4)
    height, width, channels = 5, 7, 3
    img = rng.integers(-128, 128, (height, width, channels), dtype=np.int8)
    out = np.zeros_like(img)
    tilekit.launch(load(moffel, "sharpen_3x3"), "sharpen_3x3",
                   (width, height), img, out, check=True)
    v = img.astype(np.int64)
    center = v[:, :, 0]
    left = np.zeros_like(center)
    left[:, 1:] = v[:, :-1, 0]
    right = np.zeros_like(center)
    right[:, :-1] = v[:, 1:, 0]
    below = v[:, :, 1] if channels > 1 else 0
    ref = np.clip(5 * center - left - right - below, -128, 127)
    np.testing.assert_array_equal(out[:, :, 0], ref)
    assert not out[:, :, 1:].any()


def test_resize(moffel):
    # 2x bilinear upscaling of dimensions 1 and 2 in 7-bit fixed point.
    rng = np.random.default_rng(5)
    src = rng.integers(-128, 128, (2, 6, 10), dtype=np.int8)
    dst = np.zeros((2, 12, 20), np.int8)
    tilekit.launch(load(moffel, "resize"), "resize", (12, 2), src, dst,
                   check=True)
    d0, d1, d2 = src.shape
    v = src.astype(np.int64)

    def pixel(i, j, k):
        inside = (i < d0) & (j < d1) & (k < d2)
        return np.where(inside, v[np.minimum(i, d0 - 1), np.minimum(j, d1 - 1),
                                  np.minimum(k, d2 - 1)], 0)

    ref = np.zeros(dst.shape, np.int64)
    lanes = np.arange(dst.shape[2])
    for i in range(dst.shape[0]):
        for x in range(dst.shape[1]):
            row, fy = (x * 64) >> 7, (x * 64) & 127
            row1 = min(row + 1, 511)
            col, fx = (lanes * 64) >> 7, (lanes * 64) & 127
            col1 = np.minimum(col + 1, 511)
            top = (pixel(i, row, col) * (128 - fx)
                   + pixel(i, row, col1) * fx) >> 7
            bottom = (pixel(i, row1, col) * (128 - fx)
                      + pixel(i, row1, col1) * fx) >> 7
            ref[i, x] = (top * (128 - fy) + bottom * fy) >> 7
    np.testing.assert_array_equal(dst, wrap(ref, 8))


def test_warp(moffel):
    # Each lane k of block (x, y) reads two neighbouring channels of pixel
    # [y, x] displaced by the flow's high byte and blends them with its low
    # byte, in i8/i16 arithmetic; the output rows are 512 wide.
    rng = np.random.default_rng(6)
    height, width, channels = 2, 3, 200
    img = rng.integers(-128, 128, (height, width, channels), dtype=np.int8)
    flow = rng.integers(-2**15, 2**15, (width, 400), dtype=np.int16)
    out = np.zeros((height, width, 512), np.int8)
    tilekit.launch(load(moffel, "warp"), "warp", (width, height), img, flow,
                   out, check=True)
    k = np.arange(512)
    ref = np.zeros(out.shape, np.int64)
    for y in range(height):
        for x in range(width):
            f = np.zeros(512, np.int64)
            if x < flow.shape[0]:
                f[:flow.shape[1]] = flow[x]
            high = wrap(f >> 8, 8)
            low = wrap(wrap(f << 8, 16) >> 8, 8)
            a = wrap(wrap(k, 8) - high, 8)
            b = wrap(a - 1, 8)
            index_a, index_b = a & 0xFF, b & 0xFF
            row = img[y, x].astype(np.int64)
            va = np.where(index_a < channels,
                          row[np.minimum(index_a, channels - 1)], 0)
            vb = np.where(index_b < channels,
                          row[np.minimum(index_b, channels - 1)], 0)
            va = np.where(a < 0, 0, va)
            vb = np.where(b < 0, 0, vb)
            blend = wrap((va << 8) + (vb - va) * low, 16)
            ref[y, x] = wrap(blend >> 8, 8)
    np.testing.assert_array_equal(out, ref)
