#!/usr/bin/env bash
# The Slurm recipe on a real (one-node) cluster (scripts/engines/slurm.sh): an
# array of 4 tasks (scripts/shards_slurm.sh) and the merge as a dependent job
# (scripts/shards_slurm_submit.sh); the merged run equals a single run seed for
# seed. A task that fails stops the merge, and the failed task is named.
# Usage: tests/test_engines_slurm.sh BUILD_DIR
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$(realpath "$1")"
export MM_NO_SOURCE=1
# The shared results folder as a network file system: no index may live in it.
export MM_STORE_NETWORK=1
source "$ROOT/tests/shell_checks.sh"
work=$(mktemp -d)
export XDG_CACHE_HOME="$work/cache"  # the local indexes of the network store
cleanup() {
  "$ROOT/scripts/engines/slurm.sh" stop "$work/cluster"
  rm -rf "$work"
}
trap cleanup EXIT
if ! "$ROOT/scripts/engines/slurm.sh" start "$work/cluster"; then
  echo "FAILED: the Slurm cluster did not start (its logs are above)" >&2
  exit 1
fi
export SLURM_CONF="$work/cluster/slurm.conf"

args=(lines --exec "$BUILD/weak_lines" --seed 1..40)
"$BUILD/tester" "${args[@]}" --results "$work/single" --tag single --quiet --progress none >/dev/null
scores() { jq -r '.results[] | "\(.seed) \(.score) \(.status)"' "$1" | sort -n; }
single=$(scores "$work"/single/lines/*_single.json)

# As a user submits it: from the project folder, with the project's build.
cd "$ROOT" || exit 1
out=$(TESTER="$BUILD/tester" scripts/shards_slurm_submit.sh 4 sl "$work/store" -- "${args[@]}" 2>&1)
code=$?
echo "$out"
check "the array and the dependent merge end well" test "$code" -eq 0
check "4 tasks ran under Slurm" test "$(ls "$work"/store/slurm-logs/mm-shards-*_[1-4].log | wc -l)" -eq 4
merged=$(ls "$work"/store/lines/*_sl.json 2>/dev/null)
check "the merged run holds 40 seeds" test "$(jq '.results | length' "$merged")" -eq 40
check "and equals the single run seed for seed" test "$(scores "$merged")" = "$single"

# Task 3's command exits non-zero: the merge never runs, and the script names the task.
cat >"$work/failing_tester.sh" <<EOF
#!/bin/sh
[ "\$SLURM_ARRAY_TASK_ID" = 3 ] && { echo "task 3 fails on purpose" >&2; exit 3; }
exec "$BUILD/tester" "\$@"
EOF
chmod +x "$work/failing_tester.sh"
out=$(TESTER="$work/failing_tester.sh" scripts/shards_slurm_submit.sh 4 broken "$work/store" \
  -- "${args[@]}" 2>&1)
code=$?
echo "$out"
check "a failed task fails the recipe" test "$code" -eq 1
check "it names the task" grep -qE '^  task 3: FAILED, exit code 3:0' <<<"$out"
check "the merge did not run" grep -q '^the merge did not run' <<<"$out"
check "no merged run was written" test -z "$(ls "$work"/store/lines/*_broken.json 2>/dev/null)"

"$ROOT/scripts/engines/slurm.sh" stop "$work/cluster"
check "no Slurm or munge daemon is left" \
  test "$(pgrep -fc "(slurmctld|slurmd|munged).*$work/cluster")" -eq 0
check "no SQLite file in the shared store" test -z "$(find "$work/store" -name '*.sqlite3*')"
checks_summary
