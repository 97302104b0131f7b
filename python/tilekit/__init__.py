"""TileKit for Python: read, check, transform and run CUDA Tile IR.

    import numpy as np
    import tilekit

    m = tilekit.Module.load("softmax.mlir")     # .mlir text or bytecode
    m.verify()
    print(m.entries[0].signature)
    x = np.random.rand(8, 100).astype(np.float32)
    y = np.empty_like(x)
    tilekit.launch(m, "softmax", 8, x, y)       # y is written in place

Modules: Module.parse(text), Module.from_bytecode(data), Module.load(path),
str(m) (the reference's text), m.to_bytecode(version), m.verify(),
m.canonicalize(), m.tile_canonicalize(), m.run_passes(pipeline), m.entries.
Failures raise the exceptions of tilekit.errors with the located messages.
"""

from . import errors
from ._tilekit import Entry, Module, Parameter, bytecode_versions
from ._dtypes import dtype_for, from_bits, to_bits
from ._launch import launch
from .errors import (ArgumentError, Diagnostic, DiagnosticError,
                     EngineUnavailableError, LaunchError, TileKitError,
                     TileKitWarning)

__version__ = "0.1.0"

__all__ = [
    "ArgumentError",
    "Diagnostic",
    "DiagnosticError",
    "EngineUnavailableError",
    "Entry",
    "LaunchError",
    "Module",
    "Parameter",
    "TileKitError",
    "TileKitWarning",
    "bytecode_versions",
    "dtype_for",
    "errors",
    "from_bits",
    "launch",
    "load",
    "parse",
    "to_bits",
]


def load(path, verify=True):
    """Module.load: a .mlir file or a bytecode file."""
    return Module.load(path, verify=verify)


def parse(text, name="<string>", verify=True):
    """Module.parse: the textual form of a module."""
    return Module.parse(text, name=name, verify=verify)
