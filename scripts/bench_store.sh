#!/usr/bin/env bash
# The daily loop at a competitor's scale: a results store of RUNS Lines runs of
# CASES cases each (one real run, of the weak test player, copied under RUNS
# tags with their own start times), then the wall time and peak memory of the
# commands a competitor types, the first time (the index is built) and again.
# Usage: scripts/bench_store.sh [RUNS] [CASES] [FOLDER]   (default 2000 1000 a temporary folder)
# Needs GNU time (/usr/bin/time, Debian's package "time").
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${BUILD_DIR:-$ROOT/build}"
TESTER="$BUILD/tester"
runs=${1:-2000}
cases=${2:-1000}
work=${3:-$(mktemp -d)}
[ -x /usr/bin/time ] || { echo "needs GNU time: apt-get install time" >&2; exit 2; }
mkdir -p "$work"
cd "$work"
export MM_NO_SOURCE=1
results="$work/results"

if [ ! -d "$results/lines" ] || [ "$(ls "$results/lines" | wc -l)" -lt "$runs" ]; then
  rm -rf "$results" base
  "$TESTER" lines --exec "$BUILD/weak_lines" --seed "1..$cases" --threads 2 --results base \
    --tag base --progress none --no-output >/dev/null
  python3 - "$(ls base/lines/*.json)" "$results/lines" "$runs" <<'EOF'
import json, os, sys
source, folder, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
run = json.load(open(source))
os.makedirs(folder, exist_ok=True)
for i in range(1, runs + 1):
    run["tag"] = f"v{i:04d}"
    day, rest = divmod(i, 24 * 60)
    run["started"] = f"2026-{1 + day // 28:02d}-{1 + day % 28:02d}T{rest // 60:02d}:{rest % 60:02d}:00Z"
    stamp = run["started"].replace(":", "")
    with open(f"{folder}/{stamp}_{run['tag']}.json", "w") as out:
        json.dump(run, out)
EOF
fi
echo "store: $runs runs of $cases cases, $(du -sh "$results/lines" | cut -f1) of run files, in $work"

measure() {  # measure NAME COMMAND...: "NAME  wall s  peak MB"
  local name=$1
  shift
  /usr/bin/time -f "%e %M" -o time.out "$@" >/dev/null 2>&1 || true
  read -r wall kb <time.out
  printf "| %-44s | %6.2f s | %5d MB |\n" "$name" "$wall" "$((kb / 1024))"
}

printf "| command | wall | peak memory |\n|---|---|---|\n"
rm -f "$results/index.sqlite3"*
measure "runs lines (first: builds the index)" "$TESTER" runs lines --results "$results"
for round in 1 2; do
  measure "runs lines" "$TESTER" runs lines --results "$results"
  measure "compare v0001 v0002 --game lines" "$TESTER" compare v0001 v0002 --game lines \
    --results "$results"
  measure "best lines" "$TESTER" best lines --results "$results"
  measure "note v0002 TEXT" "$TESTER" note v0002 "round $round" --results "$results"
  measure "report v0001 v0002 (page written)" "$TESTER" report v0001 v0002 --output report.html \
    --results "$results"
  measure "a run of 2 seeds with the live comparison" "$TESTER" lines --exec "$BUILD/weak_lines" \
    --seed 1..2 --tag "v0003" --results "$results" --progress plain --no-output --no-results
done
echo "index: $(du -sh "$results/index.sqlite3" | cut -f1)"
