"""Every diagnostic becomes a Python exception carrying the located
messages; no input crashes the interpreter."""

import os
import warnings

import pytest

import tilekit
from tilekit import DiagnosticError, TileKitError
from conftest import ROOT

SAXPY = ROOT / "examples" / "run" / "saxpy.mlir"

SYNTAX_ERROR = """\
cuda_tile.module @m {
  entry @e() {
    %x = constant <i32: 1> : tile<i32>
    %y = no_such_op %x : tile<i32>
    return
  }
}
"""

# Parses, but reshape must keep the number of elements.
INVALID = """\
cuda_tile.module @m {
  entry @e() {
    %x = constant <f32: 1.0> : tile<4xf32>
    %y = reshape %x : tile<4xf32> -> tile<8xf32>
    return
  }
}
"""

DUPLICATE = """\
cuda_tile.module @m {
  entry @e() {
    return
  }
  entry @e() {
    return
  }
}
"""


def test_syntax_error_is_located():
    with pytest.raises(DiagnosticError) as info:
        tilekit.Module.parse(SYNTAX_ERROR, name="bad.mlir")
    error = info.value
    assert isinstance(error, TileKitError)
    (diagnostic,) = error.diagnostics
    assert diagnostic.severity == "error"
    assert diagnostic.location.startswith("bad.mlir:4:")
    assert "no_such_op" in diagnostic.message
    # The text is tile-opt's: location, message, source line, caret.
    text = str(error)
    assert text.startswith("bad.mlir:4:")
    assert "%y = no_such_op %x : tile<i32>" in text
    assert "^" in text
    assert error.messages == [str(diagnostic)]
    assert error.messages[0].startswith("bad.mlir:4:")


def test_verifier_error_names_the_op():
    with pytest.raises(DiagnosticError) as info:
        tilekit.Module.parse(INVALID, name="k.mlir")
    (diagnostic,) = info.value.diagnostics
    assert diagnostic.location == "k.mlir:4:10"
    assert diagnostic.message.startswith("'cuda_tile.reshape' op")
    assert "k.mlir:4:10: error: 'cuda_tile.reshape' op" in str(info.value)


def test_unverified_module_then_verify():
    module = tilekit.Module.parse(INVALID, name="k.mlir", verify=False)
    assert "reshape" in str(module)  # printing invalid IR is fine
    for action in (module.verify, lambda: module.entries,
                   module.to_bytecode, module.canonicalize,
                   lambda: tilekit.launch(module, "e", 1)):
        with pytest.raises(DiagnosticError) as info:
            action()
        assert info.value.diagnostics[0].location == "k.mlir:4:10"
        assert "k.mlir:4:10" in str(info.value)
        # The source line is shown even after parsing.
        assert "%y = reshape %x" in str(info.value)


def test_notes_are_kept():
    with pytest.raises(DiagnosticError) as info:
        tilekit.Module.parse(DUPLICATE, name="d.mlir")
    (diagnostic,) = info.value.diagnostics
    assert diagnostic.location == "d.mlir:5:3"
    assert "redefinition" in diagnostic.message
    (note,) = diagnostic.notes
    assert note.severity == "note"
    assert note.location == "d.mlir:2:3"


def test_not_a_tile_module():
    with pytest.raises(DiagnosticError) as info:
        tilekit.Module.parse("module {\n}\n", name="b.mlir")
    assert "expected a cuda_tile.module" in str(info.value)
    assert info.value.diagnostics[0].location == "b.mlir:1:1"
    with pytest.raises(DiagnosticError):
        tilekit.Module.parse("")


def test_bad_bytecode():
    with pytest.raises(DiagnosticError) as info:
        tilekit.Module.from_bytecode(b"not bytecode", name="x.tileirbc")
    assert "not Tile IR bytecode" in str(info.value)
    assert info.value.diagnostics[0].location == "x.tileirbc:0:0"
    data = tilekit.Module.load(SAXPY).to_bytecode()
    with pytest.raises(DiagnosticError) as info:
        tilekit.Module.from_bytecode(data[:len(data) // 2])
    assert "offset" in str(info.value)


def test_damaged_inputs_never_crash():
    text = SAXPY.read_text()
    for end in range(0, len(text), 37):
        try:
            tilekit.Module.parse(text[:end])
        except DiagnosticError as error:
            assert error.diagnostics
    data = tilekit.Module.load(SAXPY).to_bytecode()
    for end in range(0, len(data), 5):
        try:
            tilekit.Module.from_bytecode(data[:end])
        except DiagnosticError as error:
            assert str(error)
    damaged = bytearray(data)
    with warnings.catch_warnings():
        # Some damage only gives warnings (tilekit.TileKitWarning).
        warnings.simplefilter("ignore", tilekit.TileKitWarning)
        for index in range(8, len(damaged), 3):
            damaged[index] ^= 0x5A
            try:
                tilekit.Module.from_bytecode(bytes(damaged))
            except DiagnosticError:
                pass
            damaged[index] ^= 0x5A


def test_missing_file():
    with pytest.raises(FileNotFoundError):
        tilekit.Module.load(ROOT / "no" / "such.mlir")


def test_bad_arguments_to_module_methods():
    module = tilekit.Module.load(SAXPY)
    with pytest.raises(ValueError, match="unsupported bytecode version"):
        module.to_bytecode("12.9")
    with pytest.raises(ValueError, match="supported: 13.1, 13.2, 13.3"):
        module.to_bytecode("x")
    with pytest.raises(ValueError, match="invalid pass pipeline"):
        module.run_passes("no-such-pass")
    with pytest.raises(ValueError):
        module.run_passes("")
    # Still intact.
    module.verify()


def test_di_loc_diagnostics_name_the_source_position():
    # An addi whose result type differs from its operands', located by a
    # di_loc inlined at k.py:3:5.
    text = """\
#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 1>
cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 0> : tile<i32> loc(#cuda_tile.di_loc<loc("k.py":2:1) in #sp>)
    %d = "cuda_tile.addi"(%c, %c) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(callsite(#cuda_tile.di_loc<loc("lib.py":7:3) in #sp> at #cuda_tile.di_loc<loc("k.py":3:5) in #sp>))
    return loc(#cuda_tile.di_loc<loc("k.py":4:1) in #sp>)
  } loc(#cuda_tile.di_loc<loc("k.py":1:1) in #sp>)
}
"""
    with pytest.raises(tilekit.DiagnosticError) as info:
        tilekit.Module.parse(text, name="k.mlir")
    diagnostic = info.value.diagnostics[0]
    assert diagnostic.location == "lib.py:7:3"
    assert "k.py:3:5: note: called from" in str(info.value)


def _nested_ifs(levels):
    """An entry with `levels` nested `if` regions."""
    opens = "".join("    %%r%d = if %%c -> (tile<i32>) {\n" % i
                    for i in range(levels))
    closes = ("    yield %v : tile<i32>\n"
              "    } else { yield %v : tile<i32> }\n") * levels
    return ("cuda_tile.module @m {\n  entry @e() {\n"
            "    %c = constant <i1: true> : tile<i1>\n"
            "    %v = constant <i32: 1> : tile<i32>\n" + opens + closes
            + "    return\n  }\n}\n")


def test_nesting_beyond_the_limit_is_an_error_not_a_crash(tmp_path):
    # 5,000 nested regions overflowed the parser's stack and killed the
    # interpreter; past 1,024 levels the text is refused before parsing.
    with pytest.raises(DiagnosticError) as info:
        tilekit.parse(_nested_ifs(5000), name="deep.mlir")
    assert "nesting deeper than 1024 levels" in str(info.value)
    assert "deep.mlir:1026:28:" in str(info.value)
    path = tmp_path / "deep.mlir"
    path.write_text(_nested_ifs(5000))
    with pytest.raises(DiagnosticError):
        tilekit.load(path)
    # Within the limit the module parses.
    assert "entry @e" in str(tilekit.parse(_nested_ifs(1000)))


def test_load_refuses_what_is_not_a_regular_file(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="it is a FIFO, not a regular file"):
        tilekit.load(fifo)
    with pytest.raises(OSError, match="character device"):
        tilekit.load("/dev/zero")
