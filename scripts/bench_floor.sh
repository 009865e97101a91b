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
# and prints the best of the rounds and the ratios to the floor, plus the least
# CPU time (user + system, all threads of the run and its players) of each over
# the rounds: on a busy machine wall times swing, CPU times much less.
#
# Cases: Jewels seed 3 (12x12, 1000 turns of 145 lines), Lines seed 9 (9x9,
# 1000 turns of 85 lines), TilesMatching seed 4 (10,000 one-line turns); the
# script says of every other game `tester games` lists why it is not timed.
#
# Usage: scripts/bench_floor.sh [GAMES] [ROUNDS]
#   GAMES   Jewels and Lines games per run (default 100); TilesMatching and TwistedGame play GAMES/5
#   ROUNDS  rounds, best one reported (default 3)
# Official testers, optional: JEWELS_JAR, LINES_JAR, TILES_JAR, TWISTED_JAR (paths to their jars).
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

# "wall_ms cpu_ms" of one command (cpu: user + system of it and its children);
# its stderr goes to $WORK/last.err.
timed() {
  local TIMEFORMAT='%3R %3U %3S'
  { time "$@" >/dev/null 2>"$WORK/last.err"; } 2>"$WORK/last.time"
  awk '{ printf "%d %d\n", $1 * 1000, ($2 + $3) * 1000 }' "$WORK/last.time"
}

# Keeps the least of the first and second fields of "wall cpu" lines.
least() { awk 'NR == 1 || $1 < w { w = $1 } NR == 1 || $2 < c { c = $2 } END { print w, c }'; }

repeat_seed() { printf "$1,%.0s" $(seq "$2") | sed 's/,$//'; }

run_java() {
  local jar=$1 seed=$2 games=$3 player=$4 official_seeds=$5
  if [ "$official_seeds" = yes ]; then
    java -jar "$jar" -exec "$player" -seed "$seed*$games" -novis -threads 1 -noSummary
  else  # a 2009 tester takes one seed a run
    for _ in $(seq "$games"); do java -jar "$jar" -exec "$player" -seed "$seed" -novis; done
  fi
}

# Per game (tester games lists them): seed, games, jar variable, framework seed
# syntax; or, in NOT_TIMED, why the game is left out. A game in neither stops the script.
declare -A CASES=([jewels]="3 $GAMES JEWELS_JAR yes" [lines]="9 $GAMES LINES_JAR yes"
  [tiles_matching]="4 $((GAMES / 5)) TILES_JAR no" [twisted_game]="5 $((GAMES / 5)) TWISTED_JAR no")
declare -A NOT_TIMED=([square_remover]="the whole answer in one exchange: no turns to time")
games_list=$("$BUILD/tester" games)
for name in $games_list; do
  if [ -z "${CASES[$name]:-}" ] && [ -z "${NOT_TIMED[$name]:-}" ]; then
    echo "bench_floor.sh: $name has no entry in CASES or NOT_TIMED" >&2
    exit 1
  fi
done

echo "best of $ROUNDS rounds, one thread; load average now: $(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-15s %6s %8s | %9s %9s %7s | %9s %9s %7s | %9s %7s %9s | %9s %7s\n" game games turns \
  "floor ms" "ours ms" ours/fl "floor cpu" "ours cpu" cpu/fl "base ms" base/fl "base cpu" \
  "java ms" java/fl
for name in $games_list; do
  if [ -z "${CASES[$name]:-}" ]; then
    echo "$name: not timed (${NOT_TIMED[$name]})"
    continue
  fi
  read -r seed games jar_var official <<<"${CASES[$name]}"
  case_file="$ROOT/tests/golden/$name/$seed.json.gz"
  script="$WORK/$name.replies" transcript="$WORK/$name.transcript"
  "$BUILD/transport_floor" script "$case_file" "$script" "$transcript"
  player="$BUILD/instant_player $script"
  jar="${!jar_var:-}"
  seeds=$(repeat_seed "$seed" "$games")
  : >"$WORK/floor.runs"; : >"$WORK/ours.runs"; : >"$WORK/base.runs"; : >"$WORK/java.runs"
  turns=0
  for _ in $(seq "$ROUNDS"); do
    timed "$BUILD/transport_floor" play "$transcript" "$games" $player >>"$WORK/floor.runs"
    timed "$BUILD/tester" "$name" --exec "$player" --seed "$seeds" --threads 1 \
      --no-results --stats >>"$WORK/ours.runs"
    turns=$(grep '^stats:' "$WORK/last.err" | sed 's/.* moves=\([0-9]*\).*/\1/')
    if [ -n "$BASE_TESTER" ]; then
      timed "$BASE_TESTER" "$name" --exec "$player" --seed "$seeds" --threads 1 --no-results \
        >>"$WORK/base.runs"
    fi
    if [ -n "$jar" ]; then
      timed run_java "$jar" "$seed" "$games" "$player" "$official" >>"$WORK/java.runs"
    fi
  done
  read -r floor_ms floor_cpu < <(least <"$WORK/floor.runs")
  read -r ours_ms ours_cpu < <(least <"$WORK/ours.runs")
  read -r base_ms base_cpu < <(least <"$WORK/base.runs")
  read -r java_ms _ < <(least <"$WORK/java.runs")
  awk -v g="$name" -v n="$games" -v m="$turns" -v f="$floor_ms" -v o="$ours_ms" \
    -v fc="$floor_cpu" -v oc="$ours_cpu" -v b="$base_ms" -v bc="$base_cpu" -v j="$java_ms" 'BEGIN {
      base = b == "" ? "-" : sprintf("%9d", b); br = b == "" ? "-" : sprintf("%7.2f", b / f)
      basec = bc == "" ? "-" : sprintf("%9d", bc)
      java = j == "" ? "-" : sprintf("%9d", j); jr = j == "" ? "-" : sprintf("%7.2f", j / f)
      printf "%-15s %6d %8d | %9d %9d %7.2f | %9d %9d %7.2f | %9s %7s %9s | %9s %7s\n", g, n, m,
        f, o, o / f, fc, oc, oc / fc, base, br, basec, java, jr
    }'
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
