#!/usr/bin/env bash
# The check's power measurement keeps its runs and reuses them, but never a run
# that was stopped half-way: a block whose plant run is marked incomplete is
# played again, and reads as it did the first time. Usage: test_check_power.sh BUILD_DIR
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export BUILD_DIR="$1"
source "$ROOT/tests/shell_checks.sh"

store=$(mktemp -d)
trap 'rm -rf "$store"' EXIT
# TwistedGame's first four seeds (short games): two blocks of two seeds.
measure() {
  "$ROOT/scripts/check_power.sh" twisted_game \
    "$BUILD_DIR/give_up twisted_game 980 $BUILD_DIR/twisted_game" --label gu980 \
    --blocks 2 --block-size 2 --store "$store"
}
runs() { ls "$store/twisted_game"/*_"$1".json 2>/dev/null | wc -l; }

first=$(measure)
code=$?
echo "$first"
check "the measurement finishes" test "$code" -eq 0
check "one row per block" test "$(grep -cE '^(0 +1\.\.2|1 +3\.\.4) ' <<<"$first")" -eq 2
check "it counts the caught blocks" grep -qE '^caught: [0-2] of 2 blocks' <<<"$first"

again=$(measure)
check "a second call replays nothing" test "$(runs gu980-2-1)" -eq 1
check "and reads the same" test "$again" = "$first"

# Block 1's plant run as Ctrl-C leaves it: marked incomplete, its seed gone.
stopped=$(ls "$store/twisted_game"/*_gu980-2-1.json) &&
  jq '.complete = false | .results = []' "$stopped" >"$stopped.tmp" && mv "$stopped.tmp" "$stopped"
resumed=$(measure)
echo "$resumed"
check "the stopped block is played again" test "$(runs gu980-2-1)" -eq 2
check "and reads as it did" test "$resumed" = "$first"

checks_summary
