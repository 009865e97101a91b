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
# Shards already done are not played again: after a host failed, run the same command again.
# Example: printf '2/:\n4/user@fast-box\n' > hosts.txt
#          scripts/shards_parallel.sh hosts.txt 8 v7 /shared/results -- lines --exec build/lines --seed 1..2000
set -euo pipefail
[ $# -ge 6 ] && [ "$5" = "--" ] || { sed -n '2,14p' "$0" >&2; exit 2; }
HOSTS="$1" SHARDS="$2" TAG="$3" RESULTS="$4"
shift 5
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TESTER="${TESTER:-$ROOT/build/tester}"

# A shard is done when its run file is in the store and complete (a shard whose
# host died mid-run left at most a journal, *.json.partial, which counts for nothing).
shard_file() {
  local file newest=""
  for file in "$RESULTS"/*/*_"$TAG-shard$1".json "$RESULTS"/*/*_"$TAG-shard$1"_[0-9]*.json; do
    [ -f "$file" ] && [ "$(jq -r .complete "$file" 2>/dev/null)" = true ] || continue
    [ -z "$newest" ] || [ "$file" -nt "$newest" ] && newest=$file
  done
  echo "$newest"
}
missing_shards() {
  local i
  for i in $(seq "$SHARDS"); do [ -n "$(shard_file "$i")" ] || echo "$i"; done
}

# Each missing shard is one job; a host runs as many at once as its slot count. A
# job whose host fails is tried again on another host (MM_SHARD_RETRIES tries in
# all, default 2), so one host going down costs its shards a second start.
# GNU parallel joins its command's words with spaces and hands the line to a shell
# (here or over ssh): each word is quoted for it, so that --exec "env X=1 ./a" stays one.
command=$(printf '%q ' "$TESTER" "$@")
# The project's variables (MM_TIME_SCALE, MM_STORE_NETWORK, ...) go along to every host.
forwarded=()
for name in $(compgen -e | grep '^MM_' || true); do forwarded+=(--env "$name"); done
mapfile -t todo < <(missing_shards)
if [ ${#todo[@]} -gt 0 ]; then
  [ ${#todo[@]} -eq "$SHARDS" ] || echo "shards already done: playing only ${todo[*]}" >&2
  parallel --will-cite --sshloginfile "$HOSTS" --workdir "$PWD" --halt never \
    --retries "${MM_SHARD_RETRIES:-2}" "${forwarded[@]}" \
    "$command --shard {}/$SHARDS --tag $(printf %q "$TAG")-shard{} --results $(printf %q "$RESULTS")" \
    --quiet --no-summary ">" /dev/null ::: "${todo[@]}" || true
fi

mapfile -t missing < <(missing_shards)
if [ ${#missing[@]} -gt 0 ]; then
  echo "shards ${missing[*]} of $SHARDS are missing (their host failed; see above)." >&2
  echo "Run the same command again: it plays only those shards." >&2
  exit 1
fi
shards=()
for i in $(seq "$SHARDS"); do shards+=("$(shard_file "$i")"); done
"$TESTER" merge "${shards[@]}" --tag "$TAG" --results "$RESULTS"
