#!/usr/bin/env bash
# scripts/tune.py on a toy Jewels player whose score peaks at TOY_X=13: the study
# starts from the defaults, finds the peak, confirms it against the defaults on
# unseen seeds, resumes, refuses bad input before running anything, prunes and
# stops cleanly (pruned and interrupted runs recorded as incomplete, no process left).
# Usage: tests/test_tune.sh TESTER PEAKED_JEWELS
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TESTER="$1"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
# The player inside WORK, so every process of a run names WORK on its command line.
mkdir bin
cp "$2" bin/peaked_jewels
# Plays seed 1 (the only 8x8 board of seeds 1..3) and stalls on the others until
# stopped: a trial stopped after seed 1 is then surely stopped mid-run.
cat > bin/stall_after_8x8 <<EOF
#!/usr/bin/env bash
read -r n
if [ "\$n" != 8 ]; then while read -r _; do :; done; exit 0; fi
{ echo "\$n"; cat; } | "$WORK/bin/peaked_jewels"
EOF
chmod +x bin/stall_after_8x8

source "$ROOT/tests/shell_checks.sh"
tune() {
  "$ROOT/scripts/tune.py" jewels --tester "$TESTER" --results "$WORK/results" "$@"
}
run_file() {  # the run file of a tag
  ls "$WORK"/results/jewels/*_"$1".json
}
no_process_left() {
  ! pgrep -f "$WORK" >/dev/null
}

echo '{"TOY_X": {"type": "int", "low": 0, "high": 30, "default": 0}}' > space.json
echo '{"TOY_X": {"type": "int", "low": 10, "high": 16}}' > near.json
echo '{"TOY_X": {"type": "int", "low": 29, "high": 30}}' > far.json
TOY=(--exec "$WORK/bin/peaked_jewels" --seed 1..2 --study toy)

# The peak, from the defaults, confirmed on seeds 3.. against the command without TOY_X.
out=$(tune "${TOY[@]}" --space space.json --trials 12)
echo "$out"
check "trial 0 plays the defaults" grep -q "^trial 0: TOY_X=0 score" <<<"$out"
best=$(sed -n 's/^best: TOY_X=\([0-9]*\) .*/\1/p' <<<"$out")
check "best TOY_X=$best within 13 +- 3" test "${best:-99}" -ge 10 -a "${best:-99}" -le 16
check "the best is confirmed on unseen seeds" grep -q "^confirm: .* in a duel on seeds 3..502" <<<"$out"
check "the answer is the duel's verdict" \
  grep -q "^answer: trial [0-9]*'s values are better than the defaults on unseen seeds" <<<"$out"

# Resuming adds trials to the same study, each one a recorded run.
out=$(tune "${TOY[@]}" --space space.json --trials 2 --confirm-seeds none)
echo "$out"
check "the resumed study has 14 trials" grep -q "^study toy: 14 trials" <<<"$out"
runs=$("$TESTER" runs jewels --results "$WORK/results")
for n in $(seq 0 13); do
  check "run toy-t$n listed" grep -qw "toy-t$n" <<<"$runs"
done

# Bad input: exit 2, a message, nothing run.
before=$(find results/jewels -type f | wc -l)
bad() {  # bad DESCRIPTION EXPECTED-MESSAGE tune.py-ARGS...
  local what="$1" message="$2" status=0; shift 2
  err=$(tune --exec "$WORK/bin/peaked_jewels" --study bad --trials 1 "$@" 2>&1 >/dev/null) || status=$?
  check "$what: exit 2 (got $status)" test "$status" -eq 2
  check "$what: says '$message' (said: $err)" grep -qF -- "$message" <<<"$err"
}
echo '{"TOY_X": {"type": "int", "low": 5, "high": 1}}' > reversed.json
echo '{"TOY_X": {"type": "integer", "low": 0, "high": 3}}' > unknown.json
echo '{"TOY_X": {"type": "choice"}}' > nochoices.json
echo '{"TOY_X": {"type": "int", "low": 0,' > broken.json
bad "low above high" "low 5 is above high 1" --space reversed.json --seed 1
bad "unknown type" "unknown type 'integer'" --space unknown.json --seed 1
bad "no choices" '"choices" must be a non-empty list' --space nochoices.json --seed 1
bad "broken JSON" "is not valid JSON" --space broken.json --seed 1
bad "missing space file" "cannot read the space file" --space missing.json --seed 1
bad "bad seeds" "bad seed 'x' in '1..x'" --space space.json --seed 1..x
bad "confirming on tuning seeds" "--confirm-seeds shares 1 seed(s) with --seed" \
  --space space.json --seed 1..3 --confirm-seeds 3..5
echo '{"TOY_X": {"type": "int", "low": 0, "high": 3, "default": 7}}' > outside.json
bad "default out of range" "the default 7 is not a number in the range" --space outside.json --seed 1
status=0
tune --exec "$WORK/bin/peaked_jewels" --space space.json --seed 1 --trials 1 \
  --tester "$WORK/no-tester" >/dev/null 2>&1 || status=$?
check "missing tester: exit 2" test "$status" -eq 2
check "no run recorded for bad input" test "$(find results/jewels -type f | wc -l)" -eq "$before"
check "no study made for bad input" test ! -e results/tune/bad.db

# Pruning: four good trials make the median; two hopeless ones are then stopped
# after their first seed (seed 1 played, or a stalled seed timed out) while the
# next stalls. The seeds come in another order in each trial.
PRUNE=(--seed 1..3 --batch 1 --threads 1 --study prune --confirm-seeds none)
STALL_LIMIT=(-- --time-limit 2000)
tune --exec "$WORK/bin/peaked_jewels" "${PRUNE[@]}" --space near.json --trials 4
out=$(tune --exec "$WORK/bin/stall_after_8x8" "${PRUNE[@]}" --space far.json --trials 2 "${STALL_LIMIT[@]}")
echo "$out"
check "both hopeless trials pruned after seed 1" \
  test "$(grep -c "pruned after 1/3 seeds" <<<"$out")" -eq 2
check "the study counts them" grep -q "^study prune: 6 trials (4 complete, 2 pruned" <<<"$out"
for n in 4 5; do
  check "pruned run prune-t$n recorded as incomplete" grep -q '"complete": false' "$(run_file "prune-t$n")"
done
check "no process left after pruning" no_process_left

# Interrupting tune.py itself (a first trial is never pruned) stops its tester.
"$ROOT/scripts/tune.py" jewels --tester "$TESTER" --results "$WORK/results" \
  --exec "$WORK/bin/stall_after_8x8" --seed 1..4 --threads 1 --study stop --confirm-seeds none \
  --space space.json --trials 1 "${STALL_LIMIT[@]}" > stop.out 2>&1 &
pid=$!
for _ in $(seq 300); do  # until a first seed is in the run's journal (up to 30 s)
  grep -qs '"seed":' results/jewels/*_stop-t0.json.partial && break
  sleep 0.1
done
kill -INT "$pid"
status=0
wait "$pid" || status=$?
cat stop.out
check "interrupted tune.py exits 130 (got $status)" test "$status" -eq 130
check "its trial is marked failed" grep -q "^study stop: 1 trial (0 complete, 0 pruned, 1 failed)" stop.out
check "its run recorded as incomplete" grep -q '"complete": false' "$(run_file stop-t0)"
check "no process left after Ctrl-C" no_process_left

checks_summary
