#!/usr/bin/env bash
# Builds the tester alone and its Debian package (mm-tester_VERSION_ARCH.deb)
# into OUT_DIR: what a competitor's CI caches and installs (docs/ci.md).
# Installs the build's packages first (scripts/setup.sh, and dpkg-dev for the
# package's computed dependencies).
# Usage: scripts/package_tester.sh OUT_DIR
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ $# -eq 1 ] || { echo "usage: scripts/package_tester.sh OUT_DIR" >&2; exit 2; }
OUT="$(mkdir -p "$1" && cd "$1" && pwd)"
BUILD_DIR="${BUILD_DIR:-$ROOT/build-package}"
"$ROOT/scripts/setup.sh"
for tool in dpkg-shlibdeps file; do
  command -v "$tool" >/dev/null || missing=1
done
if [ -n "${missing:-}" ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get install -y -qq --no-install-recommends dpkg-dev file >/dev/null
fi
# Only the tester: the package holds nothing else (CMakeLists.txt lets cpack skip
# the other targets). An existing build folder (BUILD_DIR) is used as it is: the
# test suite packages its own while other tests read it.
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -G Ninja -S "$ROOT" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF >/dev/null
fi
cmake --build "$BUILD_DIR" -j"$(nproc)" --target tester
(cd "$BUILD_DIR" && cpack -G DEB -B "$OUT" >/dev/null)
rm -rf "$OUT/_CPack_Packages"
ls "$OUT"/mm-tester_*.deb
