#!/usr/bin/env bash
# Builds everything and runs the whole test suite.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/build.sh"
ctest --test-dir "${BUILD_DIR:-$ROOT/build}" --output-on-failure -j"$(nproc)"
# The score regression check: every submission against its recorded baseline.
BUILD_DIR="${BUILD_DIR:-$ROOT/build}" "$ROOT/scripts/check_scores.sh"
