#!/usr/bin/env python3
"""Damaged large bytecode through the parallel and the one-thread reader.

usage: fuzz/bytecode-threads/run_mutants.py [--tile-translate build/bin/tile-translate]
           [--golden ../shared/testdata/golden] [--seed 1] [--count 200]

The module of every golden kernel (bench/ir-tools/generate-module.py, one
copy: about 420 KB of bytecode, so the reader decodes function bodies on
the context's threads) is damaged at random (bytes replaced, the file cut)
and read twice with `--mlir-print-debuginfo`: as is and with
`--mlir-disable-threading`. A crash, or any difference in exit status,
diagnostics or printed module, is a finding; its input is kept in --out.
"""
import argparse
import pathlib
import random
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tile-translate", type=pathlib.Path,
                        default=ROOT / "build" / "bin" / "tile-translate")
    parser.add_argument("--golden", type=pathlib.Path,
                        default=ROOT.parent / "shared" / "testdata" / "golden")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--out", type=pathlib.Path, default=pathlib.Path("."))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    findings = accepted = 0
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        text, good = tmp / "module.mlir", tmp / "module.tileirbc"
        with open(text, "w") as f:
            subprocess.run([sys.executable, ROOT / "bench" / "ir-tools" /
                            "generate-module.py", args.golden, "--copies",
                            "1"], stdout=f, check=True)
        subprocess.run([args.tile_translate, "--no-implicit-module",
                        "--mlir-to-cudatilebc", text, "-o", good], check=True)
        data = good.read_bytes()
        damaged = tmp / "damaged.tileirbc"
        for index in range(args.count):
            mutant = bytearray(data)
            for _ in range(rng.choice([1, 2, 4, 16])):
                mutant[rng.randrange(len(mutant))] = rng.randrange(256)
            if rng.random() < 0.2:
                mutant = mutant[:rng.randrange(len(mutant))]
            damaged.write_bytes(mutant)
            runs = []
            for extra in ([], ["--mlir-disable-threading"]):
                out = tmp / f"out{len(runs)}.mlir"
                proc = subprocess.run(
                    [args.tile_translate, "--cudatilebc-to-mlir",
                     "--mlir-print-debuginfo", *extra, damaged, "-o", out],
                    capture_output=True, timeout=120)
                printed = out.read_bytes() if proc.returncode == 0 else b""
                runs.append((proc.returncode, proc.stderr, printed))
            crashed = any(code not in (0, 1) for code, _, _ in runs)
            if crashed or runs[0] != runs[1]:
                findings += 1
                (args.out / f"bytecode-threads-{args.seed}-{index}.tileirbc"
                 ).write_bytes(mutant)
            accepted += runs[0][0] == 0
    print(f"bytecode-threads: {args.count} damaged files, {findings} "
          f"findings, {accepted} read successfully")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
