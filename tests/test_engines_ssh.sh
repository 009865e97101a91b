#!/usr/bin/env bash
# GNU parallel over real ssh (scripts/shards_parallel.sh): two sshd "hosts" on
# loopback ports (scripts/engines/ssh_hosts.sh). The merged shards equal a single
# run; a host that dies mid-run is named with its missing shards, and a second
# call plays only those; with retries, its shards move to the other host.
# Usage: tests/test_engines_ssh.sh BUILD_DIR
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$(realpath "$1")"
export TESTER="$BUILD/tester" MM_NO_SOURCE=1
# The shared results folder as a network file system: no index may live in it.
export MM_STORE_NETWORK=1
source "$ROOT/tests/shell_checks.sh"
work=$(mktemp -d)
export XDG_CACHE_HOME="$work/cache"  # the local indexes of the network store
hosts="$work/hosts"
cleanup() {
  "$ROOT/scripts/engines/ssh_hosts.sh" stop "$hosts"
  rm -rf "$work"
}
trap cleanup EXIT
cd "$work" || exit 1
if ! "$ROOT/scripts/engines/ssh_hosts.sh" start "$hosts" 2; then
  echo "FAILED: the ssh hosts did not start (their logs are above)" >&2
  exit 1
fi
export PARALLEL_SSH="ssh -F $hosts/ssh_config"
printf '1/mm-host1\n1/mm-host2\n' >both.txt
printf '1/mm-host1\n' >one.txt

# A game of 0.3 s a seed (a game file), so that a shard of 4 seeds is still running
# when a host dies; its scores differ from seed to seed.
cat >sleepy.toml <<'EOF'
name = "sleepy"
objective = "max"
[[step]]
shell = "sleep 0.3; echo Score = $(( {seed} * 7 % 13 ))"
EOF
args=(--game-file "$work/sleepy.toml" --exec "env X=1 true" --seed 1..16)
"$TESTER" "${args[@]}" --results single --tag single --quiet --progress none >/dev/null
scores() { jq -r '.results[] | "\(.seed) \(.score) \(.status)"' "$1" | sort -n; }
single=$(scores single/sleepy/*_single.json)
merged_of() { ls "$work/store/sleepy/"*_"$1".json; }
equals_single() { [ "$(scores "$(merged_of "$1")")" = "$single" ]; }
logged_in() { grep -c "Accepted publickey" "$hosts/$1.log"; }

"$ROOT/scripts/shards_parallel.sh" both.txt 4 plain "$work/store" -- "${args[@]}" >/dev/null
check "2 hosts, 4 shards: the merged run equals the single run seed for seed" equals_single plain
check "both hosts ran shards" test "$(logged_in mm-host1)" -gt 0 -a "$(logged_in mm-host2)" -gt 0

# mm-host2 goes down in its first shard, with no retry: its shards are named missing.
(sleep 0.6 && "$ROOT/scripts/engines/ssh_hosts.sh" stop "$hosts" mm-host2) &
out=$(MM_SHARD_RETRIES=1 "$ROOT/scripts/shards_parallel.sh" both.txt 4 down "$work/store" \
  -- "${args[@]}" 2>&1)
code=$?
wait
echo "$out" | tail -n 3
check "a dead host's shards: the recipe fails" test "$code" -eq 1
check "and names them" grep -qE '^shards [0-9 ]+ of 4 are missing' <<<"$out"
check "nothing merged yet" test -z "$(ls "$work"/store/sleepy/*_down.json 2>/dev/null)"
done_before=$(ls "$work"/store/sleepy/*_down-shard*.json | sort)
stamp_before=$(stat -c '%n %Y' $done_before)
out=$("$ROOT/scripts/shards_parallel.sh" one.txt 4 down "$work/store" -- "${args[@]}" 2>&1)
check "the second call completes the run" equals_single down
check "it plays only the missing shards" grep -q '^shards already done: playing only' <<<"$out"
check "the shards done before are kept as they were" test "$(stat -c '%n %Y' $done_before)" = "$stamp_before"

# Both hosts again; mm-host1 goes down mid-run: its shards are retried on mm-host2.
"$ROOT/scripts/engines/ssh_hosts.sh" stop "$hosts"
rm -rf "$hosts"
"$ROOT/scripts/engines/ssh_hosts.sh" start "$hosts" 2 || exit 1
(sleep 0.6 && "$ROOT/scripts/engines/ssh_hosts.sh" stop "$hosts" mm-host1) &
"$ROOT/scripts/shards_parallel.sh" both.txt 4 retried "$work/store" -- "${args[@]}" >/dev/null 2>&1
code=$?
wait
check "with retries, one call completes despite the dead host" test "$code" -eq 0
check "and its merged run equals the single run" equals_single retried
check "no sshd is left but the live host's" test "$(pgrep -fc "sshd -f $hosts/mm-host1")" -eq 0

check "no SQLite file in the shared store" test -z "$(find "$work/store" -name '*.sqlite3*')"
checks_summary
