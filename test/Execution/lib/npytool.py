#!/usr/bin/env python3
"""Small .npy helper for the execution tests.

  npytool.py make FILE DTYPE EXPR     save numpy.array(eval(EXPR), DTYPE)
  npytool.py print FILE               print the values as a Python list
  npytool.py hex FILE                 print the raw bit patterns in hex
  npytool.py expect FILE EXPR [TOL]   compare with numpy.array(eval(EXPR)):
                                      bit-exact (NaNs equal) without TOL,
                                      else max relative error <= TOL

EXPR is evaluated with numpy as `np`; in `expect` the names a0, a1, ...
load the .npy files given with --arg FILE (in order) before the command.
`lane_reduce(line, combine, identity)` folds a sequence in TileKit's
documented reduce order (docs/execution.md), combine(current, acc) being
the region (a Python function on numpy scalars).
Exit status 1 with a description on a mismatch.
"""
import sys

import numpy as np


LANES = 16


def lane_reduce(line, combine, identity):
    """reduce's order: sequential for at most LANES elements, else LANES
    interleaved lanes from the identity, then lane l < h takes
    combine(lane l + h, lane l) for h = LANES/2, ..., 1."""
    if len(line) <= LANES:
        acc = identity
        for x in line:
            acc = combine(x, acc)
        return acc
    lanes = [identity] * LANES
    for d, x in enumerate(line):
        lanes[d % LANES] = combine(x, lanes[d % LANES])
    h = LANES // 2
    while h >= 1:
        for l in range(h):
            lanes[l] = combine(lanes[l + h], lanes[l])
        h //= 2
    return lanes[0]


def load_args(argv):
    names = {}
    rest = []
    i = 0
    count = 0
    while i < len(argv):
        if argv[i] == "--arg":
            names["a%d" % count] = np.load(argv[i + 1])
            count += 1
            i += 2
        else:
            rest.append(argv[i])
            i += 1
    return names, rest


def main(argv):
    names, argv = load_args(argv[1:])
    env = {"np": np, "lane_reduce": lane_reduce}
    env.update(names)
    command = argv[0]
    if command == "make":
        path, dtype, expr = argv[1], argv[2], argv[3]
        np.save(path, np.array(eval(expr, env), dtype=dtype))
        return 0
    if command == "print":
        print(np.load(argv[1]).tolist())
        return 0
    if command == "hex":
        a = np.load(argv[1])
        u = a.view({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[a.itemsize])
        print(" ".join("0x%x" % v for v in u.ravel().tolist()))
        return 0
    if command == "expect":
        got = np.load(argv[1])
        want = np.asarray(eval(argv[2], env))
        if want.shape != got.shape:
            want = np.broadcast_to(want, got.shape)
        if len(argv) > 3:
            tol = float(argv[3])
            g = got.astype(np.float64)
            w = want.astype(np.float64)
            both_nan = np.isnan(g) & np.isnan(w)
            err = np.abs(g - w) / np.maximum(np.abs(w), 1e-30)
            err[both_nan] = 0
            err[(g == w)] = 0
            bad = ~(err <= tol)
        else:
            if got.dtype.kind == "f":
                w = want.astype(got.dtype)
                bad = ~((got.view(np.uint8).reshape(got.shape + (-1,)) ==
                         w.view(np.uint8).reshape(w.shape + (-1,))).all(-1) |
                        (np.isnan(got) & np.isnan(w)))
            else:
                bad = got != want.astype(got.dtype)
        if bad.any():
            idx = np.argwhere(bad)[:5]
            for i in idx:
                t = tuple(i)
                print("mismatch at %s: got %r, want %r" % (t, got[t], want[t]))
            print("%d of %d elements differ" % (bad.sum(), bad.size))
            return 1
        print("OK")
        return 0
    print("unknown command", command)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
