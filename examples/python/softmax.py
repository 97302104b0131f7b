#!/usr/bin/env python3
"""Runs a cuTile softmax kernel on numpy arrays with tilekit.

    PYTHONPATH=build/python /usr/bin/python3 examples/python/softmax.py

softmax.mlir is a row-wise softmax as cuTile Python exports it: each array
parameter is a pointer followed by its shape and strides. tilekit.launch
fills all of them from the array, so the kernel takes the arrays ct.launch
would. Exits with status 1 if the result differs from numpy's.
"""

import pathlib
import sys

import numpy as np

import tilekit

KERNEL = pathlib.Path(__file__).with_name("softmax.mlir")


def softmax(x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def main():
    module = tilekit.Module.load(KERNEL)
    print("kernel:", module.entries[0].signature)

    rng = np.random.default_rng(0)
    x = (rng.standard_normal((8, 200)) * 3).astype(np.float32)
    y = np.empty_like(x)
    # One tile block per row; y is written in place.
    tilekit.launch(module, "softmax", x.shape[0], x, y, check=True)
    error = np.abs(y - softmax(x.astype(np.float64))).max()
    print(f"softmax of a {x.shape} float32 array: rows sum to "
          f"{y.sum(axis=1).min():.6f}..{y.sum(axis=1).max():.6f}, "
          f"max |y - numpy| = {error:.1e}")

    # Strided arrays work too: their strides are passed to the kernel.
    wide = (rng.standard_normal((4, 300)) * 3).astype(np.float32)
    out = np.zeros((4, 150), np.float32)
    tilekit.launch(module, "softmax", 4, wide[:, ::2], out)
    strided_error = np.abs(out - softmax(wide[:, ::2].astype(np.float64)))
    print(f"every other column of a {wide.shape} array: "
          f"max |y - numpy| = {strided_error.max():.1e}")

    return 0 if max(error, strided_error.max()) < 1e-6 else 1


if __name__ == "__main__":
    sys.exit(main())
