#!/usr/bin/env python3
"""TileKit against baselines, on the same machine and thread counts.

  bench/execution/ratios.py [--tile-run build/bin/tile-run] [--repeat 7]
      [--threads 1,2] [--engine jit] [--matmul-n 2048] [--only NAME,...]
      [--rounds N]

Every time is a median over --repeat runs after one warm-up run, without
loading, compiling or .npy I/O: `tile-run --repeat R --time` for TileKit,
and the baselines (bench/execution/baselines/, compiled here with
g++ -O3 -march=native) time their loops the same way. Every output, the
baselines' included, is checked against numpy before its time counts.
With --rounds N each pair (TileKit, baseline) runs N times in turn, each a
fresh process, and the table holds the median of the N times of each side:
on a virtual machine whose speed drifts over minutes, a single pair of
processes can land on different sides of a drift.

ratio = TileKit throughput / baseline throughput (1.0 is parity, higher is
better); where both do the same work it is baseline ms / TileKit ms.

Memory is alike on both sides: tile-run and the C++ baselines (common.h)
allocate arrays of 4 MiB or more as numpy does on Linux, 2 MiB aligned and
advised to use transparent huge pages; the numpy baselines use numpy's.

  vector_add   c = a + b, 64M f32. TileKit moves 12 bytes per element
               (2 reads, 1 write): GB/s = 12n / t. The baseline is a memcpy
               of 8n bytes (the size of both inputs), which reads and writes
               each byte: GB/s = 2 * 8n / t. ratio = the two GB/s.
  matmul       f32 n^3 (--matmul-n, a multiple of 128) by matmul_tiled.mlir
               (cuTile's GEMM form: mmaf on 128x128x32 tiles) against
               OpenBLAS cblas_sgemm on as many OpenBLAS threads.
               GFLOP/s = 2n^3 / t.
  softmax_1d, layernorm_fwd, swiglu_fwd, sharpen_3x3, resize, warp
               the cuTile Python kernels under
               shared/testdata/thirdparty/moffel1020-tileir-cpu-benchmarks/
               (launch conventions as in test/Execution/lib/run_thirdparty.py:
               each array is pointer, shape, strides) against plain C++ loops.
               GB/s counts each array read or written once.
  softmax_rows 4096 rows x 1024 by bench/execution/softmax_rows.mlir: the
               third-party softmax_per_row computes the same per row but its
               text fixes the layout at 16x16 (strides [16,1], loop bound 16).
  gelu         GELU, tanh form, on 4M f32 by bench/execution/gelu.mlir:
               y = 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), against
               the same formula in C++ (std::tanh on float). GB/s = 8n / t.
  horner       only in the thread-scaling table.

Also printed: JIT compile time and interpreter-thunk count per kernel
(TILEKIT_JIT_STATS=1), and t1/t2, the 1-thread over the 2-thread time, of
matmul (TileKit and OpenBLAS) and horner, whatever --threads says.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = ["vector_add", "matmul", "matmul_f16", "matmul_bf16", "mm_cutile",
         "attention", "rope", "softmax_1d", "softmax_rows", "layernorm_fwd",
         "swiglu_fwd", "sharpen_3x3", "resize", "warp", "gelu", "horner"]
U32 = 2.0 ** -24  # unit roundoff of f32
STATS = re.compile(r"jit: @\S+: (\d+) ops, (\d+) on the interpreter"
                   r"(?: \(([^)]*)\))?, frame \d+ bytes, compiled in "
                   r"([0-9.]+) ms")


def within(got, ref, tol):
    got = np.asarray(got, np.float64)
    d = np.abs(got - np.asarray(ref, np.float64))
    return bool(np.all(d <= tol)) and not np.isnan(got).any(), float(d.max())


def exact(got, ref):
    ok = np.array_equal(np.asarray(got).ravel(), np.asarray(ref).ravel())
    return ok, 0.0 if ok else float("nan")


def wrap(v, bits):
    half = 1 << (bits - 1)
    return (v + half) % (1 << bits) - half


class Bench:
    def __init__(self, opts, tmp):
        self.opts, self.tmp = opts, tmp
        self.threads = [int(t) for t in opts.threads.split(",")]
        self.rows, self.compile, self.memo = [], [], {}
        self.bins = {}
        src = os.path.join(HERE, "baselines")
        for name, libs in [("kernels", []), ("sgemm", ["-lopenblas"])]:
            self.bins[name] = os.path.join(tmp, name)
            cmd = ["g++", "-O3", "-march=native", "-pthread", "-o",
                   self.bins[name], os.path.join(src, name + ".cpp")] + libs
            subprocess.run(cmd, check=True)
        self.bins["numpy"] = [sys.executable,
                              os.path.join(src, "numpy_kernels.py")]

    def save(self, args, folder):
        """ndarrays become folder/argK.npy paths, the rest str()."""
        os.makedirs(folder, exist_ok=True)
        out = []
        for k, a in enumerate(args):
            if isinstance(a, np.ndarray):
                out.append(os.path.join(folder, "arg%d.npy" % k))
                np.save(out[-1], a)
            else:
                out.append(str(a))
        return out

    def check(self, what, checks, load):
        for k, fn in checks.items():
            ok, err = fn(load(k))
            if not ok:
                sys.exit("%s: output %d differs from numpy (max error %g)"
                         % (what, k, err))

    def tile(self, spec, threads, rnd=0):
        """Median ms of tile-run; spec = (key, file, grid, args, checks),
        checks[K](array) -> (ok, max error) for output K. `rnd` numbers the
        rounds (--rounds): each is a process of its own."""
        key, file, grid, args, checks = spec
        if (key, threads, rnd) in self.memo:
            return self.memo[key, threads, rnd]
        saved = self.memo.get((key, "args")) or self.save(
            args, os.path.join(self.tmp, key))
        self.memo[key, "args"] = saved
        out = os.path.join(self.tmp, "out")
        cmd = [self.opts.tile_run, file, "--grid",
               ",".join(str(g) for g in grid), "--threads", str(threads),
               "--engine", self.opts.engine, "--repeat",
               str(self.opts.repeat), "--time", "-o", out] + saved
        print("tile-run %s, %d thread(s)" % (key, threads), file=sys.stderr)
        proc = subprocess.run(cmd, capture_output=True, text=True,
                              env=dict(os.environ, TILEKIT_JIT_STATS="1"))
        if proc.returncode != 0:
            sys.exit("failed: %s\n%s" % (" ".join(cmd), proc.stderr))
        self.check("tile-run " + key, checks,
                   lambda k: np.load(os.path.join(out, "arg%d.npy" % k)))
        shutil.rmtree(out)
        ms = float(re.search(r"time: ([0-9.]+) ms", proc.stderr).group(1))
        fallback = "running on the interpreter" in proc.stderr
        if self.opts.engine == "jit" and not any(
                c[0] == key for c in self.compile):
            m = STATS.search(proc.stderr)
            self.compile.append((key, m, fallback))
        self.memo[key, threads, rnd] = ms
        return ms

    def base(self, key, spec, threads, rnd=0):
        """Median ms of a baseline; spec = (binary, kernel, args, checks),
        checks[K] for the array passed as argument K."""
        binary, kernel, args, checks = spec
        if (key, "base", threads, rnd) in self.memo:
            return self.memo[key, "base", threads, rnd]
        # Saved afresh each time: the baseline overwrites its outputs.
        saved = self.save(args, os.path.join(self.tmp, key + "-base"))
        prefix = self.bins[binary]
        cmd = (prefix if isinstance(prefix, list) else [prefix]) + (
            [kernel] if kernel else []) + [
            str(threads), str(self.opts.repeat)] + saved
        print("baseline %s, %d thread(s)" % (key, threads), file=sys.stderr)
        proc = subprocess.run(cmd, capture_output=True, text=True, env=dict(
            os.environ, OPENBLAS_NUM_THREADS=str(threads)))
        if proc.returncode != 0:
            sys.exit("failed: %s\n%s" % (" ".join(cmd), proc.stderr))
        self.check("baseline " + key, checks, lambda k: np.load(saved[k]))
        shutil.rmtree(os.path.join(self.tmp, key + "-base"))
        ms = float(re.search(r"time: ([0-9.]+) ms", proc.stdout).group(1))
        self.memo[key, "base", threads, rnd] = ms
        return ms

    def rounds(self, run):
        """The median of run(i) over the --rounds rounds."""
        return float(np.median([run(i) for i in range(self.opts.rounds)]))

    def compare(self, label, tile, base, rate, unit, base_rate=None,
                base_label="C++ -O3 loops"):
        """One row per thread count; rate(ms) is the throughput of either
        side, or base_rate(ms) the baseline's."""
        for t in self.threads:
            runs = [(self.tile(tile, t, i), self.base(tile[0], base, t, i))
                    for i in range(self.opts.rounds)]
            ms = float(np.median([m for m, _ in runs]))
            bms = float(np.median([b for _, b in runs]))
            r, br = rate(ms), (base_rate or rate)(bms)
            self.rows.append((label, t, ms, "%.2f %s" % (r, unit),
                              base_label, bms, "%.2f %s" % (br, unit), r / br))


def gbps(nbytes):
    return lambda ms: nbytes / ms / 1e6


def vector_add(b, rng):
    n = 64 * 1024 * 1024
    x = rng.rand(n).astype(np.float32)
    y = rng.rand(n).astype(np.float32)
    ref = x + y
    b.compare("vector add f32, 64M", (
        "vector_add", os.path.join(HERE, "vector_add.mlir"), (n // 4096,),
        [x, y, "zeros:%d" % n, n], {2: lambda out: exact(out, ref)}),
        ("kernels", "copy", [8 * n], {}), gbps(12 * n), "GB/s",
        gbps(2 * 8 * n), "memcpy of 8n bytes")


def matmul_parts(b, rng):
    if "matmul" in b.memo:
        return b.memo["matmul"]
    n = b.opts.matmul_n
    A = rng.randn(n, n).astype(np.float32)
    B = rng.randn(n, n).astype(np.float32)
    ref = A.astype(np.float64) @ B.astype(np.float64)
    # Classical bound of a length-n f32 dot product in any order: it holds
    # for OpenBLAS and for any mmaf accumulation alike.
    tol = n * U32 * (np.abs(A).astype(np.float64) @ np.abs(B))
    check = {2: lambda out: within(out.reshape(n, n), ref, tol)}
    tile = ("matmul", os.path.join(HERE, "matmul_tiled.mlir"),
            (n // 128, n // 128), [A, B, "zeros:%d" % (n * n), n], check)
    base = ("sgemm", None, [A, B, np.zeros((n, n), np.float32)], check)
    b.memo["matmul"] = n, tile, base
    return n, tile, base


def matmul(b, rng):
    n, tile, base = matmul_parts(b, rng)
    b.compare("matmul f32 %d^3 (mmaf 128x128x32)" % n, tile, base,
              lambda ms: 2 * n ** 3 / ms / 1e6, "GFLOP/s",
              base_label="OpenBLAS cblas_sgemm")


def matmul_narrow(b, rng, dtype):
    """f16 or bf16 inputs, f32 C: matmul_tiled_<dtype>.mlir against
    OpenBLAS sgemm on the same values as f32."""
    n = b.opts.matmul_n
    A = rng.randn(n, n).astype(np.float32)
    B = rng.randn(n, n).astype(np.float32)
    if dtype == "f16":
        A16, B16 = A.astype(np.float16), B.astype(np.float16)
        A, B = A16.astype(np.float32), B16.astype(np.float32)
    else:  # bf16: f32 values with 8 significant bits, passed as their top half
        A = (A.view(np.uint32) & 0xFFFF0000).view(np.float32)
        B = (B.view(np.uint32) & 0xFFFF0000).view(np.float32)
        A16 = (A.view(np.uint32) >> 16).astype(np.uint16)
        B16 = (B.view(np.uint32) >> 16).astype(np.uint16)
    ref = A.astype(np.float64) @ B.astype(np.float64)
    tol = n * U32 * (np.abs(A).astype(np.float64) @ np.abs(B))
    check = {2: lambda out: within(out.reshape(n, n), ref, tol)}
    b.compare("matmul %s -> f32 %d^3 (mmaf 128x128x32)" % (dtype, n), (
        "matmul_" + dtype,
        os.path.join(HERE, "matmul_tiled_%s.mlir" % dtype), (n // 128, n // 128),
        [A16, B16, "zeros:%d" % (n * n), n], check),
        ("sgemm", None, [A, B, np.zeros((n, n), np.float32)], check),
        lambda ms: 2 * n ** 3 / ms / 1e6, "GFLOP/s",
        base_label="OpenBLAS sgemm on the f32 values")


def matmul_f16(b, rng):
    matmul_narrow(b, rng, "f16")


def matmul_bf16(b, rng):
    matmul_narrow(b, rng, "bf16")


def mm_cutile(b, rng):
    """cuTile Python's f16 GEMM bytecode (64x32 C tiles, K steps of 16)."""
    n = b.opts.matmul_n
    A16 = rng.randn(n, n).astype(np.float16)
    B16 = rng.randn(n, n).astype(np.float16)
    A, B = A16.astype(np.float32), B16.astype(np.float32)
    ref = A.astype(np.float64) @ B.astype(np.float64)
    tol = n * U32 * (np.abs(A).astype(np.float64) @ np.abs(B))
    b.compare("cuTile mm.tileirbc f16 -> f32 %d^3" % n, (
        "mm_cutile", os.path.join(b.b2t, "mm.tileirbc"), (n // 64, n // 32),
        [A16, n, n, n, 1, B16, n, n, n, 1, "zeros:%d" % (n * n), n, n, n, 1,
         0, 0, 0], {10: lambda out: within(out.reshape(n, n), ref, tol)}),
        ("sgemm", None, [A, B, np.zeros((n, n), np.float32)],
         {2: lambda out: within(out.reshape(n, n), ref, tol)}),
        lambda ms: 2 * n ** 3 / ms / 1e6, "GFLOP/s",
        base_label="OpenBLAS sgemm on the f32 values")


def attention(b, rng):
    """cuTile Python's attention bytecode (attention_in_params.md): 32 query
    rows of one head per block, 64-row kv tiles, no running max."""
    sq, skv, hh, d = 1024, 1024, 16, 64
    q = (rng.randn(sq, hh, d) * 0.25).astype(np.float16)
    k = (rng.randn(skv, hh, d) * 0.25).astype(np.float16)
    v = rng.randn(skv, hh, d).astype(np.float16)
    c = np.float16(1.44238)
    qs = (q * c).astype(np.float64)
    ref, tol = np.zeros((sq, hh, d)), np.zeros((sq, hh, d))
    for h in range(hh):  # tolerance as in test/Execution/lib/run_thirdparty.py
        p = np.exp2(qs[:, h, :] @ k[:, h, :].astype(np.float64).T)
        l = p.sum(axis=1, keepdims=True)
        p16 = p.astype(np.float16).astype(np.float64)
        vd = v[:, h, :].astype(np.float64)
        ref[:, h, :] = (p16 @ vd) / l
        tol[:, h, :] = (2 * 2.0 ** -11 * np.abs(ref[:, h, :])
                        + 2 * 2.0 ** -11 * (np.abs(p16) @ np.abs(vd)) / l
                        + 1e-4 * np.abs(ref[:, h, :]))
    check = lambda out: within(out.reshape(sq, hh, d).astype(np.float64),
                               ref, tol)
    view = lambda a, s: [a, s, hh, d, hh * d, d, 1]
    b.compare("cuTile attention.tileirbc f16, S=%d H=%d D=%d" % (sq, hh, d), (
        "attention", os.path.join(b.b2t, "attention.tileirbc"), (sq // 32, hh),
        view(q, sq) + view(k, skv) + view(v, skv)
        + ["zeros:%d" % (sq * hh * d), sq, hh, d, hh * d, d, 1, skv, 0, 0, 0],
        {21: check}),
        ("numpy", "attention", [q, k, v, np.zeros((sq, hh, d), np.float16),
                                skv], {3: check}),
        lambda ms: 4 * sq * skv * hh * d / ms / 1e6, "GFLOP/s",
        base_label="numpy (f32 matmuls)")


def rope(b, rng):
    """cuTile Python's RoPE bytecode, in place on q and k [B, 8, 1, 2, 64]
    f16 (one batch per block); exact against float64 rounded to f16."""
    bsz = 8192
    vals = lambda shape: (rng.uniform(0.05, 2.0, size=shape)
                          * rng.choice([-1.0, 1.0], size=shape)
                          ).astype(np.float16)
    q, k = vals((bsz, 8, 1, 2, 64)), vals((bsz, 8, 1, 2, 64))
    cos, sin = vals((bsz, 1, 1, 64)), vals((bsz, 1, 1, 64))
    c, s = cos.astype(np.float64), sin.astype(np.float64)

    def rot(t):
        out = t.copy()
        x1 = t[:, :, :, 0, :].astype(np.float64)
        x2 = t[:, :, :, 1, :].astype(np.float64)
        p = (x2 * s).astype(np.float16).astype(np.float64)
        r = (x1 * s).astype(np.float16).astype(np.float64)
        out[:, :, :, 0, :] = (x1 * c - p).astype(np.float16)
        out[:, :, :, 1, :] = (x2 * c + r).astype(np.float16)
        return out.view(np.uint16)

    def rot_n(t, times):
        for _ in range(times):
            t = rot(t).view(np.float16)
        return t.view(np.uint16)

    # tile-run rotates in place once and then --repeat more times.
    launches = b.opts.repeat + 1
    rq, rk = rot_n(q, launches), rot_n(k, launches)
    bq, bk = rot_n(q, 1), rot_n(k, 1)
    same = lambda ref: lambda out: exact(out.reshape(ref.shape).view(np.uint16),
                                         ref)
    tview = lambda t: [t, bsz, 8, 1, 2, 64, 8 * 2 * 64, 2 * 64, 2 * 64, 64, 1]
    cview = lambda t: [t, bsz, 1, 1, 64, 64, 64, 64, 1]
    b.compare("cuTile rope.tileirbc f16, B=%d" % bsz, (
        "rope", os.path.join(b.b2t, "rope.tileirbc"), (bsz,),
        tview(q) + tview(k) + cview(cos) + cview(sin) + [0, 0, 0, 0, 0],
        {0: same(rq), 11: same(rk)}),
        ("numpy", "rope", [q, k, cos, sin], {0: same(bq), 1: same(bk)}),
        gbps(bsz * (2 * 2 * 2048 + 2 * 128)), "GB/s",
        base_label="numpy (float64, rounded per step)")


def softmax_1d(b, rng):
    n = 4 * 1024 * 1024
    x = rng.randn(n).astype(np.float32)
    e = np.exp(x.astype(np.float64).reshape(-1, 128))
    ref = (e / e.sum(axis=1, keepdims=True)).ravel()
    check = lambda out: within(out, ref, 1e-5 * ref)
    b.compare("softmax_1d, 4M f32 (128 per block)", (
        "softmax_1d", os.path.join(b.moffel, "softmax_1d.mlir"), (n // 128,),
        [x, n, 1, "zeros:%d" % n, n, 1], {3: check}),
        ("kernels", "softmax_1d", [x, np.zeros(n, np.float32)], {1: check}),
        gbps(8 * n), "GB/s")


def softmax_rows(b, rng):
    r, c = 4096, 1024
    x = rng.randn(r, c).astype(np.float32)
    xd = x.astype(np.float64)
    e = np.exp(xd - xd.max(1, keepdims=True))
    ref = e / e.sum(1, keepdims=True)
    check = lambda out: within(out.reshape(r, c), ref, 1e-6)
    b.compare("softmax rows, 4096 x 1024 f32", (
        "softmax_rows", os.path.join(HERE, "softmax_rows.mlir"), (r,),
        [x, "zeros:%d" % (r * c), r], {1: check}),
        ("kernels", "softmax_rows", [x, np.zeros((r, c), np.float32)],
         {1: check}), gbps(8 * r * c), "GB/s")


def layernorm_fwd(b, rng):
    m, n, eps = 1024, 4096, 1e-5
    x = (rng.randn(m, n) + 0.5).astype(np.float32)
    w = rng.randn(n).astype(np.float32)
    bias = rng.randn(n).astype(np.float32)
    xd = x.astype(np.float64)
    mean = xd.mean(axis=1)
    rstd = 1.0 / np.sqrt(((xd - mean[:, None]) ** 2).mean(axis=1) + eps)
    yref = (xd - mean[:, None]) * rstd[:, None] * w + bias
    # Sums of 4096 f32 in some order: 1e-4 of the row's scale (see
    # run_thirdparty.py's layernorm_fwd for why this catches wrong terms).
    cy = lambda out: within(out.reshape(m, n), yref, 1e-4 * (1 + abs(yref)))
    cm = lambda out: within(out, mean, 1e-4)
    cr = lambda out: within(out, rstd, 1e-4 * rstd)
    args = [x, m, n, n, 1, w, n, 1, bias, n, 1, "zeros:%d" % (m * n), m, n,
            n, 1, "zeros:%d" % m, m, 1, "zeros:%d" % m, m, 1, eps]
    z = lambda *s: np.zeros(s, np.float32)
    b.compare("layernorm_fwd, 1024 x 4096 f32", (
        "layernorm_fwd", os.path.join(b.moffel, "layernorm_fwd.mlir"), (m,),
        args, {11: cy, 16: cm, 19: cr}),
        ("kernels", "layernorm_fwd", [x, w, bias, z(m, n), z(m), z(m), eps],
         {3: cy, 4: cm, 5: cr}), gbps(8 * m * n + 8 * n + 8 * m), "GB/s")


def swiglu_fwd(b, rng):
    m, n = 4096, 1024  # the kernel's rows are 1024 lanes
    a = (rng.randn(m, n) * 2).astype(np.float32)
    g = rng.randn(m, n).astype(np.float32)
    ad = a.astype(np.float64)
    ref = ad / (1.0 + np.exp(-ad)) * g
    check = lambda out: within(out.reshape(m, n), ref,
                               2e-6 * np.abs(ref) + 1e-37)
    b.compare("swiglu_fwd, 4096 x 1024 f32", (
        "swiglu_fwd", os.path.join(b.moffel, "swiglu_fwd.mlir"), (m,),
        [a, m, n, n, 1, g, m, n, n, 1, "zeros:%d" % (m * n), m, n, n, 1],
        {10: check}),
        ("kernels", "swiglu_fwd", [a, g, np.zeros((m, n), np.float32)],
         {2: check}), gbps(12 * m * n), "GB/s")


def sharpen_3x3(b, rng):
    h, w, ch = 1024, 1024, 3  # one pixel per tile block
    img = rng.randint(-128, 128, size=(h, w, ch)).astype(np.int8)
    p = np.pad(img[:, :, 0].astype(np.int64), ((0, 0), (1, 1)))
    v = 5 * p[:, 1:-1] - p[:, :-2] - p[:, 2:] - img[:, :, 1]
    ref = np.clip(v, -128, 127).astype(np.int8)
    check = lambda out: exact(out, ref)
    b.compare("sharpen_3x3, 1024 x 1024 x 3 i8", (
        "sharpen_3x3", os.path.join(b.moffel, "sharpen_3x3.mlir"), (w, h),
        [img, h, w, ch, w * ch, ch, 1, "zeros:%d" % (h * w), h, w, 1, w, 1,
         1], {7: check}),
        ("kernels", "sharpen_3x3", [img, np.zeros((h, w, 1), np.int8)],
         {1: check}), gbps(h * w * (ch + 1)), "GB/s")


def resize(b, rng):
    n, rows, cols, orows, ocols = 8, 512, 512, 1024, 1024
    src = rng.randint(-128, 128, size=(n, rows, cols)).astype(np.int8)
    s = src.astype(np.int64)
    o = np.arange(1024)
    s0 = (o * 64) >> 7
    f = o * 64 - (s0 << 7)
    s1 = np.minimum(s0 + 1, 511)  # < 512 = rows = cols: nothing masked
    fx, fy = f[None, None, :], f[None, :, None]
    top = (s[:, s0][:, :, s0] * (128 - fx) + s[:, s0][:, :, s1] * fx) >> 7
    bot = (s[:, s1][:, :, s0] * (128 - fx) + s[:, s1][:, :, s1] * fx) >> 7
    ref = wrap((top * (128 - fy) + bot * fy) >> 7, 8).astype(np.int8)
    check = lambda out: exact(out, ref)
    b.compare("resize 2x, 8 x 512 x 512 i8", (
        "resize", os.path.join(b.moffel, "resize.mlir"), (orows, n),
        [src, n, rows, cols, rows * cols, cols, 1,
         "zeros:%d" % (n * orows * ocols), n, orows, ocols, orows * ocols,
         ocols, 1], {7: check}),
        ("kernels", "resize", [src, np.zeros((n, orows, ocols), np.int8)],
         {1: check}), gbps(n * (rows * cols + orows * ocols)), "GB/s")


def warp(b, rng):
    n, h, w, mw = 32, 512, 256, 512
    src = rng.randint(-128, 128, size=(n, h, w)).astype(np.int8)
    mp = rng.randint(-32768, 32768, size=(h, mw)).astype(np.int16)
    m = mp.astype(np.int64)
    lo = wrap(m & 0xFF, 8)
    x0 = wrap(wrap(np.arange(512), 8) - (m >> 8), 8)
    ps = []
    for xk in (x0, wrap(x0 - 1, 8)):
        idx = xk & 0xFF
        pv = src[:, np.arange(h)[:, None], np.minimum(idx, w - 1)]
        ps.append(np.where((idx < w) & (xk >= 0), pv.astype(np.int64), 0))
    acc = wrap(wrap(ps[0] << 8, 16) + wrap((ps[1] - ps[0]) * lo, 16), 16)
    ref = wrap(acc >> 8, 8).astype(np.int8)
    check = lambda out: exact(out, ref)
    b.compare("warp, 32 x 512 x 256 i8 -> x 512", (
        "warp", os.path.join(b.moffel, "warp.mlir"), (h, n),
        [src, n, h, w, h * w, w, 1, mp, h, mw, mw, 1,
         "zeros:%d" % (n * h * 512), n, h, 512, h * 512, 512, 1],
        {12: check}),
        ("kernels", "warp", [src, mp, np.zeros((n, h, 512), np.int8)],
         {2: check}), gbps(n * h * (w + 512) + h * mw * 2), "GB/s")


def horner_tile(rng):
    m = 4 * 1024 * 1024
    xs = (rng.rand(m).astype(np.float32) * 2 - 1).astype(np.float32)
    ref = np.zeros(m, np.float32)
    for k in range(16):
        ref = (ref * xs + np.float32(1.0 / (k + 1))).astype(np.float32)
    return ("horner", os.path.join(HERE, "horner.mlir"), (m // 4096,),
            [xs, "zeros:%d" % m, m], {1: lambda out: within(out, ref, 1e-5)})


def gelu(b, rng):
    n = 4 * 1024 * 1024
    x = (rng.randn(n) * 3).astype(np.float32)
    xd = x.astype(np.float64)
    ref = 0.5 * xd * (1 + np.tanh(np.sqrt(2 / np.pi) * (xd + 0.044715 * xd ** 3)))
    # A dozen f32 roundings, and tanh's derivative near its zero.
    check = lambda out: within(out, ref, 1e-5 * np.abs(ref) + 1e-6)
    b.compare("gelu (tanh form), 4M f32", (
        "gelu", os.path.join(HERE, "gelu.mlir"), (n // 4096,),
        [x, "zeros:%d" % n, n], {1: check}),
        ("kernels", "gelu", [x, np.zeros(n, np.float32)], {1: check}),
        gbps(8 * n), "GB/s")


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--tile-run", default=os.path.join(
        HERE, "..", "..", "build", "bin", "tile-run"))
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=1,
                        help="pairs of processes per row (medians)")
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--engine", default="jit", choices=["jit", "interp"])
    parser.add_argument("--matmul-n", type=int, default=2048)
    parser.add_argument("--shared", default=os.path.join(
        HERE, "..", "..", "..", "shared"), help="the shared data folder")
    parser.add_argument("--only", default=",".join(NAMES),
                        help="subset of: " + ",".join(NAMES))
    opts = parser.parse_args()
    only = opts.only.split(",")
    if set(only) - set(NAMES):
        parser.error("--only: unknown %s" % ",".join(set(only) - set(NAMES)))
    if opts.matmul_n % 128:
        parser.error("--matmul-n must be a multiple of 128")
    moffel = os.path.join(opts.shared, "testdata", "thirdparty",
                          "moffel1020-tileir-cpu-benchmarks")
    if set(only) & {"softmax_1d", "layernorm_fwd", "swiglu_fwd", "sharpen_3x3",
                    "resize", "warp"} and not os.path.isdir(moffel):
        parser.error("%s not found (--shared)" % moffel)
    scaling = []
    with tempfile.TemporaryDirectory() as tmp:
        b = Bench(opts, tmp)
        b.moffel = moffel
        b.b2t = os.path.join(opts.shared, "testdata", "thirdparty",
                             "bytecode2tileir")
        for name in NAMES[:-1]:
            if name in only:
                globals()[name](b, np.random.RandomState(NAMES.index(name)))
        if "matmul" in only:
            n, tile, base = matmul_parts(b, np.random.RandomState(1))
            scaling.append(("matmul f32 %d^3, TileKit" % n,
                            *(b.rounds(lambda i: b.tile(tile, t, i))
                              for t in (1, 2))))
            scaling.append(("matmul f32 %d^3, OpenBLAS" % n,
                            *(b.rounds(lambda i: b.base("matmul", base, t, i))
                              for t in (1, 2))))
        if "horner" in only:
            tile = horner_tile(np.random.RandomState(9))
            scaling.append(("horner degree 16, 4M f32, TileKit",
                            *(b.rounds(lambda i: b.tile(tile, t, i))
                              for t in (1, 2))))

    print("TileKit engine %s, median of %d runs, %d round(s), %d cores\n"
          % (opts.engine, opts.repeat, opts.rounds, os.cpu_count()))
    if b.rows:
        print("| benchmark | threads | TileKit ms | TileKit rate | baseline "
              "| baseline ms | baseline rate | ratio |")
        print("|---|---|---|---|---|---|---|---|")
        for row in b.rows:
            print("| %s | %d | %.2f | %s | %s | %.2f | %s | %.3f |" % row)
    if b.compile:
        print("\n| kernel | ops | on the interpreter | compile ms |")
        print("|---|---|---|---|")
        for key, m, fallback in b.compile:
            if fallback or not m:  # a fallback runs on the interpreter
                print("| %s | ? | %s | ? |" % (key, "all (fallback)"
                                              if fallback else "?"))
            else:
                print("| %s | %s | %s%s | %s |" % (key, m.group(1), m.group(2),
                      " (%s)" % m.group(3) if m.group(3) else "", m.group(4)))
    if scaling:
        print("\n| kernel | 1 thread ms | 2 threads ms | t1/t2 |")
        print("|---|---|---|---|")
        for name, t1, t2 in scaling:
            print("| %s | %.2f | %.2f | %.2f |" % (name, t1, t2, t1 / t2))


if __name__ == "__main__":
    main()
