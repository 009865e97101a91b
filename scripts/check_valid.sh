#!/usr/bin/env bash
# Runs the submissions over many seeds with a reduced time budget and counts the
# seeds that did not end normally (invalid move, timeout, crash). Exit 1 if any.
# Usage: scripts/check_valid.sh [GAME ...]   (default: every game with a submission)
#        env: SEEDS=1..1000, MM_TIME_SCALE=0.1, THREADS
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${BUILD_DIR:-$ROOT/build}"
SEEDS="${SEEDS:-1..1000}"
export MM_TIME_SCALE="${MM_TIME_SCALE:-0.1}"
"$ROOT/scripts/build.sh" >/dev/null
GAMES=("$@")
[ ${#GAMES[@]} -gt 0 ] || mapfile -t GAMES < <("$BUILD/tester" games)  # every registered game

total_bad=0
printf "%-16s %10s %10s %14s\n" game seeds invalid "total score"
for game in "${GAMES[@]}"; do
  if [ ! -x "$BUILD/$game" ]; then
    printf "%-16s no submission (submissions/%s.cpp)\n" "$game" "$game"
    continue
  fi
  out=$("$BUILD/tester" "$game" --exec "$BUILD/$game" --seed "$SEEDS" --threads "${THREADS:-$(nproc)}" --no-output --quiet)
  executed=$(awk -F': ' '/Executed Cases/ {print $2}' <<<"$out")
  failed=$(awk -F': ' '/Failed Cases/ {print $2}' <<<"$out")
  total=$(awk -F': ' '/Total Score/ {print $2}' <<<"$out")
  printf "%-16s %10s %10s %14s\n" "$game" "$executed" "$failed" "$total"
  # The official messages of the seeds that failed, most frequent first.
  # (TwistedGame's chain lengths and normal endings are not errors.)
  awk '/^$/ {exit} !/^(Seed = |Chain [01] = |No possible moves|You gave up)/ {print}' <<<"$out" |
    sort | uniq -c | sort -rn | head -5
  total_bad=$((total_bad + failed))
done
echo "invalid results: $total_bad"
[ "$total_bad" -eq 0 ]
