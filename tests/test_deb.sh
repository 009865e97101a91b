#!/usr/bin/env bash
# The Debian package (cpack -G DEB): installed with dpkg -i, the tester runs from
# /tmp (Lines, compare, report, its manual pages are there), and dpkg -r leaves
# no file of it behind. Needs root; skipped (77) where the package is already
# installed, so that a user's installation is never touched.
# Usage: tests/test_deb.sh BUILD_DIR
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$(realpath "$1")"
export MM_NO_SOURCE=1
unset MM_SEEDS_DIR
source "$ROOT/tests/shell_checks.sh"
if dpkg -s mm-tester >/dev/null 2>&1; then
  echo "mm-tester is installed on this machine: not touching it" >&2
  exit 77
fi
[ "$(id -u)" -eq 0 ] || { echo "FAILED: dpkg -i needs root" >&2; exit 1; }
work=$(mktemp -d)
packages=$(mktemp -d)
trap 'dpkg -r mm-tester >/dev/null 2>&1; rm -rf "$work" "$packages"' EXIT
BUILD_DIR="$BUILD" "$ROOT/scripts/package_tester.sh" "$packages" >/dev/null ||
  { echo "FAILED: scripts/package_tester.sh" >&2; exit 1; }
deb=$(ls "$packages"/mm-tester_*.deb)
check "the package depends on the libraries the binary links" \
  bash -c "dpkg-deb -f '$deb' Depends | grep -q 'libsqlite3-0' && dpkg-deb -f '$deb' Depends | grep -q libc6"
check "it holds no submission" bash -c "! dpkg-deb -c '$deb' | grep -q 'submissions'"
dpkg -i "$deb" >/dev/null
files=$(dpkg -L mm-tester)
cd "$work" || exit 1
check "tester is on the PATH" test "$(command -v tester)" = /usr/bin/tester
check "its version" bash -c "tester --version | grep -q '^tester [0-9.]* (commit '"
check "it plays Lines from /tmp" tester lines --exec "$BUILD/weak_lines" --seed 1..5 --tag deb \
  --quiet --progress none
check "compare reads the installed tables" bash -c "tester compare deb deb --json | jq -e '.runs | length == 2' >/dev/null"
check "report writes a page" tester report deb --output report.html
check "bash completion is installed where bash-completion looks" \
  test -f /usr/share/bash-completion/completions/tester
check "the manual pages are installed" test -f /usr/share/doc/mm-tester/any_game.md -o -f /usr/share/doc/mm_toolkit/any_game.md
dpkg -r mm-tester >/dev/null
left=0
while read -r path; do
  [ -f "$path" ] && left=$((left + 1))
done <<<"$files"
check "dpkg -r leaves no file of it" test "$left" -eq 0
check "nor the tester on the PATH" test ! -e /usr/bin/tester
checks_summary
