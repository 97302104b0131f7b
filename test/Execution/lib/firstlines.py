#!/usr/bin/env python3
"""Shows what a command writes to stderr before it ends.

  firstlines.py N SECONDS COMMAND...

Starts COMMAND, echoes the first N lines of its stderr to stdout, then
kills it and exits 0. Exits 1 when COMMAND ends, or SECONDS pass, before
N lines came: for a command that never ends (a kernel in an endless loop)
this checks that output appears while it runs.
"""
import os
import selectors
import subprocess
import sys
import time


def main():
    wanted = int(sys.argv[1])
    deadline = time.monotonic() + float(sys.argv[2])
    child = subprocess.Popen(sys.argv[3:], stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE)
    selector = selectors.DefaultSelector()
    selector.register(child.stderr, selectors.EVENT_READ)
    data = b""
    try:
        while data.count(b"\n") < wanted:
            left = deadline - time.monotonic()
            if left <= 0 or not selector.select(left):
                print(f"firstlines.py: error: fewer than {wanted} lines in "
                      f"{sys.argv[2]} s", file=sys.stderr)
                return 1
            chunk = os.read(child.stderr.fileno(), 65536)
            if not chunk:
                lines = data.count(b"\n")
                print(f"firstlines.py: error: the command ended after "
                      f"{lines} lines", file=sys.stderr)
                return 1
            data += chunk
    finally:
        if child.poll() is None:
            child.kill()
        child.wait()
    sys.stdout.write(b"\n".join(data.split(b"\n")[:wanted]).decode() + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
