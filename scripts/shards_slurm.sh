#!/usr/bin/env bash
# A Slurm job array that runs one tester command in shards, one array task per shard.
#
# Usage: sbatch --array=1-8 scripts/shards_slurm.sh TAG RESULTS_DIR -- TESTER_ARGS...
#   then, when the array is done (or as a job with --dependency=afterok:<array job id>):
#        build/tester merge RESULTS_DIR/<game>/*_TAG-shard*.json --tag TAG --results RESULTS_DIR
# RESULTS_DIR must be on storage every node can write. Each task uses the CPUs Slurm gives it.
#SBATCH --job-name=mm-shards
#SBATCH --cpus-per-task=2
#SBATCH --output=mm-shard-%a.log
set -euo pipefail
[ $# -ge 4 ] && [ "$3" = "--" ] || { sed -n '2,8p' "$0" >&2; exit 2; }
: "${SLURM_ARRAY_TASK_ID:?run under sbatch --array (or set SLURM_ARRAY_TASK_ID/COUNT)}"
: "${SLURM_ARRAY_TASK_COUNT:?run under sbatch --array (or set SLURM_ARRAY_TASK_ID/COUNT)}"
TAG="$1" RESULTS="$2"
shift 3
# Slurm copies the script to a spool folder: find the project from the submit folder.
ROOT="${MM_ROOT:-${SLURM_SUBMIT_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}}"
TESTER="${TESTER:-$ROOT/build/tester}"
"$TESTER" "$@" --shard "$SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT" \
  --threads "${SLURM_CPUS_PER_TASK:-1}" --tag "$TAG-shard$SLURM_ARRAY_TASK_ID" --results "$RESULTS" \
  --quiet --no-summary
