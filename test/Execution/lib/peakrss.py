#!/usr/bin/env python3
"""Runs a command and bounds its peak resident memory.

  peakrss.py MAX_MIB COMMAND...

Runs COMMAND (its output passes through), then prints `peak RSS: N MiB`
on stdout and exits 1 when N exceeds MAX_MIB, else with COMMAND's status.
The peak is the child's ru_maxrss, which `ulimit -v` cannot stand in for:
LLVM reserves far more address space than it touches.
"""
import resource
import subprocess
import sys


def main():
    limit = float(sys.argv[1])
    status = subprocess.call(sys.argv[2:])
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024.0
    sys.stdout.flush()
    print(f"peak RSS: {peak:.0f} MiB", flush=True)
    if peak > limit:
        print(f"peakrss.py: error: peak RSS {peak:.0f} MiB is over the bound "
              f"of {limit:.0f} MiB", file=sys.stderr)
        sys.exit(1)
    sys.exit(status)


if __name__ == "__main__":
    main()
