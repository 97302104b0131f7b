#!/usr/bin/env python3
"""numpy baselines for bench/execution/ratios.py, timed like kernels.cpp.

  numpy_kernels.py NAME THREADS REPEAT ARG...

ARGs are .npy files, inputs then outputs (written after the timed runs).
numpy's BLAS threads come from OPENBLAS_NUM_THREADS, which ratios.py sets
to THREADS. Prints `time: <median> ms` of REPEAT runs after one warm-up.
"""
import statistics
import sys
import time

import numpy as np


def attention(q, k, v, out, skv):
    """The cuTile attention kernel's computation (attention_in_params.md):
    per head, s = f16(q * f16(log2 e)) @ k^T in f32, p = exp2(s) with kv
    columns >= skv masked, o = f16((f16(p) @ v) / rowsum(p)). q, k, v are
    [S, H, D] f16; the f32 copies are made before timing."""
    c = np.float16(1.44238)
    qs = (q * c).astype(np.float32)
    kf, vf = k.astype(np.float32), v.astype(np.float32)
    heads = q.shape[1]

    def run():
        for h in range(heads):
            s = qs[:, h, :] @ kf[:skv, h, :].T
            p = np.exp2(s)
            l = p.sum(axis=1, keepdims=True)
            acc = p.astype(np.float16).astype(np.float32) @ vf[:skv, h, :]
            out[:, h, :] = (acc / l).astype(np.float16)
    return run


def rope(q, k, cos, sin):
    """In-place rotation of q and k [B, 8, 1, 2, 64] f16 by cos/sin
    [B, 1, 1, 64], each step rounded to f16 as the kernel does (float64
    intermediates are exact before that rounding)."""
    c = cos.astype(np.float64)
    s = sin.astype(np.float64)

    def rot(t):
        x1 = t[:, :, :, 0, :].astype(np.float64)
        x2 = t[:, :, :, 1, :].astype(np.float64)
        p = (x2 * s).astype(np.float16).astype(np.float64)
        r = (x1 * s).astype(np.float16).astype(np.float64)
        t[:, :, :, 0, :] = (x1 * c - p).astype(np.float16)
        t[:, :, :, 1, :] = (x2 * c + r).astype(np.float16)

    q0, k0 = q.copy(), k.copy()

    def run():
        q[...] = q0
        k[...] = k0
        rot(q)
        rot(k)
    return run


def main():
    name, _threads, repeat = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    paths = sys.argv[4:]
    arrays = [np.load(p) if p.endswith(".npy") else p for p in paths]
    if name == "attention":
        q, k, v, out = arrays[:4]
        run = attention(q, k, v, out, int(paths[4]))
        outputs = {3: out}
    elif name == "rope":
        q, k, cos, sin = arrays
        run = rope(q, k, cos, sin)
        outputs = {0: q, 1: k}
    else:
        sys.exit("numpy_kernels.py: unknown kernel " + name)
    run()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1e3)
    for index, array in outputs.items():
        np.save(paths[index], array)
    print("time: %.4f ms" % statistics.median(times))


if __name__ == "__main__":
    main()
