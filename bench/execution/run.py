#!/usr/bin/env python3
"""Execution throughput benchmarks, on the interpreter and on the JIT.

  bench/execution/run.py [--tile-run build/bin/tile-run] [--repeat 7]
                         [--threads 1,2] [--engines interp,jit]
                         [--only vector_add,horner,softmax,math,matmul]

For each kernel, engine and thread count, tile-run runs the launch once, then
--repeat more times and reports the median of those launches alone
(`time: <ms> ms`). Outputs are checked against numpy before timing counts.
Prints a markdown table; figures go in bench/README.md.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
SECTIONS = ["vector_add", "horner", "softmax", "math", "matmul"]


def run(tile_run, kernel, grid, threads, args, repeat, outdir, engine):
    cmd = [tile_run, os.path.join(HERE, kernel), "--grid", grid, "--threads",
           str(threads), "--engine", engine, "--repeat", str(repeat), "--time",
           "-o", outdir] + args
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), proc.stderr))
    return float(re.search(r"time: ([0-9.]+) ms", proc.stderr).group(1))


def numpy_median(f, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        f()
        times.append((time.perf_counter() - start) * 1e3)
    return float(np.median(times))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tile-run", default=os.path.join(
        HERE, "..", "..", "build", "bin", "tile-run"))
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--engines", default="interp,jit")
    parser.add_argument("--only", default=",".join(SECTIONS),
                        help="subset of: " + ",".join(SECTIONS))
    opts = parser.parse_args()
    only = set(opts.only.split(","))
    if only - set(SECTIONS):
        parser.error("--only: unknown %s" % ",".join(only - set(SECTIONS)))
    threads = [int(t) for t in opts.threads.split(",")]
    engines = opts.engines.split(",")
    rng = np.random.RandomState(0)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        def path(name):
            return os.path.join(tmp, name)

        if "vector_add" in only:
            # Vector add, f32, 16M elements: bytes moved = 3 * 4 * n.
            n = 16 * 1024 * 1024
            a = rng.rand(n).astype(np.float32)
            b = rng.rand(n).astype(np.float32)
            np.save(path("a.npy"), a)
            np.save(path("b.npy"), b)
            c = np.empty_like(a)
            copy_ms = numpy_median(lambda: np.copyto(c, a), opts.repeat)
            add_ms = numpy_median(lambda: np.add(a, b, out=c), opts.repeat)
            for e, t in [(e, t) for e in engines for t in threads]:
                ms = run(opts.tile_run, "vector_add.mlir", str(n // 4096), t,
                         [path("a.npy"), path("b.npy"), "zeros:%d" % n, str(n)],
                         opts.repeat, path("out"), e)
                out = np.load(path("out/arg2.npy"))
                assert (out == a + b).all(), "vector_add result differs"
                rows.append(("vector add f32, 16M", e, t, ms,
                             "%.2f GB/s" % (12 * n / ms / 1e6)))
            rows.append(("  numpy a+b (1 thread)", "-", 1, add_ms,
                         "%.2f GB/s" % (12 * n / add_ms / 1e6)))
            rows.append(("  numpy copy of the same bytes", "-", 1, copy_ms,
                         "%.2f GB/s" % (8 * n / copy_ms / 1e6)))

        if "horner" in only:
            # Horner's rule, degree 16, on 4M f32: compute-bound (fma chains
            # in a for loop over the coefficients).
            m = 4 * 1024 * 1024
            xs = (rng.rand(m).astype(np.float32) * 2 - 1).astype(np.float32)
            np.save(path("xs.npy"), xs)
            ref = np.zeros(m, np.float32)
            for k in range(16):
                ref = (ref * xs + np.float32(1.0 / (k + 1))).astype(np.float32)
            for e, t in [(e, t) for e in engines for t in threads]:
                ms = run(opts.tile_run, "horner.mlir", str(m // 4096), t,
                         [path("xs.npy"), "zeros:%d" % m, str(m)], opts.repeat,
                         path("out"), e)
                out = np.load(path("out/arg1.npy"))
                assert np.abs(out - ref).max() < 1e-5, "horner result differs"
                rows.append(("horner degree 16, 4M f32", e, t, ms,
                             "%.2f GFLOP/s" % (32 * m / ms / 1e6)))

        if "softmax" in only:
            # Softmax over rows of 1024 f32.
            r = 4096
            x = rng.randn(r, 1024).astype(np.float32)
            np.save(path("x.npy"), x)
            xd = x.astype(np.float64)
            e = np.exp(xd - xd.max(1, keepdims=True))
            ref = e / e.sum(1, keepdims=True)
            for e, t in [(e, t) for e in engines for t in threads]:
                ms = run(opts.tile_run, "softmax_rows.mlir", str(r), t,
                         [path("x.npy"), "zeros:%d" % (r * 1024), str(r)],
                         opts.repeat, path("out"), e)
                out = np.load(path("out/arg1.npy")).reshape(r, 1024)
                assert np.abs(out - ref).max() < 1e-6, "softmax result differs"
                rows.append(("softmax, 4096 rows x 1024 f32", e, t, ms,
                             "%.0f rows/ms" % (r / ms)))

        if "math" in only:
            # Math functions on 4M f32, in ns per element: GELU (tanh form) and
            # single ops (math_unary.mlir), against numpy's float32 functions.
            n = 4 * 1024 * 1024
            xg = (np.random.RandomState(4).randn(n) * 3).astype(np.float32)
            xp = (np.abs(xg) + np.float32(1e-3)).astype(np.float32)
            xs = np.fmod(xg, np.float32(np.pi)).astype(np.float32)
            np.save(path("xg.npy"), xg)
            np.save(path("xp.npy"), xp)
            np.save(path("xs.npy"), xs)
            xd = xg.astype(np.float64)
            ref = 0.5 * xd * (1 + np.tanh(np.sqrt(2 / np.pi) *
                                          (xd + 0.044715 * xd ** 3)))
            for e, t in [(e, t) for e in engines for t in threads]:
                ms = run(opts.tile_run, "gelu.mlir", str(n // 4096), t,
                         [path("xg.npy"), "zeros:%d" % n, str(n)], opts.repeat,
                         path("out"), e)
                out = np.load(path("out/arg1.npy"))
                assert (np.abs(out - ref) <= 1e-5 * np.abs(ref) + 1e-6).all(), \
                    "gelu result differs"
                rows.append(("gelu (tanh form), 4M f32", e, t, ms,
                             "%.2f ns/element" % (ms * 1e6 / n)))
            c, k, h = np.float32(0.7978845608028654), np.float32(0.044715), \
                np.float32(0.5)
            gelu_ms = numpy_median(
                lambda: h * xg * (np.float32(1) + np.tanh(c * (xg + k * (xg * xg * xg)))),
                opts.repeat)
            rows.append(("  numpy, the same formula in f32", "-", 1, gelu_ms,
                         "%.2f ns/element" % (gelu_ms * 1e6 / n)))
            for op, x, fn in [("exp", "xg", np.exp), ("tanh", "xg", np.tanh),
                              ("log", "xp", np.log), ("sin", "xs", np.sin)]:
                xv = np.load(path(x + ".npy"))
                want = fn(xv.astype(np.float64))
                for e in engines:
                    ms = run(opts.tile_run, "math_unary.mlir", str(n // 4096), 1,
                             ["--entry", op, path(x + ".npy"), "zeros:%d" % n,
                              str(n)], opts.repeat, path("out"), e)
                    out = np.load(path("out/arg1.npy"))
                    assert (np.abs(out - want) <= 2 ** -23 * np.abs(want)).all(), \
                        op + " result differs"
                    rows.append(("%s, 4M f32" % op, e, 1, ms,
                                 "%.2f ns/element" % (ms * 1e6 / n)))
                np_ms = numpy_median(lambda: fn(xv), opts.repeat)
                rows.append(("  numpy np.%s (float32)" % op, "-", 1, np_ms,
                             "%.2f ns/element" % (np_ms * 1e6 / n)))

        if "matmul" in only:
            # Matmul 512^3 f32.
            m = 512
            A = rng.randn(m, m).astype(np.float32)
            B = rng.randn(m, m).astype(np.float32)
            np.save(path("A.npy"), A)
            np.save(path("B.npy"), B)
            ref = A.astype(np.float64) @ B.astype(np.float64)
            for e, t in [(e, t) for e in engines for t in threads]:
                ms = run(opts.tile_run, "matmul.mlir", "%d,%d" % (m // 64, m // 64),
                         t, [path("A.npy"), path("B.npy"), "zeros:%d" % (m * m),
                             str(m)], opts.repeat, path("out"), e)
                out = np.load(path("out/arg2.npy")).reshape(m, m)
                assert np.abs(out - ref).max() < 1e-3, "matmul result differs"
                rows.append(("matmul 512^3 f32 (mmaf 64x64x32)", e, t, ms,
                             "%.2f GFLOP/s" % (2 * m ** 3 / ms / 1e6)))

    print("| benchmark | engine | threads | median ms | throughput |")
    print("|---|---|---|---|---|")
    for name, e, t, ms, rate in rows:
        print("| %s | %s | %d | %.2f | %s |" % (name, e, t, ms, rate))


if __name__ == "__main__":
    main()
