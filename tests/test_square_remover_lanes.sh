#!/usr/bin/env bash
# SquareRemover's colour lanes: the SSE2 build, the portable loop over the
# lanes (SR_PORTABLE_LANES) and both with SR_SELF_CHECK (every built node
# recounted window by window from its cells, abort on a difference) play the
# same game, byte for byte, at a fixed width on boards of four, five and six
# colours, small and large. Usage: test_square_remover_lanes.sh BUILD_DIR
set -uo pipefail
BUILD="$1"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
source "$(dirname "${BASH_SOURCE[0]}")/shell_checks.sh"

# Seeds 3 (5 colours, N 8), 4 (4, 8), 5 (6, 11), 9 (5, 14), 7 (4, 16).
SEEDS=3,4,5,9,7
SR_FIXED_WIDTH=1 "$BUILD/tester" square_remover --exec "$BUILD/square_remover" --seed "$SEEDS" \
  --save-input "$WORK" --no-results --no-summary --quiet >/dev/null
for seed in ${SEEDS//,/ }; do
  for variant in square_remover square_remover_checked square_remover_portable_checked; do
    SR_FIXED_WIDTH=12 "$BUILD/$variant" <"$WORK/$seed.in" >"$WORK/$seed.$variant.out" \
      2>"$WORK/$seed.$variant.err"
    check "$variant ends normally on seed $seed" test $? -eq 0
  done
  check "seed $seed: 30000 lines" test "$(wc -l <"$WORK/$seed.square_remover.out")" -eq 30000
  for variant in square_remover_checked square_remover_portable_checked; do
    check "$variant plays seed $seed as the release build" \
      cmp -s "$WORK/$seed.square_remover.out" "$WORK/$seed.$variant.out"
    check "$variant tallies seed $seed as the release build" \
      cmp -s "$WORK/$seed.square_remover.err" "$WORK/$seed.$variant.err"
  done
done
checks_summary
