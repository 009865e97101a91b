#!/usr/bin/env bash
# Score regression check: plays each submission over its seed set in a
# fixed-effort mode (its play does not depend on the clock, so an unchanged
# build plays the very games of its baseline on any machine, however loaded)
# and gates the run against the recorded baseline run with
# `tester compare --max-drop MARGIN`: a game fails when the paired 95 %
# interval of the per-case difference lies wholly below -MARGIN (a drop larger
# than the margin, and known to be), or when the build failed a seed the
# baseline did not (docs/verdicts.md, "The score regression check").
#
# Usage: scripts/check_scores.sh [--record] [--exec CMD] [GAME ...]   (default: every game)
#        scripts/check_scores.sh [--record] --game-file FILE --exec CMD --baseline DIR
#   --record          record the measured runs as the new baselines
#   --exec CMD        run CMD instead of build/<game> (one game only)
#   --game-file FILE  any contest's own tester as the game (docs/any_game.md); its
#                     baseline.txt and baseline.json live in --baseline DIR
# Baselines: seeds/<game>/baseline.txt (or DIR/baseline.txt) with lines
#   seeds=1..20       the seed set (sized so that a 2 % drop fails 4 times in 5)
#   time_scale=0.1    MM_TIME_SCALE for the run
#   env=NAME=VALUE    the fixed-effort mode (one variable)
#   time_limit=0      the tester's limit per case in ms (0 = none)
#   margin=0.5        the largest drop let pass, in per cent as the duel's
#   total=12345       the recorded total (shown beside the new one)
# seeds/<game>/baseline.json is the baseline run itself, as the tester recorded it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${BUILD_DIR:-$ROOT/build}"
TESTER="$BUILD/tester"
# shellcheck source=lib/check_mode.sh
. "$ROOT/scripts/lib/check_mode.sh"

record=0
exec_override=""
baseline_dir=""
direction=1
GAME_FILE=""
games=()
while [ $# -gt 0 ]; do
  case "$1" in
    --record) record=1 ;;
    --exec) exec_override="$2"; shift ;;
    --game-file) GAME_FILE="$2"; shift ;;
    --baseline) baseline_dir="$2"; shift ;;
    *) games+=("$1") ;;
  esac
  shift
done
if [ -n "$GAME_FILE" ]; then
  if [ ${#games[@]} -gt 0 ] || [ -z "$exec_override" ] || [ -z "$baseline_dir" ]; then
    echo "--game-file takes --exec CMD and --baseline DIR, and no game name" >&2
    exit 2
  fi
  facts=$("$TESTER" games --json --game-file "$GAME_FILE") || exit 2  # the tester says what is wrong
  games=("$(jq -r .name <<<"$facts")")
  # Under min a lower total is better: the change column shows gains as +.
  [ "$(jq -r .objective <<<"$facts")" = min ] && direction=-1
  GAME_FILE=$(realpath "$GAME_FILE")
fi
[ ${#games[@]} -gt 0 ] || mapfile -t games < <("$TESTER" games)  # every registered game
if [ -n "$exec_override" ] && [ ${#games[@]} -ne 1 ]; then
  echo "--exec needs exactly one game" >&2
  exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# "mean low high verdict failed why" of the candidate against the baseline, in %
# per case, and the gate's answer; exit status 7 when the gate fails.
gate() {
  local status=0 out
  out=$("$TESTER" compare "$1" "$2" --json --max-drop "$3" --results "$work/none" \
    ${GAME_FILE:+--game-file "$GAME_FILE"} 2>/dev/null) ||
    status=$?
  [ "$status" -eq 0 ] || [ "$status" -eq 7 ] || return "$status"
  jq -r '.runs[1] | "\(.interval.mean) \(.interval.low) \(.interval.high) \(.interval.verdict) \(.interval.failed.run) \(.gate.why)"' <<<"$out"
  return "$status"
}

failures=0
printf "%-15s %9s %6s %12s %12s %8s  %-34s %s\n" game seeds scale baseline total change \
  "per case vs baseline (95 %)" result
for game in "${games[@]}"; do
  folder="${baseline_dir:-$ROOT/seeds/$game}"
  file="$folder/baseline.txt"
  baseline_run="$folder/baseline.json"
  if [ ! -f "$file" ]; then
    echo "no baseline for $game ($file)" >&2
    failures=$((failures + 1))
    continue
  fi
  tag=candidate
  [ "$record" -eq 0 ] || tag=baseline
  if ! run=$(play_check_mode "$game" "$file" "${exec_override:-$BUILD/$game}" \
    "$(value "$file" seeds)" "$work/$game" "$game-$tag"); then
    echo "$game: the tester did not finish the run (see its message above)" >&2
    failures=$((failures + 1))
    continue
  fi
  total=$(awk -F': ' '/Total Score/ {print $2}' "$work/$game/$game-$tag.out")
  baseline=$(value "$file" total)
  margin=$(value "$file" margin)
  if [ "$record" -eq 1 ]; then
    sed -i "s/^total=.*/total=$total/" "$file"
    grep -q '^total=' "$file" || echo "total=$total" >>"$file"
    cp "$run" "$baseline_run"
    result="recorded"
    ci="-"
  elif [ ! -f "$baseline_run" ]; then
    result="FAIL (no $baseline_run: record one with --record)"
    ci="-"
    failures=$((failures + 1))
  else
    status=0
    answer=$(gate "$baseline_run" "$run" "$margin") || status=$?
    read -r mean low high verdict failed why <<<"$answer"
    ci=$(awk -v m="$mean" -v l="$low" -v h="$high" -v v="$verdict" \
      'BEGIN { if (l == "null") printf "%+.2f%% %s", m, v; else printf "%+.2f%% [%+.2f, %+.2f] %s", m, l, h, v }')
    if [ "$status" -eq 0 ]; then
      result="ok"
    elif [ "$status" -eq 7 ]; then
      result="FAIL ($why)"
      failures=$((failures + 1))
    else
      result="FAIL (tester compare exited $status)"
      failures=$((failures + 1))
    fi
  fi
  change=$(awk -v t="$total" -v b="$baseline" -v d="$direction" 'BEGIN { if (b == 0 || b == "") print "-"; else printf "%+.2f%%", d * 100 * (t - b) / (b < 0 ? -b : b) }')
  printf "%-15s %9s %6s %12s %12s %8s  %-34s %s\n" "$game" "$(value "$file" seeds)" \
    "$(value "$file" time_scale)" "$baseline" "$total" "$change" "$ci" "$result"
done
[ "$failures" -eq 0 ]
