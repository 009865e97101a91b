#!/usr/bin/env bash
# A shared Optuna study: two scripts/tune.py workers at once on one study, in a
# throwaway PostgreSQL cluster (scripts/engines/postgres.sh), then in SQLite and
# in a journal file. Every trial is recorded once, the total is both workers'
# trials, each worker sampled after the other's trials had finished (so its
# sampler saw them), and the best trial is confirmed once, not once per worker.
# The game is the tests' AHC-shaped contest (a game file; tests/fakes/ahc/).
# Usage: tests/test_engines_postgres.sh BUILD_DIR
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$(realpath "$1")"
export MM_NO_SOURCE=1
source "$ROOT/tests/shell_checks.sh"
work=$(mktemp -d)
pg=$(mktemp -d)  # its own folder: the server's account must reach it
cleanup() {
  "$ROOT/scripts/engines/postgres.sh" stop "$pg"
  rm -rf "$work" "$pg"
}
trap cleanup EXIT
cd "$work" || exit 1

sed "s|@BUILD@|$BUILD|g" "$ROOT/tests/fakes/ahc/toy.toml" >toy.toml
echo '{"AHC_NOISE": {"type": "float", "low": 0, "high": 30, "default": 10}}' >space.json
TRIALS=6

# two_workers LABEL STORAGE: both workers at once on study LABEL; their outputs in LABEL-{a,b}.out.
two_workers() {
  local worker
  for worker in a b; do
    python3 "$ROOT/scripts/tune.py" --game-file toy.toml --exec "$BUILD/ahc_solution" \
      --space space.json --seed 1..40 --trials "$TRIALS" --threads 1 --tester "$BUILD/tester" \
      --storage "$2" --study "$1" --sampler-seed "$([ $worker = a ] && echo 1 || echo 2)" \
      --results "results-$worker" >"$1-$worker.out" 2>&1 &
  done
  wait
}

# study_facts STORAGE STUDY: "trials distinct workers_ok saw_other" from the stored study.
study_facts() {
  /usr/bin/python3 - "$1" "$2" "$ROOT/scripts" <<'EOF'
import sys
sys.path.insert(0, sys.argv[3])
import optuna, tune
optuna.logging.set_verbosity(optuna.logging.ERROR)
study = optuna.load_study(study_name=sys.argv[2], storage=tune.open_storage(sys.argv[1]))
trials = study.get_trials(deepcopy=False)
workers = {}
for t in trials:
    workers.setdefault(t.user_attrs.get("worker"), []).append(t)
# A worker saw the other's finished trials: one of its trials started after one of theirs ended.
def saw(mine, theirs):
    return any(o.datetime_complete and m.datetime_start and o.datetime_complete < m.datetime_start
               for m in mine for o in theirs)
groups = list(workers.values())
both_saw = len(groups) == 2 and saw(groups[0], groups[1]) and saw(groups[1], groups[0])
print(len(trials), len({t.number for t in trials}), sorted(len(g) for g in groups), both_saw)
EOF
}

shared_study() {  # LABEL STORAGE
  two_workers "$1" "$2"
  read -r count distinct low_high saw <<<"$(study_facts "$2" "$1" | tr -d '[],' | awk '{print $1, $2, $3 "-" $4, $5}')"
  check "$1: every trial recorded once" test "$count" -eq "$distinct"
  check "$1: the total is both workers' trials" test "$count" -eq $((2 * TRIALS))
  check "$1: each worker ran its own trials" test "$low_high" = "$TRIALS-$TRIALS"
  check "$1: each worker's sampler saw the other's finished trials" test "$saw" = True
  check "$1: the best trial is confirmed once" test "$(cat "$1"-a.out "$1"-b.out | grep -c '^answer:')" -eq 1
  check "$1: the other worker says who confirms" grep -q '^confirm: left to worker' "$1"-a.out "$1"-b.out
}

if ! url=$("$ROOT/scripts/engines/postgres.sh" start "$pg"); then
  echo "FAILED: PostgreSQL did not start (its log is above)" >&2
  exit 1
fi
shared_study pg "$url"
shared_study sqlite "sqlite:///$work/shared.db"
shared_study journal "journal:$work/shared.journal"
"$ROOT/scripts/engines/postgres.sh" stop "$pg"
check "no PostgreSQL server is left" test "$(pgrep -fc "postgres -D $pg")" -eq 0
for label in pg sqlite journal; do tail -n 2 "$label-a.out" "$label-b.out"; done

checks_summary
