#!/usr/bin/env bash
# Builds everything, runs the score regression check, then the whole test suite.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export BUILD_DIR="${BUILD_DIR:-$ROOT/build}"
"$ROOT/scripts/build.sh"
scores=0
"$ROOT/scripts/check_scores.sh" || scores=$?
ctest --test-dir "$BUILD_DIR" --output-on-failure -j"$(nproc)"
if [ "$scores" -ne 0 ]; then
  echo "score regression check failed (see the table above)" >&2
  exit "$scores"
fi
