#!/usr/bin/env bash
# The tester's speed against the transport floor, on one thread.
#
# One instant player (tests/bench/instant_player.cpp) answers every tester the
# same recorded moves at once, so the solution side costs next to nothing. Per
# game it times, interleaved in each round so that load on the machine hits all
# alike, the whole run of:
#   floor  tests/bench/transport_floor.cpp: the same bytes through the same
#          pipes to the same player, and nothing else (no case generation, no rules)
#   ours   build/tester --threads 1 on the same seed repeated
#   base   another build of our tester, when BASE_TESTER gives its path (optional;
#          to compare two commits side by side under the same load)
#   java   the official tester, when its jar is given (optional)
# and prints the best of the rounds and the ratios to the floor, plus the
# tester's CPU time (all threads, from --stats) in its best round.
#
# Cases: Jewels seed 3 (12x12, 1000 turns of 145 lines), Lines seed 9 (9x9,
# 1000 turns of 85 lines), TilesMatching seed 4 (10,000 one-line turns).
#
# Usage: scripts/bench_floor.sh [GAMES] [ROUNDS]
#   GAMES   Jewels and Lines games per run (default 100); TilesMatching plays GAMES/5
#   ROUNDS  rounds, best one reported (default 3)
# Official testers, optional: JEWELS_JAR, LINES_JAR, TILES_JAR (paths to their jars).
# Another tester binary, optional: BASE_TESTER (e.g. an older commit's build/tester).
# Builds what it needs into BUILD_DIR (default build/), configuring it when new.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${BUILD_DIR:-$ROOT/build}"
GAMES="${1:-100}"
ROUNDS="${2:-3}"
BASE_TESTER="${BASE_TESTER:-}"
if [ ! -f "$BUILD/CMakeCache.txt" ]; then
  cmake -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build "$BUILD" --target tester transport_floor instant_player >/dev/null

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# Wall ms of one command; its stderr goes to $WORK/last.err.
timed() {
  local start
  start=$(now_ms)
  "$@" >/dev/null 2>"$WORK/last.err"
  echo $(($(now_ms) - start))
}

repeat_seed() { printf "$1,%.0s" $(seq "$2") | sed 's/,$//'; }

run_java() {
  local jar=$1 seed=$2 games=$3 player=$4 official_seeds=$5
  if [ "$official_seeds" = yes ]; then
    java -jar "$jar" -exec "$player" -seed "$seed*$games" -novis -threads 1 -noSummary
  else  # a 2009 tester takes one seed a run
    for _ in $(seq "$games"); do java -jar "$jar" -exec "$player" -seed "$seed" -novis; done
  fi
}

# game folder, seed, tester name, games, jar variable, framework seed syntax
CASES=("jewels 3 jewels $GAMES JEWELS_JAR yes"
  "lines 9 lines $GAMES LINES_JAR yes"
  "tiles_matching 4 tiles_matching $((GAMES / 5)) TILES_JAR no")

echo "best of $ROUNDS rounds, one thread; load average now: $(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-15s %6s %8s | %9s %9s %7s %9s | %9s %7s | %9s %7s\n" game games turns "floor ms" \
  "ours ms" ours/fl "ours cpu" "base ms" base/fl "java ms" java/fl
for entry in "${CASES[@]}"; do
  read -r folder seed name games jar_var official <<<"$entry"
  case_file="$ROOT/tests/golden/$folder/$seed.json.gz"
  script="$WORK/$folder.replies" transcript="$WORK/$folder.transcript"
  "$BUILD/transport_floor" script "$case_file" "$script" "$transcript"
  player="$BUILD/instant_player $script"
  jar="${!jar_var:-}"
  seeds=$(repeat_seed "$seed" "$games")
  best_floor="" best_ours="" best_base="" best_java="" best_cpu="" turns=0
  for _ in $(seq "$ROUNDS"); do
    t=$(timed "$BUILD/transport_floor" play "$transcript" "$games" $player)
    [ -z "$best_floor" ] || [ "$t" -lt "$best_floor" ] && best_floor=$t
    t=$(timed "$BUILD/tester" "$name" --exec "$player" --seed "$seeds" --threads 1 \
      --no-results --stats)
    stats=$(grep '^stats:' "$WORK/last.err")
    turns=$(sed 's/.* moves=\([0-9]*\).*/\1/' <<<"$stats")
    if [ -z "$best_ours" ] || [ "$t" -lt "$best_ours" ]; then
      best_ours=$t
      best_cpu=$(sed 's/.*tester_cpu_ms=\([0-9.]*\).*/\1/' <<<"$stats")
    fi
    if [ -n "$BASE_TESTER" ]; then
      t=$(timed "$BASE_TESTER" "$name" --exec "$player" --seed "$seeds" --threads 1 --no-results)
      [ -z "$best_base" ] || [ "$t" -lt "$best_base" ] && best_base=$t
    fi
    if [ -n "$jar" ]; then
      t=$(timed run_java "$jar" "$seed" "$games" "$player" "$official")
      [ -z "$best_java" ] || [ "$t" -lt "$best_java" ] && best_java=$t
    fi
  done
  awk -v g="$name" -v n="$games" -v m="$turns" -v f="$best_floor" -v o="$best_ours" \
    -v c="$best_cpu" -v b="$best_base" -v j="$best_java" 'BEGIN {
      base = b == "" ? "-" : sprintf("%9d", b); br = b == "" ? "-" : sprintf("%7.2f", b / f)
      java = j == "" ? "-" : sprintf("%9d", j); jr = j == "" ? "-" : sprintf("%7.2f", j / f)
      printf "%-15s %6d %8d | %9d %9d %7.2f %9.0f | %9s %7s | %9s %7s\n", g, n, m, f, o, o / f, c,
        base, br, java, jr
    }'
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
