#!/usr/bin/python3
"""Differential testing of the JIT against the interpreter on random kernels.

  run_diff.py --tile-run PATH --tmp DIR [--seed S] [--count N] [--keep]

For each seed S, S+1, ..., S+N-1: gen_kernel.py makes a kernel, inputs are
random bit patterns (numpy RandomState(seed)), and tile-run runs it on the
interpreter and on the JIT (--threads 1, 1 to 3 tile blocks; both engines
named with --engine). The two runs must agree bit for bit: exit status,
stderr (host addresses aside) and the output buffer, and the JIT must really
compile the kernel (a fallback to the interpreter is a difference).
TILEKIT_JIT_PERTURB=<op> in a build with fault injection plants a
difference in the JIT, which this script must then report. Kernels that
both engines reject are counted (a generator bug if there are many) but do
not fail the run. Prints one line per difference and a summary; exits 1 on any difference. --keep leaves every
kernel in DIR (otherwise only the differing ones).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_kernel  # noqa: E402

DTYPES = {"i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
          "f32": np.float32, "f64": np.float64}
ADDRESS = re.compile(r"0x[0-9a-fA-F]{8,}")
FALLBACK = "tile-run: note: the JIT cannot compile"


def run(cmd):
    proc = subprocess.run(cmd, capture_output=True, text=True)
    return proc.returncode, ADDRESS.sub("0x<address>", proc.stderr)


def one(tile_run, seed, tmp, keep):
    kernel = gen_kernel.Kernel(seed)
    text = kernel.generate()
    work = os.path.join(tmp, "seed%d" % seed)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    path = os.path.join(work, "kernel.mlir")
    with open(path, "w") as f:
        f.write(text)
    rng = np.random.RandomState(seed)
    grid = rng.randint(1, 70) if kernel.pixel else rng.randint(1, 4)
    dtype = np.dtype(DTYPES[kernel.elem])
    n_in = gen_kernel.MAX_ELEMS * (grid + 1)
    raw = rng.randint(0, 256, size=n_in * dtype.itemsize, dtype=np.uint8)
    data = raw.view(dtype).copy()
    # Half the elements small and ordinary, half random bit patterns; for
    # floats a quarter of those are special values (NaNs with payloads,
    # signaling NaNs, infinities, signed zeros, subnormals).
    small = rng.randint(-8, 9, size=n_in)
    data[: n_in // 2] = small[: n_in // 2].astype(dtype)
    if kernel.is_float:
        bits = data.view(np.uint32 if dtype.itemsize == 4 else np.uint64)
        specials = ([0x7FC00001, 0xFFC00002, 0x7F800003, 0x7F800000,
                     0xFF800000, 0x80000000, 0x00000001, 0x807FFFFF,
                     0x7F7FFFFF] if dtype.itemsize == 4 else
                    [0x7FF8000000000001, 0xFFF8000000000002,
                     0x7FF0000000000003, 0x7FF0000000000000,
                     0xFFF0000000000000, 0x8000000000000000, 1,
                     0x800FFFFFFFFFFFFF, 0x7FEFFFFFFFFFFFFF])
        where = rng.randint(n_in // 2, n_in, size=n_in // 8)
        bits[where] = np.array(specials, dtype=bits.dtype)[
            rng.randint(0, len(specials), size=len(where))]
    np.save(os.path.join(work, "in.npy"), data)
    n_out = grid * gen_kernel.OUT_SLOTS * gen_kernel.MAX_ELEMS
    common = [path, "--grid", str(grid), "--threads", "1",
              os.path.join(work, "in.npy"), str(n_in), "zeros:%d" % n_out,
              str(n_out)]
    # Both engines named: tile-run's default is the JIT.
    ref = run([tile_run, "--engine", "interp"] + common +
              ["-o", os.path.join(work, "interp")])
    jit = run([tile_run, "--engine", "jit"] + common +
              ["-o", os.path.join(work, "jit")])
    problems = []
    if FALLBACK in jit[1]:
        # The "JIT" run was the interpreter's: nothing was compared.
        problems.append("the JIT fell back to the interpreter: %s"
                        % jit[1].strip())
    if ref[0] != jit[0]:
        problems.append("exit status %d (interpreter) vs %d (jit)"
                        % (ref[0], jit[0]))
    strip = lambda s: "".join(l for l in s.splitlines(True)
                              if not l.startswith(("tile-run: jit: ",
                                                   FALLBACK)))
    if strip(ref[1]) != strip(jit[1]):
        problems.append("stderr:\n    interpreter: %s\n    jit: %s"
                        % (ref[1].strip(), jit[1].strip()))
    if ref[0] == 0 and jit[0] == 0:
        a = np.load(os.path.join(work, "interp", "arg2.npy"))
        b = np.load(os.path.join(work, "jit", "arg2.npy"))
        if a.tobytes() != b.tobytes():
            bits = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
            ua = a.view(bits[a.itemsize])
            ub = b.view(bits[b.itemsize])
            bad = np.nonzero(ua != ub)[0]
            problems.append("%d output elements differ, first at %d: "
                            "interpreter 0x%x, jit 0x%x"
                            % (len(bad), bad[0], ua[bad[0]], ub[bad[0]]))
    if not problems and not keep:
        shutil.rmtree(work)
    return problems, ref[0] != 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tile-run", required=True)
    parser.add_argument("--tmp", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--keep", action="store_true")
    opts = parser.parse_args()
    os.makedirs(opts.tmp, exist_ok=True)
    differing = rejected = 0
    for seed in range(opts.seed, opts.seed + opts.count):
        problems, failed = one(opts.tile_run, seed, opts.tmp, opts.keep)
        rejected += failed
        if problems:
            differing += 1
            print("DIFF seed %d (%s):\n  %s"
                  % (seed, os.path.join(opts.tmp, "seed%d" % seed),
                     "\n  ".join(problems)))
    print("jit-diff: %d kernels, %d differ, %d rejected by both engines"
          % (opts.count, differing, rejected))
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
