#!/usr/bin/env bash
# How often the score regression check catches a planted drop: plays the
# game's build and a weakened command (the plant) in the check's mode on
# distinct blocks of seeds as large as the check's seed set, gates each block
# exactly as scripts/check_scores.sh does (tester compare --max-drop), and
# prints each block's difference and the share of blocks that failed.
#
# Usage: scripts/check_power.sh GAME PLANT_CMD [--label NAME] [--blocks B]
#            [--block-size N] [--first-block K] [--margin PCT] [--store DIR]
#            [--build CMD --build-label NAME]
#   PLANT_CMD   e.g. "build/lines_handicap --first 4 build/lines" or
#               "env SR_FIXED_WIDTH=40 build/square_remover" (run in the check's mode)
#   --blocks    how many blocks (default 10); block k holds seeds k*N+1 .. (k+1)*N
#   --block-size  N, seeds per block (default: the size of the check's seed set)
#   --first-block the first block's k (default 0: block 0 is the check's own seeds 1..N)
#   --margin    the gate's margin in per cent (default: the baseline's margin=)
#   --store     where the runs are kept and reused (default results-power/)
#   --build     the command the plant is set against (default build/GAME), with
#               --build-label naming its runs (default build)
# The build's runs are shared by every plant measured with the same store.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${BUILD_DIR:-$ROOT/build}"
TESTER="$BUILD/tester"
# shellcheck source=lib/check_mode.sh
. "$ROOT/scripts/lib/check_mode.sh"

[ $# -ge 2 ] || { sed -n '2,20p' "$0" >&2; exit 2; }
game=$1 plant=$2
shift 2
file="$ROOT/seeds/$game/baseline.txt"
[ -f "$file" ] || { echo "no baseline for $game ($file)" >&2; exit 2; }
label=plant blocks=10 first=0 store=results-power build_cmd="$BUILD/$game" build_label=build
margin=$(value "$file" margin)
# The check's seed set is a range A..B: B - A + 1 seeds.
size=$(value "$file" seeds | awk -F'[.][.]' '{ print $2 - $1 + 1 }')
while [ $# -gt 0 ]; do
  case "$1" in
    --label) label=$2; shift ;;
    --blocks) blocks=$2; shift ;;
    --block-size) size=$2; shift ;;
    --first-block) first=$2; shift ;;
    --margin) margin=$2; shift ;;
    --store) store=$2; shift ;;
    --build) build_cmd=$2; shift ;;
    --build-label) build_label=$2; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

# The run of COMMAND on block K under TAG, played once and then reused. A run
# stopped half-way (Ctrl-C) is marked incomplete and never reused: its block
# would be gated on the seeds it happened to finish.
block_run() {
  local cmd=$1 tag=$2 seeds=$3 run
  for run in "$store/$game"/*_"$tag".json; do
    [ -f "$run" ] && jq -e '.complete' "$run" >/dev/null 2>&1 && { echo "$run"; return; }
  done
  play_check_mode "$game" "$file" "$cmd" "$seeds" "$store" "$tag"
}

echo "$game: '$plant' against '$build_cmd', $blocks blocks of $size seeds, margin $margin %"
printf "%-14s %9s %9s %-26s %s\n" block seeds total "per case (95 %)" gate
caught=0
means=()
for ((k = first; k < first + blocks; k++)); do
  seeds="$((k * size + 1))..$(((k + 1) * size))"
  base=$(block_run "$build_cmd" "$build_label-$size-$k" "$seeds")
  weak=$(block_run "$plant" "$label-$size-$k" "$seeds")
  status=0
  out=$("$TESTER" compare "$base" "$weak" --json --max-drop "$margin" \
    --results "$store/none" 2>/dev/null) || status=$?
  [ "$status" -eq 0 ] || [ "$status" -eq 7 ] || { echo "tester compare exited $status" >&2; exit 1; }
  [ "$status" -eq 7 ] && caught=$((caught + 1))
  read -r mean low high base_total weak_total < <(jq -r \
    '"\(.runs[1].interval.mean) \(.runs[1].interval.low // "nan") \(.runs[1].interval.high // "nan") \(.runs[0].scores | add) \(.runs[1].scores | add)"' <<<"$out")
  means+=("$mean")
  printf "%-14s %9s %+8.2f%% %+7.2f%% [%+.2f, %+.2f]      %s\n" "$k" "$seeds" \
    "$(awk -v a="$base_total" -v b="$weak_total" 'BEGIN { print 100 * (b - a) / a }')" \
    "$mean" "$low" "$high" "$([ "$status" -eq 7 ] && echo FAIL || echo pass)"
done
printf "%s\n" "${means[@]}" | awk -v caught="$caught" -v blocks="$blocks" '
  { sum += $1; squares += $1 * $1; n++ }
  END {
    mean = sum / n
    sd = n > 1 ? sqrt((squares - n * mean * mean) / (n - 1)) : 0
    printf "plant effect per case: %+.2f %% (blocks %+.2f %% +- %.2f, 95 %%)\n", mean, mean, 1.96 * sd / sqrt(n)
    printf "caught: %d of %d blocks (%.0f %%)\n", caught, blocks, 100 * caught / blocks
  }'
