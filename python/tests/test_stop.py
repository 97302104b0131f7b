"""Stopping launches (timeout=, Ctrl-C), the GIL during launches, and
entries with thousands of parameters."""

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time

import numpy as np
import pytest

import tilekit
from tilekit import ArgumentError, LaunchError

SPIN = """\
cuda_tile.module @spin {
  // Never ends.
  entry @forever(%out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = loop iter_values(%i = %c0) : tile<i32> -> tile<i32> {
      %n = addi %i, %c1 : tile<i32>
      continue %n : tile<i32>
    }
    return
  }
  // n iterations, then out[0] = n.
  entry @count(%n: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %b = addi %a, %c1 : tile<i32>
      continue %b : tile<i32>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
"""


@pytest.fixture
def spin():
    return tilekit.Module.parse(SPIN, name="spin.mlir")


@pytest.mark.parametrize("engine", ["interp", "jit"])
@pytest.mark.parametrize("grid", [1, 64])
def test_timeout_stops_a_kernel_that_never_ends(spin, engine, grid):
    out = np.zeros(1, np.int32)
    start = time.monotonic()
    with pytest.raises(LaunchError, match=r"launch stopped after 0\.3 s "
                       r"\(timeout\)"):
        tilekit.launch(spin, "forever", grid, out, engine=engine,
                       threads=2, timeout=0.3)
    assert time.monotonic() - start < 5


def test_timeout_leaves_short_launches_alone(spin):
    out = np.zeros(1, np.int32)
    tilekit.launch(spin, "count", 1, 1000, out, timeout=60)
    assert out[0] == 1000
    # The module works on after a stopped launch.
    with pytest.raises(LaunchError):
        tilekit.launch(spin, "forever", 1, out, timeout=0.05)
    tilekit.launch(spin, "count", 1, 7, out, engine="interp", timeout=60)
    assert out[0] == 7


@pytest.mark.parametrize("bad", [0, -1, float("nan"), float("inf"), True,
                                 "1"])
def test_timeout_values(spin, bad):
    with pytest.raises(ValueError, match="timeout"):
        tilekit.launch(spin, "count", 1, 1, np.zeros(1, np.int32),
                       timeout=bad)


def test_other_threads_run_while_a_launch_waits_for_the_module(spin):
    """A launch on a module that another thread's launch holds waits for it
    without the GIL: a third thread keeps running meanwhile."""
    out1, out2 = np.zeros(1, np.int32), np.zeros(1, np.int32)
    # About a second on the interpreter.
    count = 1
    while True:
        start = time.monotonic()
        tilekit.launch(spin, "count", 1, count, out1, engine="interp")
        if time.monotonic() - start > 0.2 or count >= 1 << 28:
            break
        count *= 4
    count = min(count * 5, (1 << 31) - 1)
    errors = []

    def run():
        try:
            tilekit.launch(spin, "count", 1, count, out1, engine="interp")
        except Exception as error:  # reported below
            errors.append(error)

    worst = [0.0]
    watching = [True]

    def watch():
        # Sleeps of 10 ms, each needing the GIL to return.
        while watching[0]:
            start = time.monotonic()
            time.sleep(0.01)
            worst[0] = max(worst[0], time.monotonic() - start)

    first = threading.Thread(target=run)
    first.start()
    time.sleep(0.2)
    watcher = threading.Thread(target=watch)
    watcher.start()
    # Waits for the first launch to release the module.
    tilekit.launch(spin, "count", 1, 10, out2, engine="interp")
    watching[0] = False
    watcher.join()
    first.join()
    assert not errors
    assert out1[0] == count and out2[0] == 10
    assert worst[0] < 0.3, f"the other thread stalled for {worst[0]:.2f} s"


CHILD = """\
import sys, time
import numpy as np
import tilekit
module = tilekit.Module.parse({spin!r}, name="spin.mlir")
print("ready", flush=True)
try:
    tilekit.launch(module, "forever", 4, np.zeros(1, np.int32),
                   engine={engine!r}, threads=2)
except KeyboardInterrupt:
    print("interrupted", time.monotonic(), flush=True)
    sys.exit(0)
print("not interrupted", flush=True)
sys.exit(1)
"""


@pytest.mark.parametrize("engine", ["interp", "jit"])
def test_ctrl_c_interrupts_a_launch(engine):
    script = CHILD.format(spin=SPIN, engine=engine)
    child = subprocess.Popen([sys.executable, "-c", script],
                             stdout=subprocess.PIPE, text=True,
                             env=dict(os.environ))
    try:
        assert child.stdout.readline() == "ready\n"
        time.sleep(1.0)  # well into the launch
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        output, _ = child.communicate(timeout=5)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    exited = time.monotonic()
    assert child.returncode == 0, output
    word, at = output.split()
    assert word == "interrupted"
    # The child's clock is the same monotonic clock.
    assert float(at) - sent < 0.5, f"KeyboardInterrupt after " \
        f"{float(at) - sent:.3f} s"
    assert exited - sent < 3


def many_parameters(n):
    params = ", ".join(f"%p{i}: tile<i32>" for i in range(n))
    return tilekit.Module.parse(textwrap.dedent(f"""\
        cuda_tile.module @many {{
          entry @many({params}, %out: tile<ptr<i32>>) {{
            %s = addi %p0, %p{n - 1} : tile<i32>
            %t = store_ptr_tko weak %out, %s : tile<ptr<i32>>, tile<i32> -> token
            return
          }}
        }}
        """), name="many.mlir")


@pytest.mark.parametrize("n", [1000, 2000])
def test_entries_with_thousands_of_parameters(n):
    module = many_parameters(n)
    out = np.zeros(1, np.int32)
    args = list(range(1, n + 1))
    tilekit.launch(module, "many", 1, *args, out)
    assert out[0] == 1 + n
    # Too few arguments, and one of the wrong kind: the typed error.
    with pytest.raises(ArgumentError, match=f"takes {n + 1} parameter"):
        tilekit.launch(module, "many", 1, *args)
    with pytest.raises(ArgumentError, match="cannot bind parameter"):
        tilekit.launch(module, "many", 1, *args[:-1], out, out)
