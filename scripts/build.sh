#!/usr/bin/env bash
# Installs what is missing (scripts/setup.sh --all) and builds everything
# (Release) into build/: the tester, the submissions, the tests and the tools.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh" --all
BUILD_DIR="${BUILD_DIR:-$ROOT/build}"
# Ninja for a new build folder (it compiles the libraries' files side by side);
# an existing one keeps its generator.
generator=()
[ -f "$BUILD_DIR/CMakeCache.txt" ] || generator=(-G Ninja)
cmake "${generator[@]}" -S "$ROOT" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON >/dev/null
cmake --build "$BUILD_DIR" -j"$(nproc)"
