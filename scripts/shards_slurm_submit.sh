#!/usr/bin/env bash
# Submits one tester command as a Slurm job array of TASKS shards
# (scripts/shards_slurm.sh, one task a shard) and the merge as a job that runs
# only when every task succeeded (--dependency=afterok), waits for both, and says
# how it ended: the merged run, or which tasks failed (the merge is then cancelled).
#
# Usage: scripts/shards_slurm_submit.sh TASKS TAG RESULTS_DIR -- TESTER_ARGS...
#   RESULTS_DIR  storage every node can write; the jobs' logs go to RESULTS_DIR/slurm-logs/
#   SBATCH_ARGS  (environment) more sbatch options for both jobs, e.g. "--partition=short"
# Submit from the project folder on a node where sbatch works; the tasks find the
# project and its build there (SLURM_SUBMIT_DIR). Exit status: 0 merged, 1 a task
# or the merge failed, 2 bad arguments.
set -euo pipefail
[ $# -ge 5 ] && [ "$4" = "--" ] || { sed -n '2,13p' "$0" >&2; exit 2; }
TASKS="$1" TAG="$2" RESULTS="$(realpath -m "$3")"
shift 4
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TESTER="${TESTER:-$ROOT/build/tester}"
logs="$RESULTS/slurm-logs"
mkdir -p "$logs"
read -r -a extra <<<"${SBATCH_ARGS:-}"

array=$(sbatch --parsable "${extra[@]}" --array="1-$TASKS" --output="$logs/%x-%A_%a.log" \
  "$ROOT/scripts/shards_slurm.sh" "$TAG" "$RESULTS" -- "$@")
array=${array%%;*}  # "id;cluster" on a federation
merge_command=$(printf '%q ' "$TESTER" merge)
merge_command+="$(printf %q "$RESULTS")/*/*_$(printf %q "$TAG")-shard*.json --tag $(printf %q "$TAG")"
merge_command+=" --results $(printf %q "$RESULTS")"
merge=$(sbatch --parsable "${extra[@]}" --job-name=mm-merge --dependency="afterok:$array" \
  --kill-on-invalid-dep=yes --output="$logs/%x-%j.log" --wrap "$merge_command")
merge=${merge%%;*}
echo "submitted: array $array ($TASKS tasks), merge $merge (after every task succeeded)"

while squeue -h -j "$array,$merge" 2>/dev/null | grep -q .; do sleep 1; done

# Each task's state and exit code, as Slurm keeps them for a while after the end.
failed=()
while read -r record; do
  task=$(grep -oP 'ArrayTaskId=\K\S+' <<<"$record" || true)
  state=$(grep -oP 'JobState=\K\S+' <<<"$record" || true)
  [ -n "$task" ] && [ "$state" != COMPLETED ] &&
    failed+=("task $task: $state, exit code $(grep -oP 'ExitCode=\K\S+' <<<"$record"), log $logs/mm-shards-${array}_$task.log")
done < <(scontrol -o show job "$array" 2>/dev/null)
merge_state=$(scontrol -o show job "$merge" 2>/dev/null | grep -oP 'JobState=\K\S+' || echo unknown)
if [ ${#failed[@]} -gt 0 ]; then
  echo "the merge did not run ($merge_state): these tasks failed:" >&2
  printf '  %s\n' "${failed[@]}" >&2
  exit 1
fi
if [ "$merge_state" != COMPLETED ]; then
  echo "the merge job ended $merge_state; its log: $logs/mm-merge-$merge.log" >&2
  exit 1
fi
cat "$logs/mm-merge-$merge.log"
