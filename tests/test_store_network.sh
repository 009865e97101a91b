#!/usr/bin/env bash
# A results store on shared storage (docs/results.md, "On shared storage"): with
# the network mode forced (MM_STORE_NETWORK=1), eight testers writing one store at
# once all succeed, no SQLite file appears in the store, and `runs` lists the
# eight runs with the same figures as a store built without the mode. And an
# index damaged while another process holds it open is rebuilt beside it and
# renamed over it: both processes end with correct answers.
# Usage: tests/test_store_network.sh BUILD_DIR
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$(realpath "$1")"
TESTER="$BUILD/tester"
export MM_NO_SOURCE=1
source "$ROOT/tests/shell_checks.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
export XDG_CACHE_HOME="$work/cache"  # where the local index of a network store goes

for i in 1 2 3 4 5 6 7 8; do
  MM_STORE_NETWORK=1 "$TESTER" lines --exec "$BUILD/weak_lines" --seed "$((i * 200 - 199))+200" \
    --threads 1 --results shared --tag "host$i" --quiet --progress none >/dev/null &
done
failed=0
for job in $(jobs -p); do wait "$job" || failed=$((failed + 1)); done
check "eight testers writing one store at once all succeed" test "$failed" -eq 0
check "eight run files" test "$(ls shared/lines/*_host[1-8].json | wc -l)" -eq 8
check "no SQLite file in the store" test -z "$(find shared -name '*.sqlite3*')"
# The same run files in a store without the mode: the same leaderboard.
mkdir -p local && cp -r shared/lines local/
figures() { "$TESTER" runs lines --results "$1" --json | jq -c '[.runs[] | {tag, contest, mean_raw, failed, seeds}] | sort_by(.tag)'; }
network_figures=$(MM_STORE_NETWORK=1 figures shared)
check "runs lists all eight" test "$(jq length <<<"$network_figures")" -eq 8
check "with the same figures as a store built without the mode" \
  test "$network_figures" = "$(MM_STORE_NETWORK=0 figures local)"
check "the network store's index is on local disk" test -n "$(find cache -name 'index-*.sqlite3')"
check "and still none in the store" test -z "$(find shared -name '*.sqlite3*')"
check "a shard writes its run file only: the index does not know it until read" bash -c "
  MM_STORE_NETWORK=0 '$TESTER' lines --exec '$BUILD/weak_lines' --seed 1..20 --shard 1/2 \
    --results local --tag shard --quiet --progress none >/dev/null &&
  ! sqlite3_has=\$(python3 -c \"import sqlite3; print(sqlite3.connect('local/index.sqlite3').execute(\\\"select count(*) from runs where tag = 'shard'\\\").fetchone()[0])\") ||
  [ \"\$sqlite3_has\" = 0 ]"

# Another process holds the index open (WAL, as the tester makes it) while a
# tester finds it of another format version and rebuilds it.
expected=$(MM_STORE_NETWORK=0 figures local)
python3 - local/index.sqlite3 >holder.out 2>&1 <<'PY' &
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1])
before = db.execute("select count(*) from runs").fetchone()[0]
open("holder.ready", "w").close()
while not __import__("os").path.exists("rebuilt"):
    time.sleep(0.05)
after = db.execute("select count(*) from runs").fetchone()[0]
print(before, after)
PY
holder=$!
while [ ! -e holder.ready ]; do sleep 0.05; done
python3 -c "import sqlite3; db = sqlite3.connect('local/index.sqlite3'); db.execute('PRAGMA user_version = 99'); db.commit()"
out=$(MM_STORE_NETWORK=0 "$TESTER" runs lines --results local --json 2>&1 >/dev/null)
touch rebuilt
wait "$holder"
check "the tester says it rebuilds" grep -q 'rebuilding the results index .* another format version' <<<"$out"
check "its answer is right" test "$(MM_STORE_NETWORK=0 figures local)" = "$expected"
check "the process holding the old index still reads it" grep -qE '^([0-9]+) \1$' holder.out
check "the rebuilt index is kept (no second rebuild)" \
  bash -c "! MM_STORE_NETWORK=0 '$TESTER' runs lines --results local 2>&1 >/dev/null | grep -q rebuilding"
checks_summary
