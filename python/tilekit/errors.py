"""The exceptions and warnings of tilekit.

Every failure of the C++ core arrives as one of these, carrying the located
messages TileKit's tools print (``file:line:col: error: 'cuda_tile.op' ...``).
"""

import re
from typing import NamedTuple, Optional, Tuple

__all__ = [
    "ArgumentError",
    "Diagnostic",
    "DiagnosticError",
    "EngineUnavailableError",
    "LaunchError",
    "TileKitError",
    "TileKitWarning",
]


class TileKitError(Exception):
    """Base class of every tilekit exception."""


class Diagnostic(NamedTuple):
    """One MLIR diagnostic: severity, ``file:line:col`` (None when the
    location is unknown), message, and the attached notes (Diagnostics)."""

    severity: str
    location: Optional[str]
    message: str
    notes: Tuple["Diagnostic", ...] = ()

    def __str__(self):
        where = f"{self.location}: " if self.location else ""
        return f"{where}{self.severity}: {self.message}"


class DiagnosticError(TileKitError):
    """Parsing, reading, verifying, transforming or writing a module failed.

    ``str(error)`` is the full report as tile-opt prints it (with the source
    lines); ``diagnostics`` holds each diagnostic, ``messages`` their
    one-line forms.
    """

    def __init__(self, message, diagnostics=()):
        super().__init__(message)
        self.diagnostics = list(diagnostics)

    @property
    def messages(self):
        """``file:line:col: severity: message`` for every diagnostic."""
        return [str(d) for d in self.diagnostics]


class ArgumentError(TileKitError, TypeError, ValueError):
    """The arguments of a launch do not fit the entry's parameters."""


_RUNTIME_ERROR = re.compile(
    r"^(?P<location>.*?:\d+:\d+): error: '(?P<op>[\w.$]+)' .*?"
    r"(?: in tile block \((?P<block>\d+, \d+, \d+)\))?"
    # An inlined op: one "CALLER: note: called from" line per call site.
    r"(?:\n[^\n]*: note: called from)*$",
    re.S)


class LaunchError(TileKitError, RuntimeError):
    """A launch failed: a failed ``assert``, an out-of-bounds access, a
    ``check`` violation, or an op the engine cannot run.

    ``location`` (``file:line:col``), ``op`` (``cuda_tile.store_ptr_tko``)
    and ``block`` (the tile block, ``(x, y, z)``) are None when the message
    does not name them.
    """

    def __init__(self, message):
        super().__init__(message)
        self.location = self.op = self.block = None
        match = _RUNTIME_ERROR.match(message)
        if match:
            self.location = match.group("location")
            self.op = match.group("op")
            if match.group("block"):
                self.block = tuple(
                    int(v) for v in match.group("block").split(", "))


class EngineUnavailableError(TileKitError, NotImplementedError):
    """The requested engine is not part of this build."""


class TileKitWarning(UserWarning):
    """A warning diagnostic of a module that is otherwise fine."""
