#!/usr/bin/env bash
# Measures the tester's own cost per move, with a solution that answers at once:
# the golden replayer plays back recorded 1000-move games, so the solution side
# does no thinking. Prints CPU and wall time per move and seeds per second.
# Usage: scripts/bench_overhead.sh [REPEATS]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${BUILD_DIR:-$ROOT/build}"
REPEATS="${1:-20}"
"$ROOT/scripts/build.sh" >/dev/null

floor_us=$("$BUILD/pipe_floor" 200000)
echo "bare pipe round trip (floor): $floor_us us"

# game folder, seed, tester game name
CASES=("lines 9 lines" "jewels 3 jewels" "twistedgame 5 twisted_game" "tilesmatching 4 tiles_matching" "squareremover 7 square_remover")
printf "%-16s %8s %8s %12s %12s %12s %10s %10s\n" game threads moves "cpu us/move" "wall us/move" "solution ms" "seeds/s" "wall/floor"
for entry in "${CASES[@]}"; do
  read -r folder seed game <<<"$entry"
  case_file="$ROOT/tests/golden/$folder/$seed.json.gz"
  [ -f "$case_file" ] || continue
  for threads in 1 2; do
    seeds=$(printf "$seed,%.0s" $(seq "$REPEATS")); seeds="${seeds%,}"
    stats=$("$BUILD/tester" "$game" --exec "$BUILD/golden_replayer $case_file" --seed "$seeds" \
      --threads "$threads" --time-limit 0 --no-summary --stats 2>&1 >/dev/null | grep '^stats:')
    eval "$(echo "$stats" | sed 's/^stats: //; s/ /;/g')"
    awk -v g="$game" -v t="$threads" -v m="$moves" -v c="$tester_cpu_ms" -v w="$wall_ms" -v s="$solutions_cpu_ms" -v n="$seeds" -v f="$floor_us" \
      'BEGIN { printf "%-16s %8d %8d %12.2f %12.2f %12.1f %10.2f %10.1f\n", g, t, m, c*1000/m, w*1000/m, s/n, n/(w/1000), (w*1000/m)/f }'
  done
done
