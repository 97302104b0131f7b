#!/usr/bin/env python3
"""Inputs and an independent reference for mmaf into f32 accumulators.

  mmaref.py make DIR SEED FMT B M K N   writes DIR/lhs.npy (B x M x K, or
                                        M x K when B is 0), DIR/rhs.npy,
                                        DIR/acc.npy (f32)
  mmaref.py check DIR OUT.npy FMT       checks OUT (f32) against the chain
  mmaref.py check DIR OUT.npy FMT R0 R1 only rows [R0, R1) of a 2-D product
  mmaref.py make ... N ONE_IN           as make, 1 in ONE_IN values special
  mmaref.py select SRC DST TK LO HI STEP  DST's inputs: the K columns of
                                        SRC's lhs (rows of rhs) that a K loop
                                        `for t in (LO to HI, step STEP)`
                                        loads as tiles of depth TK, in its
                                        order, zero past SRC's K (padding)

The documented semantics (docs/execution.md): per output element,
s = acc; s = fma(lhs[i, k], rhs[k, j], s) for k ascending, in f32, each step
rounded once to nearest even, with the inputs decoded exactly. The reference
is fpref's exact integer arithmetic, not the host's floating point. Inputs
mix ordinary values with the special ones (NaN, +-inf, +-0, subnormals,
extremes) so the microkernel's lanes and edges see all of them; the NaNs
carry payloads and both signs, quiet and signalling, and the results are
compared bit for bit: every NaN result must be the canonical quiet NaN
(docs/numerics.md).
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fpref  # noqa: E402


def nan_variants(fmt):
    """The NaNs of `fmt` the inputs use: the canonical one, quiet NaNs with a
    payload (both signs) and signalling NaNs (both signs). A format with a
    single NaN encoding (f8E4M3FN) has it with either sign."""
    f = fpref.F(fmt)
    if f.kind != "ieee":
        return [fpref.nan_bits(f), fpref.nan_bits(f) | f.sign]
    inf, quiet = fpref.inf_bits(f, False), 1 << (f.mbits - 1)
    low = 2 if f.mbits > 2 else 1  # a payload bit below the quiet bit
    return [fpref.nan_bits(f), inf | (quiet | 1) << f.shift,
            inf | f.sign | (quiet | low) << f.shift, inf | 1 << f.shift,
            inf | f.sign | low << f.shift]


def special_bits(fmt):
    f = fpref.F(fmt)
    return ["nan", fpref.inf_bits(f, False), fpref.inf_bits(f, True),
            0, f.sign, 1 << f.shift, fpref.max_bits(f, False),
            fpref.max_bits(f, True)]


def values(rng, fmt, count, one_in=16):
    """Bit patterns of `fmt`: mostly rounded normals, 1 in `one_in`
    special."""
    f = fpref.F(fmt)
    normal = rng.randn(count) * np.exp2(rng.randint(-6, 7, count))
    bits = [fpref.bits(f, float(x)) for x in normal]
    specials, nans = special_bits(fmt), nan_variants(fmt)
    for i in np.nonzero(rng.randint(0, one_in, count) == 0)[0]:
        bits[i] = specials[rng.randint(len(specials))]
        if bits[i] == "nan":
            bits[i] = nans[i % len(nans)]
    return bits


def make(out, seed, fmt, b, m, k, n, one_in=16):
    rng = np.random.RandomState(int(seed))
    b, m, k, n = int(b), int(m), int(k), int(n)
    lead = (b,) if b else ()
    bb = max(b, 1)
    for name, fm, shape in (("lhs", fmt, (m, k)), ("rhs", fmt, (k, n)),
                            ("acc", "f32", (m, n))):
        count = bb * shape[0] * shape[1]
        data = fpref._store(fm, values(rng, fm, count, int(one_in)))
        np.save(os.path.join(out, name + ".npy"), data.reshape(lead + shape))


def select(src, dst, tk, lo, hi, step):
    lhs = np.load(os.path.join(src, "lhs.npy"))
    rhs = np.load(os.path.join(src, "rhs.npy"))
    tk, lo, hi, step = int(tk), int(lo), int(hi), int(step)
    k = lhs.shape[1]
    cols = [t * tk + c for t in range(lo, hi, step) for c in range(tk)]
    pad_l = np.zeros((lhs.shape[0], 1), lhs.dtype)
    pad_r = np.zeros((1, rhs.shape[1]), rhs.dtype)
    lhs = np.concatenate([lhs, pad_l], axis=1)
    rhs = np.concatenate([rhs, pad_r], axis=0)
    pick = [c if c < k else k for c in cols]  # k: the zero column / row
    os.makedirs(dst, exist_ok=True)
    np.save(os.path.join(dst, "lhs.npy"), np.ascontiguousarray(lhs[:, pick]))
    np.save(os.path.join(dst, "rhs.npy"), np.ascontiguousarray(rhs[pick, :]))
    np.save(os.path.join(dst, "acc.npy"), np.load(os.path.join(src, "acc.npy")))


def check(out, got_path, fmt, row0=None, row1=None):
    lhs, rhs = np.load(os.path.join(out, "lhs.npy")), np.load(
        os.path.join(out, "rhs.npy"))
    acc = np.load(os.path.join(out, "acc.npy"))
    got = np.load(got_path)
    if row0 is not None:
        rows = slice(int(row0), int(row1))
        n = rhs.shape[-1]
        lhs, acc = lhs[rows], acc.reshape(-1, n)[rows]
        got = got.reshape(-1, n)[rows]
    if lhs.ndim == 2:
        lhs, rhs, acc = lhs[None], rhs[None], acc[None]
    bt, m, k = lhs.shape
    n = rhs.shape[2]
    a32 = np.array(fpref.conv(fpref._bits(lhs), fmt, "f32")).reshape(bt, m, k)
    b32 = np.array(fpref.conv(fpref._bits(rhs), fmt, "f32")).reshape(bt, k, n)
    want = []
    for x in range(bt):
        s = fpref._bits(acc[x])
        for kk in range(k):
            av = [int(a32[x, i, kk]) for i in range(m) for _ in range(n)]
            bv = [int(b32[x, kk, j]) for _ in range(m) for j in range(n)]
            s = fpref.arith("fma", "f32", "rn", av, bv, s)
        want += s
    # Bit for bit, NaNs included: a NaN result is the canonical quiet NaN
    # (fpref's arithmetic gives nothing else), whatever NaNs came in.
    got = fpref._bits(got)
    bad = [i for i, (g, w) in enumerate(zip(got, want)) if g != w]
    if len(got) != len(want) or bad:
        i = bad[0] if bad else 0
        sys.exit("mmaf %s: %d of %d elements differ; first [%d]: got %#010x, "
                 "want %#010x" % (fmt, len(bad), len(want), i, got[i], want[i]))
    print("mmaf %s %dx%dx%dx%d: %d elements exact" % (fmt, bt, m, k, n,
                                                      len(want)))


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(*sys.argv[2:10])
    elif sys.argv[1] == "select":
        select(*sys.argv[2:8])
    else:
        check(*sys.argv[2:7])
