# Sourced by the shell tests that count conditions: `check NAME COMMAND...`
# runs the command and counts it passed or failed (naming the failed ones on
# stderr); `checks_summary` prints the counts and fails when any failed.
passed=0 failed=0
check() {
  local name=$1
  shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAILED: $name" >&2; fi
}
checks_summary() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
