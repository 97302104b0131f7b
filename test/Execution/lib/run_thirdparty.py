#!/usr/bin/env python3
"""Runs third-party Tile IR kernels with tile-run and checks them with numpy.

  run_thirdparty.py --tile-run PATH --kernel NAME --shared DIR --tmp DIR

The kernels are the files under DIR/testdata/thirdparty/ (see SOURCES.md
there): modules and bytecode written by other projects. For each named kernel
this script generates deterministic inputs (numpy RandomState), writes them as
.npy files under --tmp, runs tile-run on the grid the kernel expects, loads the
buffers tile-run writes back and compares them with a numpy computation made
independently of the interpreter (in float64 or exact integers, following the
kernel text). tile-run runs with --check, so inputs that break a kernel's
assumptions (div_by, bounded) fail instead of passing by luck. Semantics and
grids are read off the kernel text itself: the launchers of the original
projects are not available. It prints one line per
kernel, `PASS NAME: ...` or `FAIL NAME: ...`, and exits 1 if any failed.
`--kernel all` runs every kernel; `--list` prints the names.

Tolerances: the interpreter rounds every operation exactly once to its result
type (transcendentals are computed in double, then rounded; mmaf into f32 is a
chain of f32 fused multiply-adds). The kernels' reductions and
matrix products have an unspecified order, so where a result depends on it
the bound used is the classical worst-case bound for a sum of n terms in a
format with unit roundoff u:  |error| <= n * u * sum(|terms|). Each kernel
says which bound it uses.
"""
import argparse
import os
import shutil
import subprocess
import sys
import time

import numpy as np

U32 = 2.0 ** -24  # unit roundoff of f32
U16 = 2.0 ** -11  # unit roundoff of f16

KERNELS = {}


def kernel(name, races=None, race_run=0):
    """Registers the runs of kernel `name`. races: why the kernel has data
    races under the memory model (two accesses to one location that no
    token orders): its runs go without --check, after one --check run of
    run `race_run` (one that reaches the race) that must report it."""
    def register(fn):
        def with_race_report(shared):
            runs = fn(shared)
            for run in runs:
                run.checked = False
            racy = runs[race_run]
            # One thread: the same block reports first in every run (the
            # tests compare the engines' messages).
            reported = Run(racy.file, racy.grid, racy.args,
                           entry=racy.entry, size=racy.size,
                           expect_error="--check: data race",
                           flags=racy.flags + ["--threads", "1"])
            return [reported] + runs
        KERNELS[name] = with_race_report if races else fn
        return fn
    return register


class Run:
    """One launch of tile-run.

    args: one entry per kernel parameter; an ndarray is saved as argK.npy and
    passed by path, anything else is passed as its str(). check(outs) gets
    {K: array} for every buffer parameter and returns (ok, max_error, note).
    expect_error: a substring tile-run's error must contain (the run must
    fail) instead of a check.
    """

    def __init__(self, file, grid, args, check=None, entry=None, size="",
                 expect_error=None, flags=()):
        self.file = file
        self.grid = grid
        self.args = args
        self.check = check
        self.entry = entry
        self.size = size
        self.expect_error = expect_error
        self.flags = list(flags)
        self.checked = True


# --- helpers -------------------------------------------------------------

def max_abs(got, ref):
    d = np.abs(np.asarray(got, np.float64) - np.asarray(ref, np.float64))
    return float(d.max()) if d.size else 0.0


def within(got, ref, tol):
    """|got - ref| <= tol elementwise (NaN in got fails)."""
    got = np.asarray(got, np.float64)
    ref = np.asarray(ref, np.float64)
    d = np.abs(got - ref)
    ok = bool(np.all(d <= tol)) and not np.any(np.isnan(got))
    return ok, float(d.max()) if d.size else 0.0


def exact(got, ref):
    got = np.asarray(got)
    ref = np.asarray(ref)
    ok = got.shape == ref.shape and bool(np.array_equal(got, ref))
    err = max_abs(got.astype(np.int64) if got.dtype.kind in "iub" else got,
                  ref.astype(np.int64) if ref.dtype.kind in "iub" else ref)
    return ok, err


def combine(*results):
    ok = all(r[0] for r in results)
    return ok, max(r[1] for r in results)


def strided(rng_values, shape, row_pitch, fill):
    """A 2-D buffer of `shape` with rows `row_pitch` elements apart; the
    padding columns hold `fill` (must be left untouched / never read)."""
    rows, cols = shape
    buf = np.full((rows, row_pitch), fill, dtype=rng_values.dtype)
    buf[:, :cols] = rng_values
    return buf


def gemm_tol(a, b):
    """Worst-case error of A @ B accumulated into f32 one product at a time
    (each mmaf step is an f32 fma chain: K roundings in all, whatever the
    tiling): (K + 1) * u * (|A| @ |B|). Independent of the order in which
    the interpreter sums."""
    return (a.shape[1] + 1) * U32 * (np.abs(a) @ np.abs(b))


def thirdparty(shared, *parts):
    return os.path.join(shared, "testdata", "thirdparty", *parts)


# --- moffel1020-tileir-cpu-benchmarks (cuTile Python output) --------------
# cuTile passes each array as: pointer, shape (one i32 per dim), strides
# (one i32 per dim).

MOFFEL = "moffel1020-tileir-cpu-benchmarks"


@kernel("softmax_1d")
def softmax_1d(shared):
    # Each block loads tile `bid` (128 elements) of x, computes
    # exp(x) / sum(exp(x)) over that tile only (no max subtraction), stores
    # it to the same tile of y. 3 tiles; x is read with stride 2.
    rs = np.random.RandomState(1)
    n = 384
    x = rs.randn(2 * n).astype(np.float32)

    def check(outs):
        xv = x[::2].astype(np.float64).reshape(3, 128)
        e = np.exp(xv)
        ref = (e / e.sum(axis=1, keepdims=True)).ravel()
        # exp rounded once (u), a sum of 128 positive terms in some order
        # (<= 127 u relative), one division (u): 130 u relative, ~7.7e-6,
        # under rtol 1e-5.
        return within(outs[3], ref, 1e-5 * ref)

    return [Run(thirdparty(shared, MOFFEL, "softmax_1d.mlir"), (3,),
                [x, n, 2, "zeros:%d" % n, n, 1], check, size="N=384")]


@kernel("softmax_per_row")
def softmax_per_row(shared):
    # Static 16x16 layout (strides [16,1], loop bound 16): a grid-stride loop
    # over rows (row = bid, bid + nblocks, ...), numerically stable softmax of
    # each row. A grid of 3 does not divide 16, so blocks do 6, 5, 5 rows.
    rs = np.random.RandomState(2)
    x = (rs.randn(16, 16) * 3).astype(np.float32)

    def check(outs):
        xv = x.astype(np.float64)
        e = np.exp(xv - xv.max(axis=1, keepdims=True))
        ref = e / e.sum(axis=1, keepdims=True)
        # max is exact, x - max is exact-ish (1 rounding), exp (1), sum of 16
        # (15 u), div (1): ~18 u ~ 1.1e-6 relative, plus the exp argument's
        # rounding scaled by |x - max| <= ~20: 20 u. rtol 1e-5 covers both.
        return within(outs[5].reshape(16, 16), ref, 1e-5 * ref)

    return [Run(thirdparty(shared, MOFFEL, "softmax_per_row.mlir"), (3,),
                [x, 16, 16, 16, 1, "zeros:256", 16, 16, 16, 1], check,
                size="16x16")]


@kernel("layernorm_fwd")
def layernorm_fwd(shared):
    # Row `bid` of X (M x N): three passes over 1x4096 tiles (zero padded):
    # mean = sum(x)/N; var = sum((x - mean)^2 masked to col < N)/N;
    # rstd = 1/sqrt(var + eps); Y = (x - mean) * rstd * W + B (fma).
    # Stores Mean[bid], Rstd[bid]. N = 5000 makes the second tile partial;
    # rows are 5008 apart and the padding columns hold a sentinel in X (the
    # view must not read it) and in Y (the store must not write it).
    rs = np.random.RandomState(3)
    m, n, pitch = 3, 5000, 5008
    sentinel = np.float32(1e30)
    xv = (rs.randn(m, n) + 0.5).astype(np.float32)
    x = strided(xv, (m, n), pitch, sentinel)
    w = rs.randn(n).astype(np.float32)
    b = rs.randn(n).astype(np.float32)
    y0 = np.full((m, pitch), np.float32(-7.0), np.float32)
    eps = 1e-5

    def check(outs):
        xd = xv.astype(np.float64)
        mean = xd.mean(axis=1)
        var = ((xd - mean[:, None]) ** 2).mean(axis=1)
        rstd = 1.0 / np.sqrt(var + eps)
        yref = (xd - mean[:, None]) * rstd[:, None] * w + b
        y = outs[11].reshape(m, pitch)
        # Sums of N = 5000 f32 terms in an unspecified order. The worst-case
        # bound N u sum|x| is ~3e-4 relative; a real rounding walk is about
        # sqrt(N) u ~ 4e-6. 1e-4 (relative to the row's scale, |x| ~ 1)
        # sits between the two and still catches any wrong term (a padding
        # zero counted in var moves it by ~mean^2 * 3192/5000 ~ 0.16).
        r1 = within(outs[16], mean, 1e-4)
        r2 = within(outs[19], rstd, 1e-4 * rstd)
        r3 = within(y[:, :n], yref, 1e-4 * (1 + np.abs(yref)))
        r4 = exact(y[:, n:], y0[:, n:])  # padding columns untouched
        return combine(r1, r2, r3, r4)

    args = [x, m, n, pitch, 1,
            w, n, 1,
            b, n, 1,
            y0, m, n, pitch, 1,
            "zeros:%d" % m, m, 1,
            "zeros:%d" % m, m, 1,
            eps]
    return [Run(thirdparty(shared, MOFFEL, "layernorm_fwd.mlir"), (m,), args,
                check, size="M=3 N=5000")]


@kernel("swiglu_fwd")
def swiglu_fwd(shared):
    # Row `bid`: c[bid, j] = a * sigmoid(a) * b for j < N (1024 lanes, masked
    # by j < N and bid < M). Grid M + 1: the last block is fully masked.
    # Rows 1008 apart; padding columns of c hold a sentinel.
    rs = np.random.RandomState(4)
    m, n, pitch = 4, 1000, 1008
    av = (rs.randn(m, n) * 2).astype(np.float32)
    bv = rs.randn(m, n).astype(np.float32)
    a = strided(av, (m, n), pitch, np.float32(0))
    b = strided(bv, (m, n), pitch, np.float32(0))
    c0 = np.full((m + 1, pitch), np.float32(-7.0), np.float32)

    def check(outs):
        ad = av.astype(np.float64)
        ref = ad / (1.0 + np.exp(-ad)) * bv
        c = outs[10].reshape(m + 1, pitch)
        # exp (u), 1 + e (u), approx division (a few ulp on a GPU; the
        # interpreter rounds it correctly), two multiplies (2u): well under
        # 30 u ~ 1.8e-6 relative; rtol 2e-6.
        r1 = within(c[:m, :n], ref, 2e-6 * np.abs(ref) + 1e-37)
        r2 = exact(c[:m, n:], c0[:m, n:])
        r3 = exact(c[m], c0[m])  # the masked block stored nothing
        return combine(r1, r2, r3)

    args = [a, m, n, pitch, 1, b, m, n, pitch, 1, c0, m, n, pitch, 1]
    return [Run(thirdparty(shared, MOFFEL, "swiglu_fwd.mlir"), (m + 1,), args,
                check, size="M=4 N=1000")]


@kernel("sharpen_3x3")
def sharpen_3x3(shared):
    # Block (x, y) = (column, row), one pixel each, on an [H, W, C] i8 image:
    # out[y, x, 0] = clamp(5 p(y,x,0) - p(y,x-1,0) - p(y,x+1,0)
    #                      - p(y,x,-1) - p(y,x,1), -128, 127)
    # where p reads as 0 outside the array (each gather is masked with an
    # unsigned compare of the index against the extent, so -1 is outside).
    # The kernel text takes its last two neighbours along the channel axis;
    # that is what is checked. Grid (W+1, H+1): the extra blocks are masked.
    rs = np.random.RandomState(5)
    h, w, ch = 6, 10, 2
    img = rs.randint(-128, 128, size=(h, w, ch)).astype(np.int8)
    out0 = np.full((h, w, 1), 99, np.int8)

    def p(y, x, c):
        if 0 <= y < h and 0 <= x < w and 0 <= c < ch:
            return int(img[y, x, c])
        return 0

    def check(outs):
        ref = np.zeros((h, w, 1), np.int8)
        for y in range(h):
            for x in range(w):
                v = (5 * p(y, x, 0) - p(y, x - 1, 0) - p(y, x + 1, 0)
                     - p(y, x, -1) - p(y, x, 1))
                ref[y, x, 0] = min(max(v, -128), 127)
        return exact(outs[7].reshape(h, w, 1), ref)

    args = [img, h, w, ch, w * ch, ch, 1,
            out0, h, w, 1, w, 1, 1]
    return [Run(thirdparty(shared, MOFFEL, "sharpen_3x3.mlir"), (w + 1, h + 1),
                args, check, size="H=6 W=10 C=2")]


@kernel("resize")
def resize(shared):
    # 2x bilinear upscale in 7-bit fixed point of an [N, R, 512] i8 image
    # into [N, 2R', 1024]: block (x, y) = (output row, image). Source row
    # sy = x*64 >> 7, fy = x*64 - (sy << 7); for each output column ox
    # (16 steps of 64 lanes): sx = ox*64 >> 7, fx likewise, neighbours sy+1 and
    # min(sx+1, 511); top/bottom rows blended with (128 - f, f) and >> 7
    # (arithmetic), then blended vertically and >> 7, truncated to i8.
    # Loads are masked against the source extents (reading 0 outside).
    # Source has 9 rows; output 16 rows, grid x = 17 (the last block is
    # masked by the output extent).
    rs = np.random.RandomState(6)
    n, rows, cols = 2, 9, 512
    orows, ocols = 16, 1024
    src = rs.randint(-128, 128, size=(n, rows, cols)).astype(np.int8)
    dst0 = np.full((n, orows, ocols), 99, np.int8)

    def check(outs):
        s = src.astype(np.int64)
        ref = np.zeros((n, orows, ocols), np.int64)
        ox = np.arange(ocols)
        sx0 = (ox * 64) >> 7
        fx = ox * 64 - (sx0 << 7)
        sx1 = np.minimum(sx0 + 1, 511)

        def load(bi, r, cidx):
            if r >= rows:
                return np.zeros(cidx.shape, np.int64)
            v = np.zeros(cidx.shape, np.int64)
            ok = cidx < cols
            v[ok] = s[bi, r, cidx[ok]]
            return v

        for bi in range(n):
            for oy in range(orows):
                sy0 = (oy * 64) >> 7
                fy = oy * 64 - (sy0 << 7)
                sy1 = min(sy0 + 1, 511)
                top = (load(bi, sy0, sx0) * (128 - fx)
                       + load(bi, sy0, sx1) * fx) >> 7
                bot = (load(bi, sy1, sx0) * (128 - fx)
                       + load(bi, sy1, sx1) * fx) >> 7
                ref[bi, oy] = (top * (128 - fy) + bot * fy) >> 7
        ref8 = ((ref + 128) % 256 - 128).astype(np.int8)  # trunci to i8
        return exact(outs[7].reshape(n, orows, ocols), ref8)

    args = [src, n, rows, cols, rows * cols, cols, 1,
            dst0, n, orows, ocols, orows * ocols, ocols, 1]
    return [Run(thirdparty(shared, MOFFEL, "resize.mlir"), (orows + 1, n),
                args, check, size="2x9x512 -> 2x16x1024")]


@kernel("warp")
def warp(shared):
    # Block (x, y) = (row, image); 512 lanes j. m = map[x, j] (i16, masked by
    # the map extents), hi = (m >> 8) as i8, lo = low byte of m as i8.
    # x0 = i8(j) - hi, x1 = x0 - 1 (i8 wrap); p_k = src[y, x, zext(x_k)]
    # masked (0 outside), forced to 0 where x_k < 0 (signed);
    # out = i8((i16(p0 << 8) + (p1 - p0) * lo) >> 8) with i16 wrap.
    # dst[y, x, j] is stored unmasked for all 512 j.
    rs = np.random.RandomState(7)
    n, h, w = 2, 4, 200          # source columns: zext indices >= 200 masked
    mh, mw = h, 400              # map columns >= 400 masked (m = 0)
    src = rs.randint(-128, 128, size=(n, h, w)).astype(np.int8)
    mp = rs.randint(-32768, 32768, size=(mh, mw)).astype(np.int16)
    dst0 = np.zeros((n, h, 512), np.int8)

    def wrap(v, bits):
        half = 1 << (bits - 1)
        return (v + half) % (1 << bits) - half

    def check(outs):
        j = np.arange(512)
        ref = np.zeros((n, h, 512), np.int64)
        for y in range(n):
            for x in range(h):
                m = np.zeros(512, np.int64)
                m[:mw] = mp[x].astype(np.int64)
                hi = m >> 8
                lo = wrap(m & 0xFF, 8)
                x0 = wrap(wrap(j, 8) - hi, 8)
                x1 = wrap(x0 - 1, 8)
                ps = []
                for xk in (x0, x1):
                    idx = xk & 0xFF
                    pv = np.zeros(512, np.int64)
                    ok = idx < w
                    pv[ok] = src[y, x, idx[ok]]
                    pv[xk < 0] = 0
                    ps.append(pv)
                p0, p1 = ps
                acc = wrap(wrap(p0 << 8, 16) + wrap((p1 - p0) * lo, 16), 16)
                ref[y, x] = wrap(acc >> 8, 8)
        return exact(outs[12].reshape(n, h, 512), ref.astype(np.int8))

    args = [src, n, h, w, h * w, w, 1,
            mp, mh, mw, mw, 1,
            dst0, n, h, 512, h * 512, 512, 1]
    return [Run(thirdparty(shared, MOFFEL, "warp.mlir"), (h, n), args, check,
                size="src 2x4x200, map 4x400, dst 2x4x512")]


# --- bytecode2tileir (cuTile Python bytecode) -----------------------------

B2T = "bytecode2tileir"


@kernel("mm")
def mm(shared):
    # C[M,N] (f32) = A[M,K] @ B[K,N] (f16); block (x, y) computes the 64x32
    # tile (x, y), looping over K in steps of 16 (floor(K/16) steps, no
    # padding, so K is a multiple of 16). Rows are padded (strides K+8,
    # N+8, N+4) with sentinels that must not be read or written.
    rs = np.random.RandomState(8)
    m, n, k = 128, 64, 48
    av = rs.randn(m, k).astype(np.float16)
    bv = rs.randn(k, n).astype(np.float16)
    a = strided(av, (m, k), k + 8, np.float16(np.inf))
    b = strided(bv, (k, n), n + 8, np.float16(np.inf))
    c0 = np.full((m, n + 4), np.float32(-7.0), np.float32)

    def check(outs):
        ad, bd = av.astype(np.float64), bv.astype(np.float64)
        c = outs[10].reshape(m, n + 4)
        r1 = within(c[:, :n], ad @ bd, gemm_tol(ad, bd))
        r2 = exact(c[:, n:], c0[:, n:])
        return combine(r1, r2)

    args = [a, m, k, k + 8, 1,
            b, k, n, n + 8, 1,
            c0, m, n, n + 4, 1, 0, 0, 0]
    return [Run(thirdparty(shared, B2T, "mm.tileirbc"), (m // 64, n // 32),
                args, check, size="M=128 N=64 K=48")]


@kernel("attention")
def attention(shared):
    # Q, K, V, O: [S, H, 64] f16 (attention_in_params.md). Block (x, y):
    # 32 query rows x*32.. of head y. q' = f16(q * f16(1.44238)) (log2 e);
    # for each 64-row kv tile: s = q' @ k^T (f32), plus -1e7 where the kv
    # index >= seq_len_kv (param 28); p = exp2(s); l += rowsum(p);
    # acc += f16(p) @ v. O = f16(acc / l). No running max: inputs are kept
    # small. S_kv = 100 makes the second kv tile partial (zero padded).
    rs = np.random.RandomState(9)
    # The kernel assumes (div_by<16>) that every extent but the sequence
    # length is a multiple of 16, so H = 16.
    sq, skv, hh, d = 64, 100, 16, 64
    q = (rs.randn(sq, hh, d) * 0.25).astype(np.float16)
    kk = (rs.randn(skv, hh, d) * 0.25).astype(np.float16)
    v = rs.randn(skv, hh, d).astype(np.float16)

    def check(outs):
        o = outs[21].reshape(sq, hh, d).astype(np.float64)
        c = np.float16(1.44238)
        qs = (q * c).astype(np.float64)  # f16 * f16, rounded to f16 once
        ref = np.zeros((sq, hh, d))
        tol = np.zeros((sq, hh, d))
        for head in range(hh):
            s = qs[:, head, :] @ kk[:, head, :].astype(np.float64).T
            p = np.exp2(s)
            l = p.sum(axis=1, keepdims=True)
            p16 = p.astype(np.float16).astype(np.float64)
            vd = v[:, head, :].astype(np.float64)
            ref[:, head, :] = (p16 @ vd) / l
            # Output rounding to f16 (u16 relative) plus, for each p whose
            # f32 value rounds to the other f16 neighbour than the float64
            # one does, up to 2 u16 |p| |v|: bounded by 2 u16 (|p16| @ |v|)/l.
            # The f32 sums (<= 200 terms) add ~1e-5 relative, negligible.
            tol[:, head, :] = (2 * U16 * np.abs(ref[:, head, :])
                               + 2 * U16 * (np.abs(p16) @ np.abs(vd)) / l)
        return within(o, ref, tol)

    def view(a, s):
        return [a, s, hh, d, hh * d, d, 1]

    args = (view(q, sq) + view(kk, skv) + view(v, skv)
            + ["zeros:%d" % (sq * hh * d), sq, hh, d, hh * d, d, 1]
            + [skv, 0, 0, 0])
    return [Run(thirdparty(shared, B2T, "attention.tileirbc"), (sq // 32, hh),
                args, check, size="Sq=64 Skv=100 H=16 D=64")]


@kernel("rope")
def rope(shared):
    # In place on q and k, both [B, 8, 1, 2, 64] f16 (the kernel was compiled
    # for sequence length 1: block b handles batch b, position 0):
    # x1 = t[b, :, 0, 0, :], x2 = t[b, :, 0, 1, :];
    # t[.., 0, :] = fma(x1, cos, -(x2 * sin)); t[.., 1, :] = fma(x2, cos,
    # x1 * sin), all in f16 with cos/sin = cos/sin[b, 0, 0, :].
    # Every step rounds once in f16; the float64 reference is exact before
    # its single rounding (magnitudes in [0.05, 2] keep a*b + c within 53
    # bits), so the result must match bit for bit.
    rs = np.random.RandomState(10)
    bsz = 3

    def vals(shape):
        mag = rs.uniform(0.05, 2.0, size=shape)
        sign = rs.choice([-1.0, 1.0], size=shape)
        return (mag * sign).astype(np.float16)

    q = vals((bsz, 8, 1, 2, 64))
    k = vals((bsz, 8, 1, 2, 64))
    cos = vals((bsz, 1, 1, 64))
    sin = vals((bsz, 1, 1, 64))

    def rot(t):
        out = t.copy()
        for bi in range(bsz):
            c = cos[bi, 0, 0].astype(np.float64)
            s = sin[bi, 0, 0].astype(np.float64)
            x1 = t[bi, :, 0, 0].astype(np.float64)
            x2 = t[bi, :, 0, 1].astype(np.float64)
            p = (x2 * s).astype(np.float16).astype(np.float64)
            r = (x1 * s).astype(np.float16).astype(np.float64)
            out[bi, :, 0, 0] = (x1 * c - p).astype(np.float16)
            out[bi, :, 0, 1] = (x2 * c + r).astype(np.float16)
        return out

    def check(outs):
        r1 = exact(outs[0].reshape(q.shape).view(np.uint16),
                   rot(q).view(np.uint16))
        r2 = exact(outs[11].reshape(k.shape).view(np.uint16),
                   rot(k).view(np.uint16))
        # report the error in values, not bit patterns
        err = max(max_abs(outs[0].reshape(q.shape), rot(q)),
                  max_abs(outs[11].reshape(k.shape), rot(k)))
        return r1[0] and r2[0], err

    def tview(t):
        return [t, bsz, 8, 1, 2, 64, 8 * 1 * 2 * 64, 1 * 2 * 64, 2 * 64, 64, 1]

    def cview(t):
        return [t, bsz, 1, 1, 64, 64, 64, 64, 1]

    args = tview(q) + tview(k) + cview(cos) + cview(sin) + [0, 0, 0, 0, 0]
    return [Run(thirdparty(shared, B2T, "rope.tileirbc"), (bsz,), args, check,
                size="B=3 H=8 S=1 D=2x64")]


# --- tile-ir-spec-13.2-appendix --------------------------------------------

SPEC = "tile-ir-spec-13.2-appendix"


@kernel("spec_vector_add_128")
def spec_vector_add_128(shared):
    # c[i] = a[i] + b[i], i < 128, one block; one correctly rounded f32 add,
    # which numpy's float32 add also is: bit exact.
    rs = np.random.RandomState(11)
    a = rs.randn(128).astype(np.float32)
    b = rs.randn(128).astype(np.float32)

    def check(outs):
        return exact(outs[2], a + b)

    return [Run(thirdparty(shared, SPEC, "11.1.2_vector_addition_block_128x1.mlir"),
                (1,), [a, b, "zeros:128"], check, size="128")]


@kernel("spec_gemm_64x64")
def spec_gemm_64x64(shared):
    # C = A @ B for one row-major 64x64 f32 block, one mmaf.
    rs = np.random.RandomState(12)
    a = rs.randn(64, 64).astype(np.float32)
    b = rs.randn(64, 64).astype(np.float32)

    def check(outs):
        ad, bd = a.astype(np.float64), b.astype(np.float64)
        return within(outs[2].reshape(64, 64), ad @ bd, gemm_tol(ad, bd))

    return [Run(thirdparty(shared, SPEC, "11.1.4_gemm_single_64x64_block.mlir"),
                (1,), [a, b, "zeros:4096"], check, size="64x64x64")]


@kernel("spec_gemm_4096")
def spec_gemm_4096(shared):
    # The specification's 4096x4096 example cannot run as printed: its K
    # loop is `for %k in (%range_start to %k_tile_size, step %range_start)`,
    # a step of 0, which never terminates (the spec assumes step > 0). It
    # also reloads the initial pointers every iteration and multiplies the
    # row and column offsets of B and C instead of adding them. tile-run must
    # diagnose the zero step in block (0, 0, 0) rather than hang. The buffers
    # are only big enough for block (0, 0): the error comes first.
    return [Run(thirdparty(shared, SPEC, "11.1.5_gemm_4096x4096_block.mlir"),
                (1,), ["zeros:8192", "zeros:8192", "zeros:8192"],
                expect_error="'cuda_tile.for' has a step that is not positive",
                size="4096^3 (not run: step 0)")]


@kernel("spec_saxpy_tensor_view",
        races="it loads a tile of Y and stores the result back into it with "
              "no token between the load and the store")
def spec_saxpy_tensor_view(shared):
    # Y = alpha * X + Y on 128x256 tiles of an M x N view whose row stride is
    # M (as the example writes it, not N). M = 300 > N = 200: rows are 300
    # apart and columns 200..299 of each row are outside the view and must
    # keep their values. Grid (3, 1); the last row tile is partial.
    rs = np.random.RandomState(13)
    m, n = 300, 200
    x = rs.randn(m, m).astype(np.float32)
    y = rs.randn(m, m).astype(np.float32)
    alpha = 1.75

    def check(outs):
        got = outs[1].reshape(m, m)
        ref = y.copy()
        # mulf and addf each round once: the same f32 ops in numpy.
        ref[:, :n] = np.float32(alpha) * x[:, :n] + y[:, :n]
        return exact(got, ref)

    return [Run(thirdparty(shared, SPEC, "11.1.6_vector_addition_with_tensor_view.mlir"),
                (3, 1), [x, y, alpha, m, n], check, size="M=300 N=200")]


def transposed_gemm(shared, path, tm, tn, tk, m, n, k, seed, entry=None):
    # A is K x M (row stride stride_ak), B is N x K (stride_bn), C is M x N
    # (stride_cm); the partition views swap A's and B's dims (dim_map
    # [1, 0]), so C = A^T @ B^T. Blocks (x, y) compute tm x tn tiles of C,
    # looping over K / tk tiles. K is a multiple of tk (the views have no
    # padding value); M and N need not be (out-of-bounds rows and columns
    # only reach out-of-bounds parts of C, which are not stored). Pitches
    # exceed the extents (rounded to multiples of 8, as the kernel assumes);
    # padding holds sentinels.
    rs = np.random.RandomState(seed)
    sak, sbn, scm = [(e + 15) // 8 * 8 for e in (m, k, n)]
    av = rs.randn(k, m).astype(np.float16)
    bv = rs.randn(n, k).astype(np.float16)
    a = strided(av, (k, m), sak, np.float16(np.inf))
    b = strided(bv, (n, k), sbn, np.float16(np.inf))
    c0 = np.full((m, scm), np.float32(-7.0), np.float32)

    def check(outs):
        at, bt = av.astype(np.float64).T, bv.astype(np.float64).T
        c = outs[2].reshape(m, scm)
        r1 = within(c[:, :n], at @ bt, gemm_tol(at, bt))
        r2 = exact(c[:, n:], c0[:, n:])
        return combine(r1, r2)

    grid = (-(-m // tm), -(-n // tn))
    return [Run(path, grid, [a, b, c0, m, n, k, sak, sbn, scm], check,
                entry=entry, size="M=%d N=%d K=%d" % (m, n, k))]


@kernel("spec_gemm_tiled_tensor_view")
def spec_gemm_tiled_tensor_view(shared):
    return transposed_gemm(
        shared, thirdparty(shared, SPEC, "11.1.7_gemm_tiled_with_tensor_view.mlir"),
        128, 128, 64, 200, 130, 128, 14)


# --- tileir-to-mlir ------------------------------------------------------

T2M = "tileir-to-mlir"


@kernel("t2m_gemm_kloop")
def t2m_gemm_kloop(shared):
    return transposed_gemm(shared, thirdparty(shared, T2M, "gemm-kloop.mlir"),
                           256, 128, 64, 300, 130, 128, 15)


@kernel("t2m_appendix_gemm_kloop")
def t2m_appendix_gemm_kloop(shared):
    return transposed_gemm(shared, thirdparty(shared, T2M, "tileir-appendix.mlir"),
                           256, 128, 64, 260, 100, 64, 16,
                           entry="gemm_kloop_kernel")


@kernel("t2m_appendix_gemm_static")
def t2m_appendix_gemm_static(shared):
    # Static 4096x4096 tensor_view parameters, C = A @ B on 256x128 tiles
    # with K tiles of 32. The full 16x32 grid is 6.9e10 multiply-adds, far
    # too slow for an interpreter test; this runs block (0, 0) only (grid
    # 1x1), i.e. C[0:256, 0:128] over the full K = 4096, and checks that the
    # rest of C is untouched. Only the rows/columns that block reads are
    # random (the rest are zero) to keep file writing cheap.
    rs = np.random.RandomState(17)
    big = 4096
    a = np.zeros((big, big), np.float16)
    b = np.zeros((big, big), np.float16)
    a[:256] = rs.randn(256, big).astype(np.float16)
    b[:, :128] = rs.randn(big, 128).astype(np.float16)

    def check(outs):
        c = outs[2].reshape(big, big)
        ad = a[:256].astype(np.float64)
        bd = b[:, :128].astype(np.float64)
        r1 = within(c[:256, :128], ad @ bd, gemm_tol(ad, bd))
        rest = c.copy()
        rest[:256, :128] = 0
        r2 = (not np.any(rest), 0.0)
        return combine(r1, r2)

    return [Run(thirdparty(shared, T2M, "tileir-appendix.mlir"), (1, 1),
                [a, b, np.zeros((big, big), np.float32)], check,
                entry="gemm_kloop_static",
                size="block (0,0) of 4096^3: 256x128x4096")]


@kernel("t2m_pointer_tiles")
def t2m_pointer_tiles(shared):
    f = thirdparty(shared, T2M, "pointer-tiles.mlir")
    rs = np.random.RandomState(18)
    p = rs.randn(8).astype(np.float32)
    base = rs.randn(16 * 5).astype(np.float32)
    same = rs.randn(8).astype(np.float32)

    def check_scalar(outs):
        # reshape_to_scalar: p + 3 (through a 1-lane pointer tile) <- 1.0
        ref = p.copy()
        ref[3] = 1.0
        return exact(outs[0], ref)

    def check_loop(outs):
        # loop_carried: out[j] = sum_{i < n} base[16 i + j] (f32, in order i)
        ref = np.zeros(16, np.float32)
        for i in range(5):
            ref = ref + base[16 * i:16 * i + 16]
        r1 = exact(outs[1], ref)   # same order, each add rounded: exact
        r2 = exact(outs[0], base)  # input untouched
        return combine(r1, r2)

    
    return [Run(f, (1,), [p], check_scalar, entry="reshape_to_scalar",
                size="8"),
            Run(f, (1,), [base, "zeros:16", 5], check_loop,
                entry="loop_carried", size="n=5"),
            # assume_ptr_tile asserts div_by<16> on a tile of 8 consecutive
            # f32 pointers; with no `every`, that claims each lane is
            # 16-byte aligned, false for lanes 1..7: undefined behaviour,
            # which --check must report instead of running on.
            Run(f, (1,), [same], entry="assume_ptr_tile", size="8",
                expect_error="assumption #cuda_tile.div_by<16> does not hold")]


# --- triton-to-tile-ir (memory-token pass inputs) ---------------------------

# The auto-memtoken inputs have no tokens yet (the pass that adds them has
# not run): their accesses to one location race under the memory model.
TRITON_UNTOKENED = ("a Triton-to-tile-IR auto-memtoken test input: its "
                    "tokens come from that pass, which has not run")

TRITON = "triton-to-tile-ir"


def fill_check(init, set_mask):
    """Expect `init` with ones where set_mask."""
    def check(outs):
        ref = init.copy()
        ref[set_mask] = 1.0
        return exact(outs[0].reshape(init.shape), ref)
    return check


@kernel("triton_strided_view_2d",
        races=TRITON_UNTOKENED)
def triton_strided_view_2d(shared):
    # 256x256 f32, strided view of 64x64 tiles with traversal strides
    # [64, 64]: stores ones to tiles (i, 0), i < 4 (columns 0..63 of every
    # row), then loads tile (0, 0) (no effect on memory).
    init = np.random.RandomState(19).randn(256, 256).astype(np.float32)
    mask = np.zeros(init.shape, bool)
    mask[:, :64] = True
    return [Run(thirdparty(shared, TRITON, "auto-memtoken-disjoint-stores_01.mlir"),
                (1,), [init], fill_check(init, mask), size="256x256")]


@kernel("triton_strided_view_3d",
        races=TRITON_UNTOKENED)
def triton_strided_view_3d(shared):
    # 128^3 f32, 8x8x8 tiles: ones at [8i:8i+8, 0:8, 0:8] for i < 4.
    init = np.random.RandomState(20).randn(128, 128, 128).astype(np.float32)
    mask = np.zeros(init.shape, bool)
    mask[:32, :8, :8] = True
    return [Run(thirdparty(shared, TRITON, "auto-memtoken-disjoint-stores_02.mlir"),
                (1,), [init], fill_check(init, mask), size="128^3")]


@kernel("triton_store_ptr_loop",
        races=TRITON_UNTOKENED)
def triton_store_ptr_loop(shared):
    # Ones at base + 64 i + lane for i < 4, lane < 64: the first 256 elements.
    init = np.random.RandomState(21).randn(300).astype(np.float32)
    mask = np.zeros(init.shape, bool)
    mask[:256] = True
    return [Run(thirdparty(shared, TRITON, "auto-memtoken-disjoint-stores_05.mlir"),
                (1,), [init], fill_check(init, mask), size="300")]


def flag_runs(path, last_value, size):
    """A one-flag kernel storing to p[0]; last_value(flag) is what p[0] must
    end as (None: untouched)."""
    runs = []
    for flag in (True, False):
        init = np.array([5.0, 6.0], np.float32)
        want = last_value(flag)
        ref = init.copy()
        if want is not None:
            ref[0] = want

        def check(outs, ref=ref):
            return exact(outs[0], ref)
        runs.append(Run(path, (1,), [init, "true" if flag else "false"],
                        check, size=size))
    return runs


@kernel("triton_for_if_continue",
        races=TRITON_UNTOKENED)
def triton_for_if_continue(shared):
    # 4 iterations of: if flag { p[0] = 1; continue } else { p[0] = 0;
    # continue }.
    return flag_runs(thirdparty(shared, TRITON, "auto-memtoken-hand-written_01.mlir"),
                     lambda f: 1.0 if f else 0.0, "flag true/false")


@kernel("triton_if_return",
        races=TRITON_UNTOKENED, race_run=1)
def triton_if_return(shared):
    # if flag { p[0] = 1; return } else { p[0] = 1 }; p[0] = 1: both paths
    # leave 1.
    return flag_runs(thirdparty(shared, TRITON, "auto-memtoken-hand-written_02.mlir"),
                     lambda f: 1.0, "flag true/false")


@kernel("triton_for_if_continue_yield",
        races=TRITON_UNTOKENED)
def triton_for_if_continue_yield(shared):
    # Like triton_for_if_continue, the else branch ends in yield.
    return flag_runs(thirdparty(shared, TRITON, "auto-memtoken-hand-written_04.mlir"),
                     lambda f: 1.0 if f else 0.0, "flag true/false")


@kernel("triton_if_nested_for",
        races=TRITON_UNTOKENED)
def triton_if_nested_for(shared):
    # if cond { a[0] = 1; for 4: b[0] = 1 }; a[0] = 1.
    f = thirdparty(shared, TRITON, "auto-memtoken-hand-written_06.mlir")
    runs = []
    for cond in (True, False):
        a = np.array([5.0], np.float32)
        b = np.array([6.0], np.float32)

        def check(outs, cond=cond):
            return combine(exact(outs[0], np.array([1.0], np.float32)),
                           exact(outs[1], np.array([1.0 if cond else 6.0],
                                                   np.float32)))
        runs.append(Run(f, (1,), [a, b, "true" if cond else "false"], check,
                        size="cond true/false"))
    return runs


# --- driver --------------------------------------------------------------

def run_one(tile_run, run, tmp, index):
    d = os.path.join(tmp, "run%d" % index)
    os.makedirs(d)
    argv = [tile_run, run.file]
    if run.entry:
        argv += ["--entry", run.entry]
    # --check: undefined behaviour (a broken assume, a race, overflow under
    # no-wrap flags) is an error, so inputs that break a kernel's
    # assumptions cannot pass by accident.
    argv += ["--grid", ",".join(str(g) for g in run.grid)]
    if run.checked:
        argv.append("--check")
    argv += run.flags
    out = os.path.join(d, "out")
    argv += ["-o", out]
    for k, a in enumerate(run.args):
        if isinstance(a, np.ndarray):
            path = os.path.join(d, "arg%d.npy" % k)
            np.save(path, a)
            argv.append(path)
        elif isinstance(a, bool):
            argv.append("true" if a else "false")
        else:
            argv.append(str(a))
    start = time.monotonic()
    proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True)
    elapsed = time.monotonic() - start
    if run.expect_error is not None:
        ok = proc.returncode == 1 and run.expect_error in proc.stderr
        note = proc.stderr.strip().splitlines()[-1:] if proc.stderr else []
        return ok, None, elapsed, ("expected error: " + (note[0] if note else
                                   "none (rc=%d)" % proc.returncode))
    if proc.returncode != 0:
        return False, None, elapsed, "tile-run rc=%d: %s" % (
            proc.returncode, proc.stderr.strip())
    outs = {}
    for k, a in enumerate(run.args):
        p = os.path.join(out, "arg%d.npy" % k)
        if os.path.exists(p):
            outs[k] = np.load(p)
    ok, err = run.check(outs)
    return ok, err, elapsed, ""


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tile-run", default="tile-run")
    ap.add_argument("--kernel", action="append", default=[])
    ap.add_argument("--shared")
    ap.add_argument("--tmp")
    ap.add_argument("--list", action="store_true")
    opts = ap.parse_args(argv[1:])
    if opts.list:
        print("\n".join(KERNELS))
        return 0
    names = []
    for k in opts.kernel:
        names += list(KERNELS) if k == "all" else [k]
    if not names or not opts.shared or not opts.tmp:
        ap.error("--kernel, --shared and --tmp are required")
    shutil.rmtree(opts.tmp, ignore_errors=True)
    os.makedirs(opts.tmp)
    failed = 0
    index = 0
    for name in names:
        if name not in KERNELS:
            print("FAIL %s: unknown kernel" % name)
            failed += 1
            continue
        runs = KERNELS[name](opts.shared)
        ok_all, errs, total, notes = True, [], 0.0, []
        for run in runs:
            ok, err, elapsed, note = run_one(opts.tile_run, run, opts.tmp,
                                             index)
            if ok:  # keep the files of a failed run only (some are large)
                shutil.rmtree(os.path.join(opts.tmp, "run%d" % index))
            index += 1
            ok_all &= ok
            total += elapsed
            if err is not None:
                errs.append(err)
            if note:
                notes.append(note)
        r = runs[0]
        line = "%s %s: size=%s grid=%s max_err=%s time=%.2fs" % (
            "PASS" if ok_all else "FAIL", name, r.size,
            "x".join(str(g) for g in r.grid),
            "%.3g" % max(errs) if errs else "-", total)
        if notes:
            line += " (" + "; ".join(notes) + ")"
        print(line)
        sys.stdout.flush()
        failed += not ok_all
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
