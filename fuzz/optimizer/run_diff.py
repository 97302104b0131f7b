#!/usr/bin/env python3
"""tile-optimize against NVIDIA's cuda-tile-optimize on generated modules.

Each module (gen_module.py) runs through both tools in every configuration:
-O0..3 with and without --fuse-fma, text out, bytecode out, bytecode in,
pipeline hooks, --enable-multithread, and loop-split through tile-opt /
cuda-tile-opt with thresholds. Where the reference succeeds, the outputs
must be byte-identical; where it fails or crashes, TileKit must exit 0 or 1
with a message, never crash. Without --ref-bin only that last property is
checked (TileKit alone).

  fuzz/optimizer/run_diff.py --tilekit-bin build/bin \
      --ref-bin /work/ref/build/bin --count 200 --seed 1
"""

import argparse
import collections
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_module  # noqa: E402

CONFIGS = [
    ("O0", ["-O", "0"]), ("O1", ["-O", "1"]), ("O2", ["-O=2"]), ("O3", []),
    ("O0+fma", ["-O", "0", "--fuse-fma"]), ("O3+fma", ["--fuse-fma"]),
    ("O1+fma", ["-O=1", "--fuse-fma"]),
    ("hooks", ["-O", "1", "--run-before-default-pipeline=cse",
               "--run-after-default-pipeline=loop-split{split-threshold=2},canonicalize"]),
    ("mt", ["--enable-multithread", "--fuse-fma"]),
]
OPT_PIPELINES = [
    ("split", "builtin.module(cuda_tile.module(cuda_tile.entry(loop-split)))"),
    ("split3", "builtin.module(cuda_tile.module(cuda_tile.entry(loop-split{split-threshold=3})))"),
    ("fma", "builtin.module(cuda_tile.module(cuda_tile.entry(fuse-fma)))"),
    ("scopes", "builtin.module(cuda_tile.module(synthesize-debug-info-scopes))"),
    # Where new ops go and which locations they take.
    ("O3-locations", "builtin.module(cuda_tile.module(cuda_tile.entry("
                     "fuse-fma,canonicalize,cse,loop-split,canonicalize)))"),
]


def run(cmd, timeout=60):
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""


def crashed(rc):
    return rc == "timeout" or not isinstance(rc, int) or rc < 0 or rc > 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tilekit-bin", required=True)
    ap.add_argument("--ref-bin")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=50)
    ap.add_argument("--keep", help="folder for the modules that differ")
    args = ap.parse_args()
    tk = lambda tool: os.path.join(args.tilekit_bin, tool)
    ref = lambda tool: os.path.join(args.ref_bin, tool)
    stats = collections.Counter()
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(args.seed, args.seed + args.count):
            text = gen_module.generate(seed)
            src = os.path.join(tmp, f"gen{seed}.mlir")
            with open(src, "w") as f:
                f.write(text)
            bc = os.path.join(tmp, f"gen{seed}.tileirbc")
            rc, _, err = run([tk("tile-translate"), "--mlir-to-cudatilebc", src, "-o", bc])
            if rc != 0:
                stats["invalid module (skipped)"] += 1
                continue
            jobs = []
            for name, flags in CONFIGS:
                jobs.append((name, "text", flags + [src]))
            jobs.append(("O3+fma", "bytecode-in", ["--fuse-fma", bc]))
            for name, flags in [("O3", []), ("O3+fma", ["--fuse-fma"]), ("O0", ["-O", "0"])]:
                jobs.append((name, "bytecode-out", flags + ["--emit-bytecode", src]))
            for name, cmd_flags, kind in [(j[0], j[2], j[1]) for j in jobs]:
                out_t = os.path.join(tmp, "t.out")
                out_r = os.path.join(tmp, "r.out")
                if kind == "bytecode-out":
                    ct = [tk("tile-optimize")] + cmd_flags + ["-o", out_t]
                    cr = [ref("cuda-tile-optimize")] + cmd_flags + ["-o", out_r] if args.ref_bin else None
                else:
                    ct = [tk("tile-optimize")] + cmd_flags
                    cr = [ref("cuda-tile-optimize")] + cmd_flags if args.ref_bin else None
                compare(stats, failures, seed, f"optimize {name} {kind}", ct, cr,
                        out_t if kind == "bytecode-out" else None,
                        out_r if kind == "bytecode-out" else None, args.keep, text)
            for name, pipeline in OPT_PIPELINES:
                extra = (["--mlir-print-debuginfo"]
                         if name in ("scopes", "O3-locations") else [])
                ct = [tk("tile-opt"), src, "--tile-reference-folds",
                      f"--pass-pipeline={pipeline}"] + extra
                cr = ([ref("cuda-tile-opt"), src, f"--pass-pipeline={pipeline}"] + extra
                      if args.ref_bin else None)
                compare(stats, failures, seed, f"opt {name}", ct, cr, None, None,
                        args.keep, text)
    for key, value in sorted(stats.items()):
        print(f"{value:6d}  {key}")
    for f in failures[:20]:
        print("DIFFERS:", f)
    print(f"{len(failures)} differences")
    return 1 if failures else 0


def compare(stats, failures, seed, label, ct, cr, out_t, out_r, keep, text):
    for path in (out_t, out_r):
        if path and os.path.exists(path):
            os.remove(path)
    rt, ot, et = run(ct)
    if crashed(rt):
        failures.append(f"seed {seed} {label}: TileKit crashed ({rt}): {et[-300:]!r}")
        stats["TileKit crash"] += 1
        return
    if rt != 0 and not et.strip():
        failures.append(f"seed {seed} {label}: TileKit failed without a message")
        return
    if cr is None:
        stats["TileKit ok" if rt == 0 else "TileKit clean error"] += 1
        return
    rr, orr, er = run(cr)
    if crashed(rr):
        stats[f"reference crashed ({label.split()[0]} {label.split()[1]})"] += 1
        return
    if rr != 0:
        stats[f"reference failed ({label.split()[0]} {label.split()[1]})"] += 1
        return
    if out_t:
        ot = open(out_t, "rb").read() if os.path.exists(out_t) else b"<none>"
        orr = open(out_r, "rb").read() if os.path.exists(out_r) else b"<none>"
    if rt != 0 or ot != orr:
        failures.append(f"seed {seed} {label}: rc {rt} vs {rr}")
        stats["differ"] += 1
        if keep:
            os.makedirs(keep, exist_ok=True)
            with open(os.path.join(keep, f"gen{seed}.mlir"), "w") as f:
                f.write(text)
        return
    stats["identical"] += 1
    # How often the interesting rewrites happened where both tools agree.
    if label.startswith("opt split") and ot.count(b" = for ") + ot.count(b" for ") > text.count(" for "):
        stats["identical, loop split"] += 1
    if b" fma " in ot and " fma " not in text:
        stats["identical, fma formed"] += 1


if __name__ == "__main__":
    sys.exit(main())
