#!/usr/bin/env bash
# The newcomer's wait: clones this repository at REV into a temporary folder and
# times `scripts/run.sh 1..10` there, printing when the build started (the
# packages installed, CMake configured) and ended, when the first score appeared and when the
# run ended (seconds from the start), and whether a report made right after has
# its charts. With --bare it first removes the Debian packages scripts/setup.sh
# installs (and apt's and npm's download caches), as on a new machine: root only,
# and it changes this machine (run.sh installs them again).
# Usage: scripts/bench_first_score.sh [--bare] [REV]   (default REV: HEAD)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bare=0
[ "${1:-}" != --bare ] || { bare=1; shift; }
REV="${1:-HEAD}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q "$ROOT" "$work/repo"
git -C "$work/repo" checkout -q "$REV"

if [ "$bare" -eq 1 ]; then
  [ "$(id -u)" -eq 0 ] || { echo "--bare needs root" >&2; exit 2; }
  # The core list, read from the script itself so that it cannot drift.
  mapfile -t core < <(bash -c "source <(sed -n '/^CORE_PACKAGES=(/,/)/p' '$ROOT/scripts/setup.sh');
    printf '%s\n' \"\${CORE_PACKAGES[@]}\"")
  # Only the libraries' -dev packages: the compilers, cmake and ninja are on a new
  # machine of this kind already.
  remove=()
  for pkg in "${core[@]}"; do
    case "$pkg" in *-dev) dpkg -s "$pkg" >/dev/null 2>&1 && remove+=("$pkg") ;; esac
  done
  [ ${#remove[@]} -eq 0 ] || DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq "${remove[@]}" >/dev/null
  apt-get clean
  npm cache clean --force >/dev/null 2>&1 || true
  echo "removed: ${remove[*]:-nothing}"
fi

start=$EPOCHREALTIME
build_start="" build_end="" first_score=""
while IFS= read -r line; do
  now=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')
  case "$line" in
    "["[0-9]*/*"]"*)
      [ -n "$build_start" ] || build_start=$now
      build_end=$now ;;
    "Seed = "*) [ -n "$first_score" ] || first_score=$now ;;
  esac
done < <(cd "$work/repo" && BUILD_DIR="$work/repo/build" scripts/run.sh 1..10 2>&1)
total=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')
charts=no
# The chart library's licence travels with it into every report that has it.
if (cd "$work/repo" && build/tester report "$(ls results/lines/*.json | head -n 1)" \
  --output "$work/report.html" >/dev/null 2>&1) && grep -q 'Sorokin' "$work/report.html"; then
  charts=yes
fi
echo "rev $(git -C "$work/repo" rev-parse --short HEAD), bare=$bare"
echo "build ${build_start:-?} .. ${build_end:-?} s;" \
  "first score ${first_score:-?} s; run ended $total s; report has charts: $charts"
