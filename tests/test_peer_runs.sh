#!/usr/bin/env bash
# scripts/peer_runs.py: a peers folder's scores become runs of the results
# store (one per public solution and the best of each seed) that the tester
# compares with ours per class; bad input is refused before anything is
# written. Usage: test_peer_runs.sh BUILD_DIR
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export BUILD_DIR="$1"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
source "$ROOT/tests/shell_checks.sh"

mkdir -p "$WORK/peers" "$WORK/results/lines"
printf 'game\tpeer\tseed\tparams\tscore\twall_s\n' >"$WORK/peers/more.tsv"
printf 'Lines\talice\t101\tN=9 C=8\t100.0\t1.5\nLines\talice\t102\tN=10 C=4\t400.0\t2.0\n' >>"$WORK/peers/more.tsv"
printf 'Lines\tbob\t101\tN=9 C=8\t120.0\t1.0\nLines\tbob\t102\tN=10 C=4\t300.0\t1.0\n' >>"$WORK/peers/more.tsv"
printf 'Jewels\talice\t101\tN=8 C=6\t999.0\t1.0\n' >>"$WORK/peers/more.tsv"
printf 'game\tseed\tbest_public_score\tby\nLines\t1\t50\tcarol\n' >"$WORK/peers/examples.tsv"
# Our run: seeds 1, 101 and 102 of Lines.
cat >"$WORK/results/lines/2026-01-01T000000Z_ours.json" <<'JSON'
{"format": 1, "game": "lines", "tag": "ours", "complete": true, "started": "2026-01-01T00:00:00Z",
 "time_limit_ms": 10000, "results": [
  {"seed": "1", "score": 60, "status": "ok", "params": {"N": 7, "C": 5}},
  {"seed": "101", "score": 150, "status": "ok", "params": {"N": 9, "C": 8}},
  {"seed": "102", "score": 440, "status": "ok", "params": {"N": 10, "C": 4}}]}
JSON

out=$("$ROOT/scripts/peer_runs.py" lines --peers "$WORK/peers" --results "$WORK/results")
check "imports ends normally" test $? -eq 0
echo "$out"
check "one run per peer and the best" test "$(ls "$WORK/results/lines" | grep -c '_peer-')" -eq 3
best="$WORK/results/lines/2000-01-01T000000Z_peer-best.json"
check "the best of each seed, examples included" \
  test "$(jq -c '[.results[] | [.seed, .score]]' "$best")" = '[["1",50],["101",120],["102",400]]'
check "the peers' board parameters are kept" \
  test "$(jq -cS '.results[1].params' "$best")" = '{"C":8,"N":9}'
check "another game's rows stay out" bash -c '! grep -q 999 "$1"/results/lines/*peer-alice.json' _ "$WORK"

compare=$("$BUILD_DIR/tester" compare ours peer-best --game lines --results "$WORK/results" --by C --json)
check "the tester compares ours with the best per class" test $? -eq 0
check "three cases side by side" test "$(jq '.seeds | length' <<<"$compare" 2>/dev/null || echo 0)" -eq 3
check "a group per colour count" test "$(jq '.groups | length' <<<"$compare")" -ge 2

"$ROOT/scripts/peer_runs.py" lines --peers "$WORK/peers" --results "$WORK/results" >/dev/null
check "a second import rewrites the same files" test "$(ls "$WORK/results/lines" | wc -l)" -eq 4

"$ROOT/scripts/peer_runs.py" no_such_game --peers "$WORK/peers" --results "$WORK/results" 2>"$WORK/err"
check "an unknown game is refused" test $? -ne 0
check "... naming the registered ones" grep -q "registered: square_remover" "$WORK/err"
"$ROOT/scripts/peer_runs.py" lines --peers "$WORK/nowhere" --results "$WORK/results" 2>"$WORK/err"
check "a missing peers folder is refused" test $? -ne 0
"$ROOT/scripts/peer_runs.py" twisted_game --peers "$WORK/peers" --results "$WORK/results" 2>"$WORK/err"
check "a game without scores is refused" grep -q "no scores of TwistedGame" "$WORK/err"
check "... and writes nothing" test ! -d "$WORK/results/twisted_game"

checks_summary
