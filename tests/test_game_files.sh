#!/usr/bin/env bash
# Game files (docs/any_game.md): any contest's own tester as a game.
# Usage: test_game_files.sh BUILD_DIR PART, PART one of
#   parity    each of the five games through its game file (the native engine as
#             the external tester) scores seeds 1..3 as the native run, in the
#             mode of its score check
#   verdicts  an AHC-shaped contest (a generator, a local tester, objective min,
#             relative ranking): compare, --by, --where, duel --until-decided and
#             --sprt, --resume, tune.py with its confirmation and check_scores.sh
#             each see a planted difference; failures rank worst under min
#   faults    bad game files stop before anything runs (exit 2, the file, line
#             and key named, nothing recorded); a tester that hangs, crashes,
#             floods, prints no score or no number, or leaves no output costs its
#             seed only, with a message, and leaves no process behind
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$(realpath "$1")"
PART=$2
TESTER="$BUILD/tester"
export MM_NO_SOURCE=1
# The five games' game files call `tester` as their external tester.
export PATH="$BUILD:$PATH"
source "$ROOT/tests/shell_checks.sh"
. "$ROOT/scripts/lib/check_mode.sh"  # value
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1

# The per-seed scores of a run file, "seed score status" a line.
scores_of() { jq -r '.results[] | "\(.seed) \(.score) \(.status)"' "$1"; }
newest() { ls -t "$1"/*_"$2".json | head -n 1; }

parity() {
  for game in $("$TESTER" games); do
    local file="$ROOT/seeds/$game/baseline.txt" env_mode scale
    env_mode=$(value "$file" env)
    scale=$(value "$file" time_scale)
    env "$env_mode" MM_TIME_SCALE="$scale" "$TESTER" "$game" --exec "$BUILD/$game" --seed 1..3 \
      --time-limit 0 --results native --tag n --quiet --progress none >/dev/null
    env "$env_mode" MM_TIME_SCALE="$scale" "$TESTER" --game-file "$ROOT/examples/games/$game.toml" \
      --exec "$BUILD/$game" --seed 1..3 --results external --tag e --quiet --progress none \
      >/dev/null
    check "$game: the game file's run records 3 seeds" \
      test "$(scores_of "$(newest "external/${game}_external" e)" | grep -c ' ok$')" -eq 3
    check "$game: the same scores as the native run" \
      diff <(scores_of "$(newest "native/$game" n)") \
      <(scores_of "$(newest "external/${game}_external" e)")
  done
}

# An AHC-shaped contest: gen SEEDS --dir in, then the solution on in/0000.txt,
# then vis INPUT OUTPUT printing "Score = S" (lower is better).
write_toy_game() {
  sed "s|@BUILD@|$BUILD|g" "$ROOT/tests/fakes/ahc/toy.toml" >toy.toml
}

verdicts() {
  write_toy_game
  local good="$BUILD/ahc_solution --noise 10" worse="$BUILD/ahc_solution --noise 11"
  local run=("$TESTER" --game-file toy.toml --seed 1..60 --quiet --progress none)
  "${run[@]}" --exec "$good" --tag good >/dev/null
  "${run[@]}" --exec "$worse" --tag worse >/dev/null
  # One seed in ten, the solution dies: those cases fail, whatever 0 the tester might print.
  "${run[@]}" --exec "$BUILD/flaky 100 3 $good" --tag flaky >/dev/null
  local compared
  compared=$("$TESTER" compare good worse --json)
  check "compare: the noisier solution is worse (per case, min objective)" \
    test "$(jq -r '.runs[1].interval.verdict' <<<"$compared")" = worse
  check "compare: a lower raw total wins the contest score" \
    jq -e '.runs[0].contest_score > .runs[1].contest_score' <<<"$compared"
  check "compare --by K: a row per K" \
    test "$("$TESTER" compare good worse --by K --json | jq '[.groups[].group] | unique | length')" -ge 4
  local failing
  failing=$("$TESTER" compare good flaky --json)
  check "failed cases count first and rank worst, not as low scores" \
    jq -e '.runs[1].interval.failed.run > 0 and .runs[1].interval.verdict == "worse"' <<<"$failing"
  check "runs: the run with failures ranks last" \
    test "$("$TESTER" runs toy_ahc --json | jq -r '.runs[-1].tag')" = flaky
  "${run[@]}" --exec "$good" --tag where --where K=1..2 >/dev/null
  check "--where reads the generated input's first line before playing" \
    jq -e '[.results[].params.K] | length > 0 and all(. <= 2)' "$(newest results/toy_ahc where)"

  check "once in the store, the game runs by its name" \
    "$TESTER" toy_ahc --exec "$good" --seed 61..62 --tag by-name --quiet --progress none
  "$TESTER" --game-file toy.toml --exec "$good" --tag drawn --seed 1..3 --vis-dir vis \
    --report report.html --quiet --progress none >/dev/null
  check "--vis-dir keeps each seed's visualizer output" grep -q '<text>2</text>' vis/2.svg
  check "the report links them" grep -q '"replay_extension":".svg"' report.html

  local out code
  out=$("$TESTER" duel --game-file toy.toml --exec "$good" --exec "$worse" --seed 1..2000 \
    --until-decided --tags da,db --progress none 2>/dev/null)
  code=$?
  check "duel --until-decided: B is worse (exit 6), well before the seeds run out" \
    grep -qE '^result after [0-9]+ of 2000 seeds: .*: worse' <<<"$out"
  check "duel exit status 6" test "$code" -eq 6
  out=$("$TESTER" duel --game-file toy.toml --exec "$good" --exec "$worse" --seed 1..2000 \
    --sprt 0,2 --tags sa,sb --progress none 2>/dev/null)
  check "duel --sprt: H0 accepted" grep -q '^H0 accepted' <<<"$out"
  "$TESTER" duel --game-file toy.toml --exec "$good" --exec "$worse" --seed 1..10 --tags ra,rb \
    --progress none >/dev/null 2>&1
  out=$("$TESTER" duel --resume ra,rb --seed 1..2000 --until-decided --progress none 2>/dev/null)
  check "duel --resume (the game from the store): decided" grep -q ': worse' <<<"$out"
  check "--resume replays no seed played before" \
    jq -es 'map(select(.note | test("resumed"))) | length == 1 and
            ([.[0].results[].seed | tonumber] | min > 10)' results/toy_ahc/*_rb*.json

  echo '{"AHC_NOISE": {"type": "float", "low": 0, "high": 30, "default": 10}}' >space.json
  out=$(python3 "$ROOT/scripts/tune.py" --game-file toy.toml --exec "$BUILD/ahc_solution" \
    --space space.json --seed 1..20 --trials 6 --threads 2 --tester "$TESTER" 2>&1)
  echo "$out" | tail -n 3
  check "tune.py --game-file: a lower noise, confirmed better than the defaults" \
    grep -qE "^answer: trial [0-9]+'s values are better than the defaults" <<<"$out"

  mkdir base
  printf 'seeds=1..200\ntime_scale=1\ntime_limit=0\nmargin=0.5\n' >base/baseline.txt
  local check_scores=("$ROOT/scripts/check_scores.sh" --game-file toy.toml --baseline base)
  BUILD_DIR="$BUILD" "${check_scores[@]}" --record --exec "$good" >/dev/null
  BUILD_DIR="$BUILD" "${check_scores[@]}" --exec "$good" >/dev/null
  check "check_scores.sh --game-file: the same build passes" test $? -eq 0
  out=$(BUILD_DIR="$BUILD" "${check_scores[@]}" --exec "$BUILD/ahc_solution --noise 10.5")
  code=$?
  echo "$out"
  check "check_scores.sh --game-file: a worse build fails" test "$code" -eq 1
  check "its total change reads as a loss under min" grep -qE ' -[0-9.]+% .* worse +FAIL' <<<"$out"
}

# A game file whose case does what seed N says; `outputs` makes seed 7's missing file a failure.
write_fault_game() {
  cat >faults.toml <<'EOF'
name = "faults"
objective = "min"
ranking = "relative"
time_limit_ms = 1500
max_output_mb = 1

[[step]]
name = "play"
dir = "{case_dir}"
outputs = ["out.txt"]
shell = """
[ {seed} = 7 ] || touch out.txt
case {seed} in
  2) exec sleep 31.7 ;;
  3) kill -SEGV $$ ;;
  4) yes ;;
  5) echo nothing ;;
  6) echo 'Score = abc' ;;
  8) echo 'Score = 3'; exit 4 ;;
  *) echo "Score = 1{seed}" ;;
esac
"""
EOF
}

faults() {
  write_fault_game
  local out code start
  start=$(date +%s)
  out=$("$TESTER" --game-file faults.toml --exec true --seed 1..9 --threads 2 --tag t --progress none 2>&1)
  code=$?
  echo "$out"
  local run
  run=$(newest results/faults t)
  check "every seed is recorded" test "$(jq '.results | length' "$run")" -eq 9
  check "the good seeds score" test "$(jq -r '[.results[] | select(.status == "ok") | .seed] | join(",")' "$run")" = 1,9
  status_of() { jq -r --arg s "$1" '.results[] | select(.seed == $s) | "\(.status) \(.message)"' "$run"; }
  check "a hanging step is killed at the case's limit" grep -q "^timeout TIMEOUT! Time limit of 1500 ms exceeded." <<<"$(status_of 2)"
  check "and says which step" grep -q "seed 2: step 'play' ran past the case's time limit of 1500 ms" <<<"$out"
  check "no process is left" bash -c '! pgrep -f "sleep 31[.]7" >/dev/null'
  check "the run did not wait for the hang" test $(($(date +%s) - start)) -lt 20
  check "a crash" grep -q "^crash step 'play' ended with signal 11" <<<"$(status_of 3)"
  check "a flood" grep -q "^invalid step 'play' printed more than 1 MiB on stdout" <<<"$(status_of 4)"
  check "no score" grep -q "^invalid printed no score" <<<"$(status_of 5)"
  check "a score that is no number" grep -q "^invalid printed a score that is not a number: 'abc'" <<<"$(status_of 6)"
  check "a missing output file" grep -q "^invalid step 'play' did not write .*/7/out.txt" <<<"$(status_of 7)"
  check "a non-zero exit, whatever it printed" grep -q "^crash step 'play' ended with exit code 4" <<<"$(status_of 8)"
  check "a failed case's folder is kept and named" test -d "results/faults/cases/t/3"
  check "a passed case's folder is removed" test ! -e "results/faults/cases/t/1"
  check "the failures are named on stderr with the seed" grep -q "seed 6: printed a score that is not a number" <<<"$out"
  check "exit status 0: the solution's failures are results" test "$code" -eq 0

  for refused in "--exec true --watch" --manual; do
    out=$("$TESTER" --game-file faults.toml $refused --seed 1 2>&1)
    check "$refused on a game file: exit 2" test $? -eq 2
    check "$refused on a game file: says why" grep -q "is not available for" <<<"$out"
  done
  for example in "$ROOT"/examples/games/*.toml; do
    check "$(basename "$example") loads" "$TESTER" games --game-file "$example"
  done

  bad_file() {  # NAME EXPECTED_MESSAGE, the game file's text on stdin (not in a pipe: the counts)
    cat >"$1.toml"
    out=$("$TESTER" --game-file "$1.toml" --exec true --seed 1 --results "bad-$1" 2>&1)
    code=$?
    check "$1: exit 2" test "$code" -eq 2
    check "$1: says '$2'" grep -qF -- "$2" <<<"$out"
    check "$1: nothing recorded" test ! -e "bad-$1"
  }
  local steps='[[step]]
run = ["true"]'
  out=$("$TESTER" --game-file missing.toml --exec true --seed 1 2>&1)
  check "missing file: exit 2 and says so" grep -q "cannot read the game file missing.toml" <<<"$out"
  bad_file malformed "bad game file" < <(printf 'name = "x"\nobjective = max\n')
  bad_file unknown_key "unknown_key.toml:3: 'scroe': unknown key" < <(printf 'name = "x"\nobjective = "max"\nscroe = 1\n%s\n' "$steps")
  bad_file placeholder "placeholder.toml:4: 'step[1].run': unknown placeholder {sed}" < <(printf 'name = "x"\nobjective = "max"\n[[step]]\nrun = ["gen", "{sed}"]\n')
  bad_file regex "regex.toml:6: 'score.regex': does not compile" < <(printf 'name = "x"\nobjective = "max"\n%s\n[score]\nregex = "Score = (("\n' "$steps")
  bad_file bound "'max_raw_score': ranking 'absolute' needs max_raw_score > 0" < <(printf 'name = "x"\nobjective = "max"\nranking = "absolute"\n%s\n' "$steps")
  bad_file no_group "'score.regex': has no group for the score" < <(printf 'name = "x"\nobjective = "max"\n%s\n[score]\nregex = "Score = \\\\d+"\n' "$steps")
  bad_file objective "'objective': is 'best'; it must be one of max, min" < <(printf 'name = "x"\nobjective = "best"\n%s\n' "$steps")
  bad_file builtin "'lines' is one of this tester's own games" < <(printf 'name = "lines"\nobjective = "max"\n%s\n' "$steps")
}

case "$PART" in
  parity) parity ;;
  verdicts) verdicts ;;
  faults) faults ;;
  *) echo "usage: test_game_files.sh BUILD_DIR parity|verdicts|faults" >&2; exit 2 ;;
esac
checks_summary
