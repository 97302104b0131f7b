#!/usr/bin/env bash
# Syntax-checks one C++ file with the flags the build uses for the execution
# library (for quick iteration without a full build).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${TILEKIT_BUILD_DIR:-$root/build}"
file="$(realpath "$1")"
cmd="$(python3 - "$build/compile_commands.json" <<'PY'
import json, sys, shlex
for entry in json.load(open(sys.argv[1])):
    if entry["file"].endswith("lib/Execution/Interpreter/IntegerRules.cpp"):
        args = shlex.split(entry["command"])
        out = []
        skip = False
        for a in args:
            if skip:
                skip = False
                continue
            if a in ("-o", "-c"):
                skip = a == "-o"
                continue
            if a.endswith("IntegerRules.cpp"):
                continue
            out.append(a)
        print(shlex.join(out))
        break
PY
)"
cd "$build" && eval "$cmd -fsyntax-only \"$file\""
