#!/usr/bin/env bash
# SquareRemover search speed: nodes expanded per CPU second at a fixed beam
# width, per seed and per board class (colours, N), for one or two builds.
#
# At SR_FIXED_WIDTH=W the beam holds W nodes a layer for 10,000 layers, so a
# game expands about W * 10,000 nodes whatever the machine; the CPU time
# (user + system, from /usr/bin/time) gives nodes per CPU second. The score
# printed is the game's, so a second build at the same width shows whether
# the speed came with the same play per node.
#
# Usage: scripts/bench_square_remover.sh [-w WIDTH] [-s SEEDS] [-r ROUNDS] BINARY [BASE_BINARY]
#   WIDTH   fixed beam width (default 200)
#   SEEDS   tester seed spec (default 1..10)
#   ROUNDS  games per seed and build, the builds taking turns; the least CPU
#           time counts, as a busy or throttled machine only ever adds time
#           (default 3)
# Cases come from build/tester (BUILD_DIR); one game at a time.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${BUILD_DIR:-$ROOT/build}"
WIDTH=200
SEEDS=1..10
ROUNDS=3
USAGE="usage: $0 [-w WIDTH] [-s SEEDS] [-r ROUNDS] BINARY [BASE_BINARY]"
while getopts "w:s:r:" opt; do
  case "$opt" in
    w) WIDTH="$OPTARG" ;;
    s) SEEDS="$OPTARG" ;;
    r) ROUNDS="$OPTARG" ;;
    *) echo "$USAGE" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[[ $# -ge 1 && $# -le 2 ]] || { echo "$USAGE" >&2; exit 2; }
BINARIES=("$@")
for b in "${BINARIES[@]}"; do [[ -x "$b" ]] || { echo "not an executable: $b" >&2; exit 2; }; done
[[ -x "$BUILD/tester" ]] || { echo "no tester at $BUILD/tester (build it first)" >&2; exit 2; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
# The cases: the tester saves what it sends; a one-move-wide beam makes it quick.
SR_FIXED_WIDTH=1 "$BUILD/tester" square_remover --exec "${BINARIES[0]}" --seed "$SEEDS" \
  --threads 1 --save-input "$WORK" --no-results --no-summary --quiet >/dev/null

# One game: prints "score cpu_seconds".
play() {
  local binary="$1" input="$2"
  SR_FIXED_WIDTH="$WIDTH" /usr/bin/time -f "%U %S" -o "$WORK/time" "$binary" <"$input" \
    >/dev/null 2>"$WORK/err"
  local score cpu
  score="$(sed -n 's/^Score = //p' "$WORK/err")"
  cpu="$(awk '{ print $1 + $2 }' "$WORK/time")"
  echo "$score $cpu"
}

header="seed colors N"
for i in "${!BINARIES[@]}"; do header+=" score$i cpu$i knodes_per_s$i"; done
{
  echo "$header"
  for input in $(ls "$WORK"/*.in | sort -t/ -k2 -V); do
    seed="$(basename "$input" .in)"
    colors="$(sed -n 1p "$input")"
    n="$(sed -n 2p "$input")"
    line="$seed $colors $n"
    declare -A best=() scores=()
    for ((round = 0; round < ROUNDS; round++)); do
      for i in "${!BINARIES[@]}"; do
        read -r score cpu < <(play "${BINARIES[$i]}" "$input")
        scores[$i]="$score"
        if [[ -z "${best[$i]:-}" ]] || awk -v a="$cpu" -v b="${best[$i]}" 'BEGIN { exit !(a < b) }'; then
          best[$i]="$cpu"
        fi
      done
    done
    for i in "${!BINARIES[@]}"; do
      cpu="${best[$i]}"
      line+=" ${scores[$i]} $cpu $(awk -v w="$WIDTH" -v c="$cpu" 'BEGIN { printf "%.0f", w * 10 / c }')"
    done
    unset best scores
    echo "$line"
  done
} | tee "$WORK/table" | column -t

# Per class (colours, N): mean nodes per CPU second, and the speed-up of the
# first build over the second when there are two.
echo
summary() {
  awk -v two="$(( ${#BINARIES[@]} == 2 ))" -v key_of="$1" '
    NR == 1 { next }
    {
      key = key_of == "all" ? "all" : sprintf("%d colours, N %2d", $2, $3)
      count[key]++; speed0[key] += $6; score0[key] += $4
      if (two) { speed1[key] += $9; score1[key] += $7 }
    }
    END {
      for (k in count) {
        line = sprintf("%-20s %5d %9.0f", k, count[k], speed0[k] / count[k])
        if (two) line = line sprintf(" %9.0f %8.2f %10.4f", speed1[k] / count[k],
                                     speed0[k] / speed1[k], score0[k] / score1[k])
        print line
      }
    }' "$WORK/table"
}
if [[ ${#BINARIES[@]} == 2 ]]; then
  printf "%-20s %5s %9s %9s %8s %10s\n" class seeds knodes/s base speed-up score/base
else
  printf "%-20s %5s %9s\n" class seeds knodes/s
fi
summary class | sort
summary all
