#!/usr/bin/env bash
# The multi-machine recipes, run locally: GNU parallel with this machine as the
# only host (two job slots), and the Slurm array script with the array's
# environment simulated task by task. Both merged runs must give the same
# per-seed scores as one plain run.
# Usage: tests/test_shard_recipes.sh BUILD_DIR
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$1"
TESTER="$BUILD/tester"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
# The game is named last: the recipes must not assume it comes first.
ARGS=(--exec "$BUILD/weak_lines" --seed 1..14 lines)

"$TESTER" "${ARGS[@]}" --results single --tag single --quiet --no-summary >/dev/null

# GNU parallel: ":" is the local machine, "2/" its job slots.
echo "2/:" > hosts.txt
TESTER="$TESTER" "$ROOT/scripts/shards_parallel.sh" hosts.txt 4 par "$WORK/shared" -- "${ARGS[@]}"

# Slurm: the array's four tasks, as sbatch --array=1-4 would start them.
for task in 1 2 3 4; do
  SLURM_ARRAY_TASK_ID=$task SLURM_ARRAY_TASK_COUNT=4 TESTER="$TESTER" \
    "$ROOT/scripts/shards_slurm.sh" slurm "$WORK/shared" -- "${ARGS[@]}"
done
"$TESTER" merge "$WORK"/shared/lines/*_slurm-shard*.json --tag slurm --results "$WORK/shared"

status=0
for tag in par slurm; do
  merged=$(ls "$WORK"/shared/lines/*_"$tag".json)
  if [ "$(jq '.results | length' "$merged")" -ne 14 ]; then
    echo "$tag: the merged run holds $(jq '.results | length' "$merged") results for 14 seeds"; status=1
  fi
  report=$("$TESTER" compare "$(ls single/lines/*_single.json)" "$merged" --json --results "$WORK/shared")
  seeds=$(grep -c '^    "[0-9]*",\?$' <<<"$report" || true)
  if grep -q '"ties": 14' <<<"$report" && grep -q '"losses": 0' <<<"$report" &&
     grep -q '"wins": 0' <<<"$report"; then
    echo "$tag: merged shards equal the single run on all 14 seeds"
  else
    echo "$tag: merged shards differ from the single run ($seeds seeds):"; echo "$report"; status=1
  fi
done
exit $status
