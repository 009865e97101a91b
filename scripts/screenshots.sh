#!/usr/bin/env bash
# Regenerates the visualizer screenshots in docs/images/ (one per game, and a
# run report) from the submissions, at a short time budget, with headless Chromium.
# Usage: scripts/screenshots.sh   (env: MM_TIME_SCALE=0.05, BUILD_DIR)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${BUILD_DIR:-$ROOT/build}"
OUT="$ROOT/docs/images"
export MM_TIME_SCALE="${MM_TIME_SCALE:-0.05}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
"$ROOT/scripts/build.sh" >/dev/null
mkdir -p "$OUT"

shoot() {  # shoot PAGE#FRAGMENT NAME
  chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars \
    --user-data-dir="$WORK/profile" --virtual-time-budget=5000 --window-size=1180,780 \
    --screenshot="$OUT/$2.png" "file://$1" 2>/dev/null
  echo "$OUT/$2.png"
}

# Every registered game, played by its submission: seed 5 at its end, unless a
# better picture is named here (seed, where to stop).
declare -A PICTURE=([jewels]="5 step=40" [square_remover]="5 step=300"
                    [tiles_matching]="5 step=600" [twisted_game]="3 end")
for game in $("$BUILD/tester" games); do
  if [ ! -x "$BUILD/$game" ]; then
    echo "screenshots.sh: no build/$game (submissions/$game.cpp) to play $game's picture" >&2
    exit 1
  fi
  read -r seed at <<<"${PICTURE[$game]:-5 end}"
  "$BUILD/tester" "$game" --exec "$BUILD/$game" --seed "$seed" --vis "$WORK/$game.html" \
    --no-results --no-output --quiet >/dev/null
  shoot "$WORK/$game.html#$at" "$game"
done
# The report of two runs of Lines, at 2 % and at 5 % of the time budget.
MM_TIME_SCALE=0.02 "$BUILD/tester" lines --exec "$BUILD/lines" --seed 1..30 --no-output --quiet \
  --no-summary --results "$WORK/results" --tag quick --note "2% budget" >/dev/null
"$BUILD/tester" lines --exec "$BUILD/lines" --seed 1..30 --no-output --quiet --no-summary \
  --results "$WORK/results" --tag longer --note "5% budget" --vis-dir "$WORK/replays" >/dev/null
"$BUILD/tester" report quick longer --by N --replays replays --results "$WORK/results" \
  --output "$WORK/report.html" >/dev/null
shoot "$WORK/report.html" report
# Manual play, one picture per game (docs/play.md).
node "$ROOT/tests/browser/play_screenshots.js" "$BUILD/tester" "$OUT"
shoot "$WORK/report.html#hover=8" report_charts
