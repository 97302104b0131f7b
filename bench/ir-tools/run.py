#!/usr/bin/env python3
"""Times TileKit's IR tools on one large module, against the reference tools.

usage: bench/ir-tools/run.py [--build build] [--runs 5] [--copies 10]
                             [--golden ../shared/testdata/golden]

Jobs (each the median of --runs, with its own peak resident memory):
  b2t    bytecode -> text     tile-translate --cudatilebc-to-mlir
  t2b    text -> bytecode     tile-translate --mlir-to-cudatilebc (13.3)
  t2t    text -> text         tile-opt (parse, verify, print)
  canon  --canonicalize       tile-opt --canonicalize
When TILEKIT_REF_BIN names the directory of the reference tools
(cuda-tile-opt, cuda-tile-translate), each job also runs there, the outputs
are compared byte for byte (canonicalization: after TileKit's documented
extra folds, docs/differences.md), and the ratio reference time / TileKit
time is printed (> 1: TileKit is faster). Otherwise the ratio is against the
TileKit figures recorded in RECORDED below (the tools as of the first
version of this benchmark, which ran at the reference's speed).
"""
import argparse
import os
import pathlib
import platform
import statistics
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent

# Seconds and MiB on the 2-core development machine ("AMD EPYC" Zen 4, 2
# vCPUs, nothing else running), --copies 10, before any of the work this
# benchmark tracks (bench/README.md).
RECORDED = {"b2t": (1.595, 167), "t2b": (1.851, 204),
            "t2t": (2.580, 212), "canon": (2.667, 212)}


def jobs(bin_dir, opt, translate, big, bc, out):
    return {
        "b2t": [bin_dir / translate, "--cudatilebc-to-mlir", bc, "-o", out],
        "t2b": [bin_dir / translate, "--no-implicit-module",
                "--mlir-to-cudatilebc", big, "-o", out],
        "t2t": [bin_dir / opt, "--no-implicit-module", big, "-o", out],
        "canon": [bin_dir / opt, "--no-implicit-module", "--canonicalize",
                  big, "-o", out],
    }


def run_once(cmd, env):
    """Returns (seconds, peak RSS in MiB) of one run of cmd."""
    start = time.perf_counter()
    proc = subprocess.Popen([str(c) for c in cmd], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        sys.exit(f"run.py: {' '.join(map(str, cmd))} failed:\n"
                 + proc.stderr.read().decode(errors="replace"))
    return elapsed, usage.ru_maxrss / 1024.0


def measure(cmd, runs, env):
    samples = [run_once(cmd, env) for _ in range(runs)]
    return (statistics.median(s for s, _ in samples),
            max(m for _, m in samples))


def cpu_model():
    for line in pathlib.Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            return line.split(":", 1)[1].strip()
    return platform.processor()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", type=pathlib.Path, default=ROOT / "build")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--copies", type=int, default=10)
    parser.add_argument("--golden", type=pathlib.Path,
                        default=ROOT.parent / "shared" / "testdata" / "golden")
    parser.add_argument("--jobs", default="b2t,t2b,t2t,canon")
    args = parser.parse_args()
    if not args.golden.is_dir():
        sys.exit(f"run.py: no golden data at {args.golden}")
    ref = os.environ.get("TILEKIT_REF_BIN")
    env = dict(os.environ)
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        big, bc = tmp / "big.mlir", tmp / "big.tileirbc"
        with open(big, "w") as f:
            subprocess.run([sys.executable, HERE / "generate-module.py",
                            args.golden, "--copies", str(args.copies)],
                           stdout=f, check=True)
        subprocess.run([args.build / "bin" / "tile-translate",
                        "--no-implicit-module", "--mlir-to-cudatilebc", big,
                        "-o", bc], check=True)
        print(f"CPU: {cpu_model()}, {os.cpu_count()} cores; module "
              f"{big.stat().st_size / 2**20:.1f} MiB text, "
              f"{bc.stat().st_size / 2**20:.2f} MiB bytecode; "
              f"median of {args.runs} runs")
        ours = jobs(args.build / "bin", "tile-opt", "tile-translate", big, bc,
                    tmp / "ours.out")
        theirs = (jobs(pathlib.Path(ref), "cuda-tile-opt",
                       "cuda-tile-translate", big, bc, tmp / "ref.out")
                  if ref else None)
        against = "reference" if ref else "recorded TileKit"
        print(f"| job | TileKit s | {against} s | speed ratio | "
              f"TileKit MiB | {against} MiB |")
        print("|---|---|---|---|---|---|")
        for name in args.jobs.split(","):
            seconds, mib = measure(ours[name], args.runs, env)
            if theirs:
                base_s, base_mib = measure(theirs[name], args.runs, env)
                same = (tmp / "ours.out").read_bytes() == \
                    (tmp / "ref.out").read_bytes()
                if not same and name == "canon":
                    # TileKit folds more than the reference on purpose
                    # (docs/differences.md): canonicalizing the reference's
                    # output must then give exactly TileKit's.
                    subprocess.run([args.build / "bin" / "tile-opt",
                                    "--no-implicit-module", "--canonicalize",
                                    tmp / "ref.out", "-o", tmp / "ref2.out"],
                                   check=True)
                    same = (tmp / "ours.out").read_bytes() == \
                        (tmp / "ref2.out").read_bytes()
                    if same:
                        print("run.py: canon: outputs differ by TileKit's "
                              "documented extra folds only", file=sys.stderr)
                if not same:
                    print(f"run.py: {name}: outputs differ", file=sys.stderr)
            else:
                base_s, base_mib = RECORDED[name]
            print(f"| {name} | {seconds:.3f} | {base_s:.3f} | "
                  f"{base_s / seconds:.2f} | {mib:.0f} | {base_mib:.0f} |")


if __name__ == "__main__":
    main()
