#!/usr/bin/env bash
# The score regression check's gate: a SquareRemover 2 % weaker than its
# baseline (a beam of 40 instead of 60 in the fixed-width mode) fails, with
# the interval that shows it; one that fails a seed fails whatever its scores.
# (That the baseline's own build passes is what scripts/test.sh checks before
# the suite, for every game.) Usage: test_score_check.sh BUILD_DIR
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export BUILD_DIR="$1"
source "$ROOT/tests/shell_checks.sh"

weaker=$("$ROOT/scripts/check_scores.sh" --exec "env SR_FIXED_WIDTH=40 $BUILD_DIR/square_remover" \
  square_remover)
code=$?
echo "$weaker"
check "the weaker build fails the check" test "$code" -eq 1
check "the interval lies below -0.5 %" \
  grep -qE ' worse +FAIL \(worse by more than 0.5 % \(the interval.s upper end is -1\.[0-9]+ %\)\)$' \
  <<<"$weaker"

# The same build, dying on one seed in ten (salt 8: seed 5 of 1..10).
flaky=$("$ROOT/scripts/check_scores.sh" \
  --exec "$BUILD_DIR/flaky 100 8 env SR_FIXED_WIDTH=60 $BUILD_DIR/square_remover" square_remover)
code=$?
echo "$flaky"
check "a build that fails a seed fails the check" test "$code" -eq 1
check "it says so" grep -qE 'FAIL \(.*failed 1 of 10 seeds, .*baseline 0\)$' <<<"$flaky"

checks_summary
