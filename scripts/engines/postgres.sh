#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for a shared Optuna study (scripts/tune.py
# --storage): initdb in DIR, listening on a free loopback port (127.0.0.1 only),
# one user `mm` with a generated password. Everything lives under DIR.
#
# Usage: scripts/engines/postgres.sh start DIR   prints the storage URL (also in DIR/url)
#        scripts/engines/postgres.sh stop DIR
# Run as root, the server runs as the `postgres` account (PostgreSQL refuses
# root); DIR must then be a folder that account can reach (e.g. made by mktemp -d).
# A server that cannot start prints its log and the command fails.
set -euo pipefail
action=${1:-} dir=${2:-}
[ -n "$action" ] && [ -n "$dir" ] || { sed -n '2,10p' "$0" >&2; exit 2; }
dir=$(realpath -m "$dir")
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "no PostgreSQL server (apt-get install postgresql)" >&2; exit 1; }

as_server() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$action" in
  start)
    mkdir -p "$dir"
    cd "$dir"  # the server's account may not reach the caller's folder
    [ "$(id -u)" -ne 0 ] || chown postgres "$dir"
    password=$(python3 -c 'import secrets; print(secrets.token_hex(16))')
    printf '%s\n' "$password" >"$dir/password"
    [ "$(id -u)" -ne 0 ] || chown postgres "$dir/password"
    chmod 600 "$dir/password"
    if ! as_server "$bin/initdb" -D "$dir/data" -U mm --pwfile="$dir/password" \
      --auth-host=scram-sha-256 --auth-local=peer >"$dir/initdb.log" 2>&1; then
      echo "initdb failed:" >&2; cat "$dir/initdb.log" >&2; exit 1
    fi
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    if ! as_server "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir" start >/dev/null; then
      echo "the PostgreSQL server did not start; its log:" >&2; cat "$dir/server.log" >&2; exit 1
    fi
    url="postgresql://mm:$password@127.0.0.1:$port/postgres"
    printf '%s\n' "$url" >"$dir/url"
    echo "$url"
    ;;
  stop)
    [ -f "$dir/data/postmaster.pid" ] || exit 0
    cd "$dir"
    as_server "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  *) sed -n '2,10p' "$0" >&2; exit 2 ;;
esac
