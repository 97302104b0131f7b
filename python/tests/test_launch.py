"""Launching kernels with numpy arrays and Python numbers."""

import os
import pathlib
import subprocess
import sys
import threading

import numpy as np
import pytest

import tilekit
from tilekit import LaunchError
from conftest import ROOT

SAXPY = ROOT / "examples" / "run" / "saxpy.mlir"

KERNELS = """\
cuda_tile.module @kernels {
  entry @scalars(%a: tile<i8>, %b: tile<f16>, %c: tile<bf16>, %d: tile<i1>,
                 %e: tile<i64>, %f: tile<f64>, %pa: tile<ptr<i8>>,
                 %pb: tile<ptr<f16>>, %pc: tile<ptr<bf16>>,
                 %pd: tile<ptr<i1>>, %pe: tile<ptr<i64>>,
                 %pf: tile<ptr<f64>>) {
    %0 = store_ptr_tko weak %pa, %a : tile<ptr<i8>>, tile<i8> -> token
    %1 = store_ptr_tko weak %pb, %b : tile<ptr<f16>>, tile<f16> -> token
    %2 = store_ptr_tko weak %pc, %c : tile<ptr<bf16>>, tile<bf16> -> token
    %3 = store_ptr_tko weak %pd, %d : tile<ptr<i1>>, tile<i1> -> token
    %4 = store_ptr_tko weak %pe, %e : tile<ptr<i64>>, tile<i64> -> token
    %5 = store_ptr_tko weak %pf, %f : tile<ptr<f64>>, tile<f64> -> token
    return
  }

  entry @check_bound(%bound: tile<i32>) {
    %i = iota : tile<4xi32>
    %r = reshape %bound : tile<i32> -> tile<1xi32>
    %b = broadcast %r : tile<1xi32> -> tile<4xi32>
    %ok = cmpi less_than %i, %b, signed : tile<4xi32> -> tile<4xi1>
    assert %ok, "lane below bound" : tile<4xi1>
    return
  }

  entry @increment(%x: tile<i8>, %out: tile<ptr<i8>>) {
    %one = constant <i8: 1> : tile<i8>
    %y = addi %x, %one overflow<no_signed_wrap> : tile<i8>
    %0 = store_ptr_tko weak %out, %y : tile<ptr<i8>>, tile<i8> -> token
    return
  }

  entry @race(%p: tile<ptr<i32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %0 = store_ptr_tko weak %p, %bid : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  entry @scale(%v: tensor_view<?x?xf32, strides=[?,?]>, %s: tile<f32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %pv = make_partition_view %v : partition_view<tile=(1x8), tensor_view<?x?xf32, strides=[?,?]>>
    %t, %k = load_view_tko weak %pv[%bx, %c0] : partition_view<tile=(1x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x8xf32>, token
    %r = reshape %s : tile<f32> -> tile<1x1xf32>
    %b = broadcast %r : tile<1x1xf32> -> tile<1x8xf32>
    %m = mulf %t, %b : tile<1x8xf32>
    %k2 = store_view_tko weak %m, %pv[%bx, %c0] : tile<1x8xf32>, partition_view<tile=(1x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
    return
  }

  entry @double_bf16(%x: tile<ptr<bf16>>, %y: tile<ptr<bf16>>) {
    %i = iota : tile<4xi32>
    %rx = reshape %x : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %bx = broadcast %rx : tile<1xptr<bf16>> -> tile<4xptr<bf16>>
    %px = offset %bx, %i : tile<4xptr<bf16>>, tile<4xi32> -> tile<4xptr<bf16>>
    %v, %t = load_ptr_tko weak %px : tile<4xptr<bf16>> -> tile<4xbf16>, token
    %w = addf %v, %v : tile<4xbf16>
    %ry = reshape %y : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %by = broadcast %ry : tile<1xptr<bf16>> -> tile<4xptr<bf16>>
    %py = offset %by, %i : tile<4xptr<bf16>>, tile<4xi32> -> tile<4xptr<bf16>>
    %k = store_ptr_tko weak %py, %w : tile<4xptr<bf16>>, tile<4xbf16> -> token
    return
  }
}
"""


@pytest.fixture(scope="module")
def kernels():
    return tilekit.Module.parse(KERNELS, name="kernels.mlir")


def saxpy_inputs(n=1000):
    x = np.arange(n, dtype=np.float32) * np.float32(0.5)
    y = np.ones(n, dtype=np.float32)
    return x, y


def test_saxpy(capsys):
    module = tilekit.Module.load(SAXPY)
    x, y = saxpy_inputs()
    tilekit.launch(module, "saxpy", 4, 2.0, x, y, 1000)
    np.testing.assert_array_equal(y, 2 * x + 1)
    # print_tko goes to sys.stdout.
    assert capsys.readouterr().out == "saxpy: y[0:4] = [1, 2, 3, 4]\n"


def test_entry_forms_grids_threads_and_repeats(capsys):
    module = tilekit.Module.load(SAXPY)
    entry = module.entries[0]
    x, y = saxpy_inputs()
    for name, grid, threads in ((None, (4,), None), ("@saxpy", [4, 1], 1),
                                (entry, (4, 1, 1), 2)):
        tilekit.launch(module, name, grid, np.float32(1.0), x, y, 1000,
                       threads=threads, check=True)
    np.testing.assert_array_equal(y, 3 * x + 1)
    assert capsys.readouterr().out.count("saxpy:") == 3


def test_scalars_take_the_parameter_type(kernels):
    outs = [np.zeros(1, dtype) for dtype in
            (np.int8, np.float16, np.uint16, np.bool_, np.int64, np.float64)]
    tilekit.launch(kernels, "scalars", 1, -5, 0.1, 1.5, True, 2**40, 1 / 3,
                   *outs)
    assert outs[0][0] == -5
    assert outs[1][0] == np.float16(0.1)
    assert outs[2][0] == 0x3FC0  # bf16 1.5
    assert outs[3][0]
    assert outs[4][0] == 2**40
    assert outs[5][0] == 1 / 3
    # Unsigned range, numpy scalars, bf16 rounding to nearest even.
    tilekit.launch(kernels, "scalars", 1, 255, np.float32(2.5), 0.1,
                   np.bool_(False), -1, 7, *outs)
    assert outs[0][0] == -1
    assert outs[1][0] == 2.5
    assert outs[2][0] == 0x3DCD  # bf16 0.1
    assert not outs[3][0]
    assert outs[4][0] == -1
    assert outs[5][0] == 7.0


def test_failed_assert_raises_located_error(kernels):
    tilekit.launch(kernels, "check_bound", 1, 4)
    with pytest.raises(LaunchError) as info:
        tilekit.launch(kernels, "check_bound", 1, 2)
    error = info.value
    line = KERNELS.splitlines().index(
        '    assert %ok, "lane below bound" : tile<4xi1>') + 1
    assert isinstance(error, RuntimeError)
    assert error.location == f"kernels.mlir:{line}:5"
    assert error.op == "cuda_tile.assert"
    assert error.block == (0, 0, 0)
    assert str(error).startswith(f"kernels.mlir:{line}:5: error: "
                                 "'cuda_tile.assert' assertion failed: "
                                 "\"lane below bound\" (element [2] is false)")


def test_out_of_bounds_access(capsys):
    module = tilekit.Module.load(SAXPY)
    x, y = saxpy_inputs(100)
    with pytest.raises(LaunchError) as info:
        tilekit.launch(module, "saxpy", 4, 2.0, x, y, 1000)
    error = info.value
    assert error.location.startswith(f"{SAXPY}:")
    assert error.op == "cuda_tile.load_view_tko"
    assert "out-of-bounds" in str(error)
    assert "argument 1 (args[1], float32 array of shape (100,))" in str(error)


def test_check_reports_undefined_behaviour(kernels):
    out = np.zeros(1, np.int8)
    tilekit.launch(kernels, "increment", 1, 127, out)  # wraps without check
    assert out[0] == -128
    with pytest.raises(LaunchError) as info:
        tilekit.launch(kernels, "increment", 1, 127, out, check=True)
    assert info.value.op == "cuda_tile.addi"
    assert "--check: signed overflow" in str(info.value)
    tilekit.launch(kernels, "increment", 1, 5, out, check=True)
    assert out[0] == 6


def test_check_reports_data_races(kernels):
    # Two tile blocks store to one element with weak stores and nothing
    # orders them: undefined behaviour, reported only with check=True.
    out = np.zeros(1, np.int32)
    tilekit.launch(kernels, "race", 2, out, threads=1)
    with pytest.raises(LaunchError) as info:
        tilekit.launch(kernels, "race", 2, out, threads=1, check=True)
    assert info.value.op == "cuda_tile.store_ptr_tko"
    message = str(info.value)
    assert "--check: data race (write-write): weak store at " in message
    assert "in tile block (1, 0, 0) and weak store at " in message
    assert "in tile block (0, 0, 0) access byte 0 of argument 0" in message
    # One block alone does not race.
    tilekit.launch(kernels, "race", 1, out, check=True)


def test_tensor_view_parameters(kernels):
    x = np.arange(24, dtype=np.float32).reshape(3, 8)
    expected = x * 3
    tilekit.launch(kernels, "scale", 3, x, 3.0)
    np.testing.assert_array_equal(x, expected)
    # A strided view is bound with its strides: only its elements change.
    base = np.arange(32, dtype=np.float32).reshape(2, 16)
    view = base[:, ::2]
    expected = base.copy()
    expected[:, ::2] *= -1
    tilekit.launch(kernels, "scale", 2, view, -1.0)
    np.testing.assert_array_equal(base, expected)


def test_bit_pattern_buffers(kernels):
    values = np.array([1.5, -2.0, 0.1, 3.0e38], np.float32)
    x = tilekit.to_bits(values, "bf16")
    assert x.dtype == np.uint16
    y = np.zeros(4, np.uint16)
    tilekit.launch(kernels, "double_bf16", 1, x, y)
    doubled = tilekit.from_bits(y, "bf16")
    assert doubled.dtype == np.float32
    assert doubled[:3].tolist() == [3.0, -4.0, 0.2001953125]
    assert np.isinf(doubled[3])


def test_to_bits_and_from_bits():
    rng = np.random.default_rng(1)
    values = rng.standard_normal(1000).astype(np.float32)
    np.testing.assert_array_equal(
        tilekit.to_bits(values, "f16"), values.astype(np.float16).view(
            np.uint16))
    np.testing.assert_array_equal(
        tilekit.to_bits(values, "f32"), values.view(np.uint32))
    bits = tilekit.to_bits(values.reshape(10, 100), "bf16")
    assert bits.shape == (10, 100)
    back = tilekit.from_bits(bits, "bf16")
    assert np.all(np.abs(back - values.reshape(10, 100))
                  <= np.abs(values.reshape(10, 100)) * 2.0**-8)
    # f8E4M3FN saturates, NaN included (docs/numerics.md).
    assert tilekit.to_bits([448.0, 1e9, np.nan], "f8E4M3FN").tolist() == \
        [0x7E, 0x7E, 0x7E]
    assert tilekit.from_bits([0x7E], "f8E4M3FN").tolist() == [448.0]
    assert tilekit.from_bits(np.uint64(0x3FF0000000000000), "f64") == 1.0
    with pytest.raises(ValueError):
        tilekit.to_bits([1.0], "i32")
    with pytest.raises(ValueError):
        tilekit.from_bits([1.5], "bf16")


JIT_CHECK = """
import numpy as np
import tilekit
module = tilekit.Module.load({saxpy!r})
x = (np.random.RandomState(5).randn(1000) * 1e3).astype(np.float32)
y = np.linspace(-1, 1, 1000, dtype=np.float32)
tilekit.launch(module, "saxpy", 4, 2.5, x, y, 1000, **{engine!r})
print(y.view(np.uint32).tolist())
"""


def run_engine(engine, stats=True):
    """saxpy in a child process (an engine that crashes fails this test
    only); returns (output bits, stderr)."""
    env = dict(os.environ, PYTHONPATH=str(
        pathlib.Path(tilekit.__file__).resolve().parents[1]))
    if stats:
        env["TILEKIT_JIT_STATS"] = "1"
    result = subprocess.run(
        [sys.executable, "-c",
         JIT_CHECK.format(saxpy=str(SAXPY), engine=engine)],
        env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout.split("\n")[-2], result.stderr


def test_jit_engine_is_the_default_and_exact():
    default, default_err = run_engine({})
    jit, jit_err = run_engine({"engine": "jit"})
    interp, interp_err = run_engine({"engine": "interp"})
    checked, checked_err = run_engine({"check": True})
    # The JIT compiled the entry for the default and for engine="jit" (its
    # statistics line), not for the interpreter or a checked launch.
    assert "jit: @saxpy" in default_err, default_err
    assert "jit: @saxpy" in jit_err, jit_err
    assert "jit: @saxpy" not in interp_err, interp_err
    assert "jit: @saxpy" not in checked_err, checked_err
    # Bit for bit the interpreter's results, and numpy's: saxpy is an fma,
    # 2.5 * x + y rounded once; in float64 the product and the sum are exact
    # for these magnitudes (spans below 53 bits), so one rounding to f32
    # gives the fma's result.
    assert default == jit == interp == checked
    x = (np.random.RandomState(5).randn(1000) * 1e3).astype(np.float32)
    y = np.linspace(-1, 1, 1000, dtype=np.float32)
    exact = 2.5 * x.astype(np.float64) + y.astype(np.float64)
    assert interp == str(exact.astype(np.float32).view(np.uint32).tolist())


def test_launch_after_transforming(capsys):
    module = tilekit.Module.load(SAXPY)
    x, y = saxpy_inputs()
    tilekit.launch(module, "saxpy", 4, 2.0, x, y, 1000)
    module.tile_canonicalize()
    tilekit.launch(module, "saxpy", 4, 2.0, x, y, 1000)
    np.testing.assert_array_equal(y, 4 * x + 1)
    copy = module.copy()
    tilekit.launch(copy, "saxpy", 4, -4.0, x, y, 1000)
    np.testing.assert_array_equal(y, 1)
    # From bytecode as well.
    read = tilekit.Module.from_bytecode(module.to_bytecode("13.1"))
    tilekit.launch(read, "saxpy", 4, 1.0, x, y, 1000)
    np.testing.assert_array_equal(y, x + 1)


def test_launches_from_several_threads(capsys):
    module = tilekit.Module.load(SAXPY)
    results = [saxpy_inputs() for _ in range(4)]
    errors = []

    def work(x, y):
        try:
            for _ in range(3):
                tilekit.launch(module, "saxpy", 4, 1.0, x, y, 1000)
        except Exception as error:  # reported below
            errors.append(error)

    threads = [threading.Thread(target=work, args=pair) for pair in results]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors
    for x, y in results:
        np.testing.assert_array_equal(y, 3 * x + 1)


RATIO = """\
cuda_tile.module @ratio {
  entry @ratio(%x: tensor_view<?xf32, strides=[1]>,
               %y: tensor_view<?xf32, strides=[1]>,
               %o: tensor_view<?xf32, strides=[1]>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %xv = make_partition_view %x : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>
    %yv = make_partition_view %y : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>
    %ov = make_partition_view %o : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>
    %a, %k0 = load_view_tko weak %xv[%bx] : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %b, %k1 = load_view_tko weak %yv[%bx] : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %q = divf %a, %b : tile<4xf32>
    %s0 = store_view_tko weak %q, %ov[%bx] : tile<4xf32>, partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
"""


def test_check_nan_stops_at_the_first_made_up_nan():
    module = tilekit.Module.parse(RATIO, name="ratio.mlir")
    # Block 1 divides 0 by 0 at its element [2] (x[6] / y[6]); block 0
    # divides finite values by 2.
    x = np.array([2, 4, 6, 8, 1, 1, 0, 1], np.float32)
    y = np.array([2, 2, 2, 2, 1, 1, 0, 1], np.float32)
    out = np.zeros(8, np.float32)
    with pytest.raises(LaunchError) as info:
        tilekit.launch(module, "ratio", 2, x, y, out, threads=1,
                       check="nan")
    error = info.value
    assert error.op == "cuda_tile.divf"
    assert error.block == (1, 0, 0)
    assert error.location.startswith("ratio.mlir:")
    assert ("--check=nan: produced NaN at element [2] from finite operands "
            "(lhs = 0, rhs = 0)") in str(error)
    # The modes combine, as a string or a list; True alone is "ub" and
    # lets the NaN through.
    for check in ("ub,nan", ["nan", "ub"]):
        with pytest.raises(LaunchError, match="produced NaN"):
            tilekit.launch(module, "ratio", 2, x, y, out, check=check)
    tilekit.launch(module, "ratio", 2, x, y, out, check=True)
    np.testing.assert_array_equal(
        out, np.array([1, 2, 3, 4, 1, 1, np.nan, 1], np.float32))
    # A NaN brought in by an operand passes silently.
    x[0] = np.nan
    tilekit.launch(module, "ratio", 1, x[:4], y[:4], out[:4], check="nan")
    np.testing.assert_array_equal(
        out, np.array([np.nan, 2, 3, 4, 1, 1, np.nan, 1], np.float32))


def test_check_modes_are_validated():
    module = tilekit.Module.parse(RATIO, name="ratio.mlir")
    x = np.ones(4, np.float32)
    with pytest.raises(ValueError, match="unknown check mode 'inf'"):
        tilekit.launch(module, "ratio", 1, x, x, x.copy(), check="nan,inf")
    with pytest.raises(TypeError, match="check must be"):
        tilekit.launch(module, "ratio", 1, x, x, x.copy(), check=3)


def test_trace_prints_op_summaries(capfd):
    module = tilekit.Module.parse(RATIO, name="ratio.mlir")
    x = np.array([2, 4, 6, 8, 1, 1, 0, 1], np.float32)
    y = np.array([2, 2, 2, 2, 1, 1, 0, 1], np.float32)
    out = np.zeros(8, np.float32)
    # divf is at line 11 of RATIO; block 1 gives [1, 1, 0/0, 1].
    tilekit.launch(module, "ratio", 2, x, y, out, trace_blocks=[(1,)],
                   trace_at="ratio.mlir:11")
    err = capfd.readouterr().err
    assert err.splitlines()[-3:] == [
        "--- tile block (1, 0, 0)",
        "ratio.mlir:11:10: cuda_tile.divf",
        "  #0: tile<4xf32> min=1 max=1 nan=1 inf=0 [1, 1, nan, 1]"]
    tilekit.launch(module, "ratio", 2, x, y, out, trace=True)
    err = capfd.readouterr().err
    assert "--- tile block (0, 0, 0)\n" in err
    assert "  #0: tile<4xf32> min=1 max=4 nan=0 inf=0 [1, 2, 3, 4]\n" in err
    with pytest.raises(LaunchError, match="no op of @ratio is at this line"):
        tilekit.launch(module, "ratio", 1, x, y, out, trace_at="ratio.mlir:1")
    with pytest.raises(TypeError, match="trace_blocks"):
        tilekit.launch(module, "ratio", 1, x, y, out, trace_blocks=[(1, -1)])


# An inlined divi (lib.py:7:3 called from k.py:3:5) and a print at a di_loc;
# positions by hand from the locations below.
INLINED = """\
#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 1>
cuda_tile.module @m {
  entry @k(%a: tile<i32>, %b: tile<i32>) {
    %q = divi %a, %b signed : tile<i32> loc(callsite(#cuda_tile.di_loc<loc("lib.py":7:3) in #sp> at #cuda_tile.di_loc<loc("k.py":3:5) in #sp>))
    %t = make_token : token loc(#cuda_tile.di_loc<loc("k.py":4:1) in #sp>)
    %p = print_tko "q=%d\\0A", %q token=%t : tile<i32> -> token loc(#cuda_tile.di_loc<loc("k.py":5:9) in #sp>)
    return loc(#cuda_tile.di_loc<loc("k.py":6:1) in #sp>)
  } loc(#cuda_tile.di_loc<loc("k.py":1:1) in #sp>)
}
"""


@pytest.mark.parametrize("engine", ["interp", "jit"])
def test_print_locations(capfd, engine):
    module = tilekit.Module.parse(INLINED, name="inlined.mlir")
    tilekit.launch(module, "k", 1, 7, 2, engine=engine, print_locations=True)
    assert capfd.readouterr().out == "k.py:5:9: q=3\n"
    tilekit.launch(module, "k", 1, 7, 2, engine=engine)
    assert capfd.readouterr().out == "q=3\n"


def test_errors_name_the_source_position_and_call_sites():
    module = tilekit.Module.parse(INLINED, name="inlined.mlir")
    with pytest.raises(LaunchError) as info:
        tilekit.launch(module, "k", 1, 7, 0, check=True)
    assert str(info.value).splitlines() == [
        "lib.py:7:3: error: 'cuda_tile.divi' --check: division by zero or "
        "MIN / -1 at element [] (lhs 7, rhs 0, as unsigned bits) in tile "
        "block (0, 0, 0)",
        "k.py:3:5: note: called from"]
    assert info.value.location == "lib.py:7:3"
    assert info.value.op == "cuda_tile.divi"
    assert info.value.block == (0, 0, 0)


# Three tile blocks, 16 rows of C = A x B each, over one shared B: a matmul
# K loop, whose packed B panels the JIT keeps for a thread's later blocks
# (docs/jit.md, "Matmul K loops").
MATMUL_ROWS = """\
cuda_tile.module @m {
  entry @rows(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %o: tile<ptr<f32>>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %steps = constant <i32: 32> : tile<i32>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [48, 256], strides = [256, 1] : tensor_view<48x256xf16, strides=[256,1]>
    %tb = make_tensor_view %b, shape = [256, 32], strides = [32, 1] : tensor_view<256x32xf16, strides=[32,1]>
    %to = make_tensor_view %o, shape = [48, 32], strides = [32, 1] : tensor_view<48x32xf32, strides=[32,1]>
    %vb = make_partition_view %tb : partition_view<tile=(8x32), tensor_view<256x32xf16, strides=[32,1]>>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>
    %c0 = constant <f32: 0.0> : tile<16x32xf32>
    %r = for %t in (%zero to %steps, step %one) : tile<i32> iter_values(%s = %c0) -> (tile<16x32xf32>) {
      %va = make_partition_view %ta : partition_view<tile=(16x8), tensor_view<48x256xf16, strides=[256,1]>>
      %xa, %tx = load_view_tko weak %va[%x, %t] : partition_view<tile=(16x8), tensor_view<48x256xf16, strides=[256,1]>>, tile<i32> -> tile<16x8xf16>, token
      %yb, %ty = load_view_tko weak %vb[%t, %zero] : partition_view<tile=(8x32), tensor_view<256x32xf16, strides=[32,1]>>, tile<i32> -> tile<8x32xf16>, token
      %n = mmaf %xa, %yb, %s : tile<16x8xf16>, tile<8x32xf16>, tile<16x32xf32>
      continue %n : tile<16x32xf32>
    }
    %t2 = store_view_tko weak %r, %vo[%x, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
}
"""


def test_kept_matmul_panels_last_one_launch():
    """B changed in place between two launches (same address): the second
    launch multiplies by the new values, not by panels kept from the
    first."""
    module = tilekit.Module.parse(MATMUL_ROWS, name="rows.mlir")
    rng = np.random.RandomState(7)
    a = rng.randn(48, 256).astype(np.float16)
    b = rng.randn(256, 32).astype(np.float16)
    for _ in range(2):
        out = np.zeros((48, 32), np.float32)
        tilekit.launch(module, "rows", 3, a, b, out, threads=1)
        ref = a.astype(np.float64) @ b.astype(np.float64)
        bound = 256 * 2.0**-24 * (np.abs(a).astype(np.float64) @ np.abs(b))
        assert np.all(np.abs(out - ref) <= bound)
        b[:] = rng.randn(256, 32).astype(np.float16)
