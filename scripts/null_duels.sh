#!/usr/bin/env bash
# Null duels: two salts of one random Jewels player (tests/fakes/random_jewels,
# equally good, different seed by seed) in duels that stop at their first
# verdict. "Better" is false for both modes, and so is "worse" for the interval
# (the SPRT's H0, "not better by HIGH", is true); the duel promises at most 5 %.
# Scores are set against each other only (an empty best-known table), so the
# per-case differences are large, as between two real versions.
# Usage: scripts/null_duels.sh [DUELS] [SEEDS] [MODE...]   (default 20, 1..400,
#        --until-decided; e.g. 20 1..400 --sprt 0,2 for the SPRT)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${BUILD_DIR:-$ROOT/build}"
duels=${1:-20}
seeds=${2:-1..400}
shift $(($# < 2 ? $# : 2))
mode=("$@")
[ ${#mode[@]} -gt 0 ] || mode=(--until-decided)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/seeds"
better=0 not_better=0
for ((d = 0; d < duels; d++)); do
  status=0
  out=$(MM_SEEDS_DIR="$work/seeds" "$BUILD/tester" duel jewels \
    --exec "$BUILD/random_jewels $((2 * d + 1))" --exec "$BUILD/random_jewels $((2 * d + 2))" \
    --tags "salt$((2 * d + 1)),salt$((2 * d + 2))" --seed "$seeds" "${mode[@]}" \
    --results "$work/results" --progress none 2>/dev/null) || status=$?
  [ "$status" -ne 0 ] || better=$((better + 1))
  [ "$status" -ne 6 ] || not_better=$((not_better + 1))
  printf "duel %2d (exit %d): %s\n" "$((d + 1))" "$status" "$(grep '^result after' <<<"$out")"
done
echo "of $duels null duels: $better said B better (exit 0), $not_better B worse, within or H0 (exit 6)"
