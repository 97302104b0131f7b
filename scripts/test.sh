#!/usr/bin/env bash
# Runs the whole test suite (lit + GoogleTest through ctest), installing and
# building first as needed. Ends with ctest's summary line.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
cd "${TILEKIT_BUILD_DIR:-$root/build}"
ctest --output-on-failure
