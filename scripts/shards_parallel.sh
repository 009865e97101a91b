#!/usr/bin/env bash
# Runs one tester command in N shards over several machines with GNU parallel,
# then merges the shards into one run.
#
# Usage: scripts/shards_parallel.sh HOSTS_FILE SHARDS TAG RESULTS_DIR -- TESTER_ARGS...
#   HOSTS_FILE   GNU parallel --sshloginfile: one "[slots/]host" per line; ":" is this machine
#   RESULTS_DIR  a folder every host can write (shared); shards write <game>/<time>_<TAG>-shard<i>.json
#   TESTER_ARGS  what you would give the tester, e.g. --exec build/lines --seed 1..2000 (the game
#                named or inferred from the executable, as the tester does)
# Every host needs the project at the same path as here (the command runs from this folder).
# Example: printf '2/:\n4/user@fast-box\n' > hosts.txt
#          scripts/shards_parallel.sh hosts.txt 8 v7 /shared/results -- lines --exec build/lines --seed 1..2000
set -euo pipefail
[ $# -ge 6 ] && [ "$5" = "--" ] || { sed -n '2,13p' "$0" >&2; exit 2; }
HOSTS="$1" SHARDS="$2" TAG="$3" RESULTS="$4"
shift 5
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TESTER="${TESTER:-$ROOT/build/tester}"

# Each shard is one job; a host runs as many at once as its slot count.
parallel --will-cite --sshloginfile "$HOSTS" --workdir "$PWD" --halt never \
  "$TESTER" "$@" --shard {}/"$SHARDS" --tag "$TAG-shard{}" --results "$RESULTS" \
  --quiet --no-summary ">" /dev/null ::: $(seq "$SHARDS")

# The shards land in RESULTS/<game>/, whichever way the arguments named the game.
shopt -s nullglob
shards=("$RESULTS"/*/*_"$TAG"-shard*.json)
[ ${#shards[@]} -gt 0 ] || { echo "no shard results for tag $TAG in $RESULTS" >&2; exit 1; }
"$TESTER" merge "${shards[@]}" --tag "$TAG" --results "$RESULTS"
