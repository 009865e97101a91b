#!/usr/bin/env bash
# The score regression check's per-case interval: a SquareRemover 2 % weaker
# than its baseline (a beam of 40 instead of 60 in the fixed-width mode) is
# rejected although its total stays within the 5 % tolerance. (That the
# baseline's own build passes is what scripts/test.sh checks before the suite,
# for every game.) Usage: test_score_check.sh BUILD_DIR
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export BUILD_DIR="$1"
source "$ROOT/tests/shell_checks.sh"

weaker=$("$ROOT/scripts/check_scores.sh" --exec "env SR_FIXED_WIDTH=40 $BUILD_DIR/square_remover" \
  square_remover)
code=$?
echo "$weaker"
check "the weaker build fails the check" test "$code" -eq 1
check "the interval says worse" grep -q ' worse *FAIL (worse by more than 1%)$' <<<"$weaker"
check "the total alone would pass" bash -c '! grep -q "total below" <<<"$1"' _ "$weaker"

checks_summary
