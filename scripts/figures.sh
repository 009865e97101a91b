#!/usr/bin/env bash
# Prints the headline figures as a Markdown table, one row per run file of the
# results store (results/<game>/<time>_<tag>.json, see docs/results.md), so the
# README and the game pages quote the same numbers and name the run they come from.
#
# Usage: scripts/figures.sh RUN.json...
#   e.g. scripts/figures.sh results/lines/2026-11-27T020000Z_lines-1a2b3c4d.json
# Columns: game, seeds, total score, seeds that failed, the slowest seed's
# solution time, the time budget (MM_TIME_SCALE; "full" when unset) and the run
# (its tag and start time).
set -euo pipefail
[ $# -gt 0 ] || { sed -n '2,11p' "$0" >&2; exit 2; }
command -v jq >/dev/null || { echo "jq is needed (scripts/setup.sh installs it)" >&2; exit 1; }

echo "| game | seeds | total | failed | slowest | budget | run |"
echo "|---|---|---|---|---|---|---|"
for file in "$@"; do
  jq -r '
    def thousands: if . < 0 then "-" + (-. | thousands)
      else tostring | until(test("^[0-9]{1,3}(,|$)"); sub("(?<a>[0-9])(?<b>[0-9]{3})(?<c>,|$)"; "\(.a),\(.b)\(.c)")) end;
    def seed_list: [.results[].seed | tonumber] | sort
      | if length > 1 and (.[-1] - .[0] + 1) == length then "\(.[0])..\(.[-1])"
        else map(tostring) | join(",") end;
    [ .game,
      seed_list,
      ([.results[].score] | add | if . == floor then floor | thousands else tostring end),
      ([.results[] | select(.status != "ok")] | length | tostring),
      (([.results[].solution_ms] | max) / 100 | round / 10 | tostring + " s"),
      (if (.time_scale // "") == "" then "full" else "×" + .time_scale end),
      "\(.tag), \(.started)"
    ] | "| " + join(" | ") + " |"' "$file"
done
