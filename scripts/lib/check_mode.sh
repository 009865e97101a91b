# What the score regression check and its power measurement share (sourced by
# scripts/check_scores.sh and scripts/check_power.sh): reading a game's
# seeds/<game>/baseline.txt and playing a command in the check's mode.
# Needs TESTER (the tester binary).

# value FILE KEY: the value of KEY=... in a baseline.txt ("" if absent).
value() { sed -n "s/^$2=//p" "$1" | head -n 1; }

# play_check_mode GAME BASELINE_TXT COMMAND SEEDS RESULTS_DIR TAG
# Plays COMMAND over SEEDS in the check's mode (the baseline's env= and
# time_scale=, its time_limit=); records the run under RESULTS_DIR with TAG and
# prints the run file. The tester's own output goes to RESULTS_DIR/TAG.out.
# With GAME_FILE set, GAME is that game file's game (tester --game-file).
play_check_mode() {
  local game=$1 file=$2 cmd=$3 seeds=$4 results=$5 tag=$6
  local game_args=("$game")
  [ -z "${GAME_FILE:-}" ] || game_args=(--game-file "$GAME_FILE")
  local scale extra_env limit
  scale=$(value "$file" time_scale)
  extra_env=$(value "$file" env)
  # A fixed-effort mode (env=...) plays the same game however long it takes, so a
  # baseline may lift the time limit (time_limit=0): on a loaded machine the limit
  # would only turn slow seeds into failures, not change the score.
  limit=$(value "$file" time_limit)
  mkdir -p "$results"
  env ${extra_env:+"$extra_env"} MM_TIME_SCALE="$scale" \
    "$TESTER" "${game_args[@]}" --exec "$cmd" --seed "$seeds" ${limit:+--time-limit "$limit"} \
    --results "$results" --tag "$tag" --no-source --no-output --quiet --progress none \
    >"$results/$tag.out" ||
    [ $? -eq 1 ] || return 1  # 1: a seed could not be started, counted as failed by the gate
  ls -t "$results/$game"/*_"$tag".json | head -n 1  # this run's file: the newest under TAG
}
