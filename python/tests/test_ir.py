"""Modules: parsing, printing, bytecode, entries and passes, checked against
TileKit's own tools (tile-opt, tile-translate) where they give the answer."""

import subprocess

import pytest

import tilekit
from conftest import ROOT

SAXPY = ROOT / "examples" / "run" / "saxpy.mlir"
METADATA = ROOT / "examples" / "kernel-metadata.mlir"

# Something for every canonicalization step: a constant select, an `if` on
# a constant, an addf of constants, and integer expressions the simplifier
# folds.
FOLDABLE = """\
cuda_tile.module @fold {
  entry @fold(%p: tile<ptr<f32>>, %q: tile<ptr<i32>>, %n: tile<i32>) {
    %t = constant <i1: true> : tile<i1>
    %a = constant <f32: 1.5> : tile<f32>
    %b = constant <f32: 2.25> : tile<f32>
    %s = select %t, %a, %b : tile<i1>, tile<f32>
    %c = addf %a, %b rounding<nearest_even> : tile<f32>
    %d = addf %s, %c rounding<nearest_even> : tile<f32>
    %e = if %t -> (tile<f32>) {
      yield %d : tile<f32>
    } else {
      yield %a : tile<f32>
    }
    %k0 = store_ptr_tko weak %p, %e : tile<ptr<f32>>, tile<f32> -> token
    %z = constant <i32: 0> : tile<i32>
    %m = addi %n, %z : tile<i32>
    %o = subi %m, %n : tile<i32>
    %k1 = store_ptr_tko weak %q, %o : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
"""


def run_tool(path, *args, stdin=None):
    result = subprocess.run([str(path), *map(str, args)], input=stdin,
                            capture_output=True, check=True)
    return result.stdout


def test_print_is_the_reference_text(tool):
    for path in (SAXPY, METADATA):
        expected = run_tool(tool("tile-opt"), "--no-implicit-module", path)
        assert str(tilekit.Module.load(path)) == expected.decode()


def test_parse_print_round_trip():
    module = tilekit.Module.load(SAXPY)
    text = str(module)
    assert text.startswith("cuda_tile.module @example {")
    assert str(tilekit.Module.parse(text)) == text
    assert str(tilekit.parse(SAXPY.read_text())) == text


def test_generic_form_and_locations():
    module = tilekit.Module.load(SAXPY)
    generic = module.to_text(generic=True)
    assert '"cuda_tile.entry"' in generic
    assert str(tilekit.Module.parse(generic)) == str(module)
    located = module.to_text(debug_info=True)
    assert f'loc("{SAXPY}":' in located
    assert str(tilekit.Module.parse(located)) == str(module)


def test_builtin_module_wrapper():
    text = "module {\n" + SAXPY.read_text() + "}\n"
    module = tilekit.Module.parse(text)
    assert str(module).startswith("module {")
    assert module.name == "example"
    assert [e.name for e in module.entries] == ["saxpy"]


def test_bytecode_matches_tile_translate(tool, tmp_path):
    module = tilekit.Module.load(SAXPY)
    for version in tilekit.bytecode_versions():
        out = tmp_path / f"saxpy-{version}.tileirbc"
        run_tool(tool("tile-translate"), "-mlir-to-cudatilebc",
                 "-no-implicit-module", f"-bytecode-version={version}",
                 SAXPY, "-o", out)
        assert module.to_bytecode(version) == out.read_bytes(), version
    assert module.to_bytecode() == module.to_bytecode("13.3")
    back = run_tool(tool("tile-translate"), "-cudatilebc-to-mlir", out)
    # tile-opt's text, which ends with one more line break than
    # tile-translate's.
    assert str(tilekit.Module.from_bytecode(out.read_bytes())) == \
        back.decode() + "\n"


def test_bytecode_round_trip(tmp_path):
    module = tilekit.Module.load(SAXPY)
    versions = tilekit.bytecode_versions()
    assert versions[:3] == ["13.1", "13.2", "13.3"]
    for version in tilekit.bytecode_versions():
        data = module.to_bytecode(version=version)
        assert data.startswith(b"\x7fTileIR\x00")
        read = tilekit.Module.from_bytecode(data)
        assert read.to_bytecode(version) == data
        assert [e.signature for e in read.entries] == \
            [e.signature for e in module.entries]
    path = tmp_path / "k.tileirbc"
    path.write_bytes(module.to_bytecode())
    loaded = tilekit.load(path)
    assert loaded.source_name == str(path)
    assert str(loaded) == str(tilekit.Module.from_bytecode(path.read_bytes()))


def test_entries_and_signatures():
    module = tilekit.Module.load(SAXPY)
    (entry,) = module.entries
    assert entry.name == "saxpy"
    assert entry.signature == \
        "@saxpy(tile<f32>, tile<ptr<f32>>, tile<ptr<f32>>, tile<i32>)"
    assert str(entry) == entry.signature
    assert entry.location == f"{SAXPY}:10:3"
    kinds = [(p.index, p.kind, p.element_type, p.element_bytes)
             for p in entry.parameters]
    assert kinds == [(0, "scalar", "f32", 4), (1, "pointer", "f32", 4),
                     (2, "pointer", "f32", 4), (3, "scalar", "i32", 4)]
    assert entry.parameters[1].shape is None
    assert "saxpy" in repr(entry)

    views = tilekit.Module.parse("""
cuda_tile.module @v {
  entry @a(%x: tensor_view<?x8xf16, strides=[?,1]>, %y: tile<i1>) {
    return
  }
  entry @b() {
    return
  }
}""")
    a, b = views.entries
    (x, y) = a.parameters
    assert (x.kind, x.element_type, x.element_bytes) == \
        ("tensor_view", "f16", 2)
    assert x.shape == (None, 8) and x.strides == (None, 1)
    assert x.type == "tensor_view<?x8xf16, strides=[?,1]>"
    assert (y.kind, y.element_type) == ("scalar", "i1")
    assert b.signature == "@b()"
    assert "shape=(None, 8)" in repr(x)


def test_canonicalize_matches_tile_opt(tool):
    tile_opt = tool("tile-opt")
    cases = [
        ("canonicalize", ["--canonicalize"]),
        ("tile_canonicalize", ["--tile-canonicalize"]),
    ]
    for method, flags in cases:
        module = tilekit.Module.parse(FOLDABLE)
        result = getattr(module, method)()
        assert result is module
        expected = run_tool(tile_opt, "--no-implicit-module", *flags,
                            stdin=FOLDABLE.encode())
        assert str(module) == expected.decode(), method
    expected = run_tool(tile_opt, "--no-implicit-module",
                        "--pass-pipeline=cuda_tile.module(canonicalize,cse)",
                        stdin=FOLDABLE.encode())
    for pipeline in ("canonicalize,cse", "cuda_tile.module(canonicalize,cse)"):
        module = tilekit.Module.parse(FOLDABLE).run_passes(pipeline)
        assert str(module) == expected.decode()


def test_canonicalize_folds():
    module = tilekit.Module.parse(FOLDABLE)
    module.canonicalize()
    text = str(module)
    assert "select" not in text and " if " not in text
    module.tile_canonicalize()
    assert "subi" not in str(module)
    module.run_passes("tile-simplify-expressions{max-depth=4}")
    module.verify()


def test_copy_is_independent():
    module = tilekit.Module.parse(FOLDABLE, name="fold.mlir")
    copy = module.copy()
    copy.canonicalize()
    assert str(module) == str(tilekit.Module.parse(FOLDABLE))
    assert str(copy) != str(module)
    assert copy.source_name == "fold.mlir"
    # The copy keeps the original locations.
    assert copy.entries[0].location == "fold.mlir:2:3"


def test_module_repr_and_names():
    module = tilekit.Module.parse(FOLDABLE, name="k.mlir")
    assert repr(module) == "<tilekit.Module @fold from 'k.mlir'>"
    assert module.name == "fold"
    assert module.source_name == "k.mlir"
    assert tilekit.Module.parse(FOLDABLE).source_name == "<string>"


def test_load_accepts_path_objects():
    assert tilekit.load(SAXPY).name == "example"
    assert tilekit.Module.load(str(SAXPY)).name == "example"


def test_dtype_for():
    import numpy as np
    assert tilekit.dtype_for("f32") == np.float32
    assert tilekit.dtype_for("bf16") == np.uint16
    assert tilekit.dtype_for("i1") == np.bool_
    with pytest.raises(ValueError):
        tilekit.dtype_for("ptr")


# One module per release: what each needs first appeared in that release
# (atan2 in 13.2, pack in 13.3, fpowi in 13.4; the release notes and the
# bytecode digest, not TileKit, say so).
MIN_VERSION_MODULES = {
    "13.1": "%r = addf %x, %x : tile<4xf32>",
    "13.2": "%r = atan2 %x, %x : tile<4xf32>",
    "13.3": "%r = pack %x : tile<4xf32> -> tile<16xi8>",
    "13.4": "%n = constant <i32: 2> : tile<4xi32>\n"
            "    %r = fpowi %x, %n : tile<4xf32>, tile<4xi32>",
}


@pytest.mark.parametrize("expected", sorted(MIN_VERSION_MODULES))
def test_bytecode_min_version(expected):
    text = ("cuda_tile.module @m {\n  entry @k() {\n"
            "    %x = constant <f32: 2.0> : tile<4xf32>\n"
            f"    {MIN_VERSION_MODULES[expected]}\n  }}\n}}\n")
    module = tilekit.Module.parse(text)
    data = module.to_bytecode(version="min")
    major, minor = (int(part) for part in expected.split("."))
    # Header: magic, u8 major, u8 minor, u16 tag 0.
    assert data[:12] == b"\x7fTileIR\x00" + bytes([major, minor, 0, 0])
    assert data == module.to_bytecode(expected)
    assert str(tilekit.Module.from_bytecode(data)).count("entry @k") == 1
    older = tilekit.bytecode_versions()
    older = older[:older.index(expected)]
    for version in older:
        with pytest.raises(tilekit.TileKitError,
                           match=f"cannot write bytecode version {version}: "
                           f"the module needs {expected}"):
            module.to_bytecode(version)


# A product used once, an addf of constants and a loop that branches on its
# induction variable: every pass of the optimizer has work.
OPTIMIZABLE = """\
cuda_tile.module @opt {
  entry @k(%x: tile<f32>, %y: tile<f32>, %out: tile<ptr<f32>>, %n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %h = constant <f32: 0.5> : tile<f32>
    %q = constant <f32: 0.25> : tile<f32>
    %z = constant <f32: 0.0> : tile<f32>
    %r = for %i in (%c0 to %c8, step %c1) : tile<i32> iter_values(%acc = %z) -> (tile<f32>) {
      %p = mulf %x, %y : tile<f32>
      %c = cmpi less_than %i, %n, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<f32>) {
        %s = addf %acc, %p : tile<f32>
        yield %s : tile<f32>
      } else {
        yield %acc : tile<f32>
      }
      continue %v : tile<f32>
    }
    %k = addf %h, %q : tile<f32>
    %w = addf %r, %k : tile<f32>
    %t = store_ptr_tko weak %out, %w : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
"""


def test_optimize_matches_tile_optimize(tool, tmp_path):
    source = tmp_path / "opt.mlir"
    source.write_text(OPTIMIZABLE)
    for level in range(4):
        for fuse_fma in (False, True):
            module = tilekit.Module.parse(OPTIMIZABLE)
            assert module.optimize(level=level, fuse_fma=fuse_fma) is module
            out = tmp_path / f"O{level}{fuse_fma}.tileirbc"
            flags = ["-O", str(level)] + (["--fuse-fma"] if fuse_fma else [])
            run_tool(tool("tile-optimize"), source, *flags, "--emit-bytecode",
                     "-o", out)
            assert module.to_bytecode() == out.read_bytes(), (level, fuse_fma)
    module = tilekit.Module.parse(OPTIMIZABLE).optimize(fuse_fma=True)
    text = str(module)
    # Fused, split, and the addf of constants kept as the reference keeps it.
    assert " fma " in text and text.count(" = for ") == 2
    assert "addf %cst_f32, %cst_f32_0" in text
    # The split threshold: 2 ops in a branch at least (this one has one).
    module = tilekit.Module.parse(OPTIMIZABLE).optimize(loop_split_threshold=2)
    assert str(module).count(" = for ") == 1


def test_optimize_rejects_bad_options():
    module = tilekit.Module.parse(OPTIMIZABLE)
    with pytest.raises(ValueError, match="level"):
        module.optimize(level=4)
    with pytest.raises(ValueError, match="loop_split_threshold"):
        module.optimize(loop_split_threshold=-1)
