#!/usr/bin/env bash
# The tester's own cost, with a solution that answers at once: the golden
# replayer plays back each registered game's longest recorded normal game (a
# 1000-move Lines or Jewels game, a 10,000-move TilesMatching or TwistedGame
# game, SquareRemover's 30,000 lines), so the solution side does no thinking. The floor is a bare pipe ping-pong
# between two processes (tests/bench/pipe_floor.cpp).
# Prints, per game and thread count: tester CPU per move and per seed, wall
# time per move and its excess over the floor, seeds per second and the
# tester's peak memory.
# Usage: scripts/bench_overhead.sh [REPEATS]   (seeds per row, default 20)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${BUILD_DIR:-$ROOT/build}"
REPEATS="${1:-20}"
"$ROOT/scripts/build.sh" >/dev/null

# On a VM the round trip itself swings with how idle the cores are (waking an
# idle core costs tens of microseconds), so the floor is measured again right
# before each row and each row is compared with its own floor.
echo "floor = bare pipe round trip measured just before the row; 'user' = the tester's own work"

printf "%-15s %3s %6s | %9s %9s %9s | %8s %9s %9s %7s | %8s %8s\n" game thr moves "cpu us/mv" "user us/mv" "cpu ms/sd" "floor us" "wall us/mv" "over floor" "ratio" "seeds/s" "peak MB"
for game in $("$BUILD/tester" games); do
  # The largest recording of normal play (<seed>.json.gz, no fault tag) is the longest game.
  case_name=$(ls -S "$ROOT/tests/golden/$game" | grep -E '^[0-9]+\.json\.gz$' | head -n 1 || true)
  [ -n "$case_name" ] || continue
  case_file="$ROOT/tests/golden/$game/$case_name"
  seed="${case_name%%.*}"
  for threads in 1 2; do
    seeds=$(printf "$seed,%.0s" $(seq "$REPEATS")); seeds="${seeds%,}"
    floor_us=$("$BUILD/pipe_floor" 20000)
    stats=$("$BUILD/tester" "$game" --exec "$BUILD/golden_replayer $case_file" --seed "$seeds" \
      --threads "$threads" --time-limit 0 --no-summary --no-results --stats 2>&1 >/dev/null | grep '^stats:')
    eval "$(echo "$stats" | sed 's/^stats: //; s/ /;/g')"
    # Wall time per move counts only the turns: the replayer's own start-up
    # (reading its recording) is its CPU, subtracted here.
    awk -v g="$game" -v t="$threads" -v m="$moves" -v c="$tester_cpu_ms" -v w="$wall_ms" \
        -v s="$solutions_cpu_ms" -v n="$seeds" -v f="$floor_us" -v rss="$tester_max_rss_kb" \
        -v u="$tester_user_ms" '
      BEGIN {
        turn_wall_us = (w * t - s) * 1000 / m; if (turn_wall_us < 0) turn_wall_us = 0
        printf "%-15s %3d %6d | %9.2f %9.2f %9.2f | %8.1f %9.2f %9.2f %7.2f | %8.2f %8.1f\n",
          g, t, m / n, c * 1000 / m, u * 1000 / m, c / n, f, turn_wall_us, turn_wall_us - f,
          turn_wall_us / f, n / (w / 1000), rss / 1024
      }'
  done
done
