#!/usr/bin/env bash
# --reuse: an identical run of a deterministic solution plays no case and
# scores as the first; an edit of the solution's source, another option, or no
# --reuse plays every case; a failed case is played again; the run records the
# reused seeds and `runs` marks it; options that need a played case are refused.
# Usage: tests/test_reuse.sh BUILD_DIR
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$(realpath "$1")"
TESTER="$BUILD/tester"
source "$ROOT/tests/shell_checks.sh"
repo=$(mktemp -d)
trap 'rm -rf "$repo"' EXIT
cd "$repo" || exit 1
git init -q . && git config user.name t && git config user.email t@t

# The solution counts its starts, one line a case played.
write_solution() {  # the command it runs
  printf '#!/bin/sh\necho x >> %s/started\nexec %s\n' "$repo" "$1" >solution
  chmod +x solution
  git add solution && git commit -qm solution
}
started() { [ -f started ] && wc -l <started || echo 0; }
play() {  # tester options after the seeds; stderr to ./err
  "$TESTER" lines --exec ./solution --seed 1..10 --progress none "$@" >out 2>err
}
newest() { ls -t results/lines/*.json | head -n 1; }
scores() { jq -c '[.results[] | [.seed, .score, .status]]' "$1"; }

write_solution "$BUILD/weak_lines"
play --reuse
check "the first run plays every case" test "$(started)" -eq 10
first=$(newest)
play --reuse
check "an identical run plays none" test "$(started)" -eq 10
check "it says so" grep -q '10 of 10 cases reused from the store' err
check "and scores as the first" test "$(scores "$(newest)")" = "$(scores "$first")"
check "the run records the reused seeds" \
  test "$(jq -c .reused "$(newest)")" = '["1","2","3","4","5","6","7","8","9","10"]'
check "runs marks it" bash -c "'$TESTER' runs lines | grep -q 'yes, 10 reused'"

play
check "without --reuse every case is played" test "$(started)" -eq 20
play --reuse --time-limit 5000
check "another time limit plays every case" test "$(started)" -eq 30
MM_TIME_SCALE=0.5 play --reuse
check "another MM_TIME_SCALE plays every case" test "$(started)" -eq 40

printf '# an edit\n' >>solution && git commit -qam edit
play --reuse
check "an edit of the solution plays every case" test "$(started)" -eq 50
play --reuse
check "and the edited one is reused next" test "$(started)" -eq 50

# The same solution dying on about a third of the cases, the same ones every time.
write_solution "$BUILD/flaky 300 8 $BUILD/weak_lines"
play --reuse
dead=$(jq '[.results[] | select(.status != "ok")] | length' "$(newest)")
check "some cases failed" test "$dead" -gt 0
before=$(started)
play --reuse
check "the failed cases are played again, alone" test "$(started)" -eq $((before + dead))

code=0
"$TESTER" lines --exec ./solution --seed 1..3 --reuse --vis-dir vis >out 2>err || code=$?
check "--reuse refuses --vis-dir (exit 2)" test "$code" -eq 2
check "saying why" grep -q 'reuse takes scores from the store, which keeps no replay' err
checks_summary
