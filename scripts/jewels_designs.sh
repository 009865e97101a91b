#!/usr/bin/env bash
# Regenerates the Jewels submission's template table (the body of kTemplates in
# submissions/jewels.cpp) with build/jewels_designs and its default options:
# for every board size 8..16 and colour count 6..10, eighteen designs (RNG
# seeds 11 to 28). 30,000 search iterations a design, 100,000 for 12x12 to
# 16x16 with nine or ten colours and for 11x11 and 12x12 with seven to ten
# (sessions 18 to 20: the longer search found better layouts there; it did not
# pay on 10x10 with nine or ten colours nor on 11x11 with six, see
# docs/games/jewels.md). Runs two designs at a time; takes about 210 minutes on
# two cores.
# Usage: scripts/jewels_designs.sh [BUILD_DIR] > table.txt
set -euo pipefail
build=${1:-build}
designer="$build/jewels_designs"
[[ -x $designer ]] || { echo "build $designer first" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for n in 8 9 10 11 12 13 14 15 16; do
  for c in 6 7 8 9 10; do
    iterations=30000
    if (((n >= 12 && c >= 9) || ((n == 11 || n == 12) && c >= 7))); then iterations=100000; fi
    for s in $(seq 11 28); do echo "$n $c $s $iterations"; done
  done
done | xargs -P 2 -L 1 sh -c '"$0" "$1" "$2" "$4" "$3" > "'"$out"'/$1_$2_$3.txt" 2> /dev/null' "$designer"
for n in 8 9 10 11 12 13 14 15 16; do
  for c in 6 7 8 9 10; do
    for s in $(seq 11 28); do cat "$out/${n}_${c}_${s}.txt"; done
  done
done
