#!/usr/bin/env bash
# The newcomer's first command: installs what the tester and the submissions
# need (scripts/setup.sh), builds the tester and the Lines submission into
# build/ (scripts/build.sh builds everything), then runs Lines over a seed
# range with the tester and prints the results.
# Usage: scripts/run.sh [SEEDS] [extra tester options]   (default seeds 1..100)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${BUILD_DIR:-$ROOT/build}"
"$ROOT/scripts/setup.sh"
# A first configure leaves the test suite out (scripts/build.sh adds it) and
# uses Ninja, which compiles the libraries' files side by side; an existing
# build folder keeps its settings.
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -G Ninja -S "$ROOT" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF >/dev/null
fi
cmake --build "$BUILD_DIR" -j"$(nproc)" --target tester lines
SEEDS="${1:-1..100}"
shift || true
exec "$BUILD_DIR/tester" --exec "$BUILD_DIR/lines" --seed "$SEEDS" "$@"
