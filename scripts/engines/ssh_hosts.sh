#!/usr/bin/env bash
# Throwaway ssh "hosts" on this machine for the multi-machine recipe's tests:
# each an sshd of its own on a loopback port (127.0.0.1 only), with a generated
# host key, a generated user key and known_hosts (no password), named by Host
# aliases in an ssh config. Everything lives under DIR.
#
# Usage: scripts/engines/ssh_hosts.sh start DIR [HOSTS]   (default 2 hosts: mm-host1, mm-host2)
#        scripts/engines/ssh_hosts.sh stop DIR [HOST]     (one host, or every host)
# After start: DIR/ssh_config (use `ssh -F DIR/ssh_config mm-host1`, or for GNU
# parallel PARALLEL_SSH="ssh -F DIR/ssh_config"). A host that cannot start prints
# its sshd log and the command fails. Stopping a host kills its sshd and every
# process its sessions started, as a machine that goes down would.
set -euo pipefail
action=${1:-} dir=${2:-}
[ -n "$action" ] && [ -n "$dir" ] || { sed -n '2,12p' "$0" >&2; exit 2; }

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Every descendant of a process, deepest first, then the process.
tree_of() {
  local child
  for child in $(pgrep -P "$1" || true); do tree_of "$child"; done
  echo "$1"
}

start_host() {
  local name=$1 port
  port=$(free_port)
  ssh-keygen -q -t ed25519 -N '' -f "$dir/$name.key" -C "$name"
  cat >"$dir/$name.sshd_config" <<EOF
ListenAddress 127.0.0.1
Port $port
HostKey $dir/$name.key
PidFile $dir/$name.pid
AuthorizedKeysFile $dir/authorized_keys
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
UsePAM no
StrictModes no
AcceptEnv LANG LC_*
# A host of its own: sessions start from an empty home, not this account's
# dotfiles (a login script killed with its host must not leave locks behind).
SetEnv HOME=$dir/home
EOF
  echo "[127.0.0.1]:$port $(cut -d' ' -f1,2 "$dir/$name.key.pub")" >>"$dir/known_hosts"
  cat >>"$dir/ssh_config" <<EOF
Host $name
  HostName 127.0.0.1
  Port $port
  User $(id -un)
  IdentityFile $dir/id_ed25519
  IdentitiesOnly yes
  UserKnownHostsFile $dir/known_hosts
  StrictHostKeyChecking yes
  BatchMode yes
  ConnectTimeout 5
EOF
  /usr/sbin/sshd -f "$dir/$name.sshd_config" -E "$dir/$name.log"
  for _ in $(seq 50); do
    ssh -F "$dir/ssh_config" "$name" true 2>/dev/null && return 0
    sleep 0.1
  done
  echo "ssh host $name did not start; its log:" >&2
  cat "$dir/$name.log" >&2
  return 1
}

stop_host() {
  local pid_file="$dir/$1.pid"
  [ -f "$pid_file" ] || return 0
  local pid
  pid=$(cat "$pid_file")
  # The sessions' processes first (children of sshd), then sshd itself.
  kill -KILL $(tree_of "$pid") 2>/dev/null || true
  rm -f "$pid_file"
}

case "$action" in
  start)
    count=${3:-2}
    mkdir -p "$dir/home" /run/sshd  # /run/sshd: sshd's privilege separation folder
    chmod 700 "$dir"
    : >"$dir/ssh_config" && : >"$dir/known_hosts"
    ssh-keygen -q -t ed25519 -N '' -f "$dir/id_ed25519" -C mm-tests
    cp "$dir/id_ed25519.pub" "$dir/authorized_keys"
    for i in $(seq "$count"); do start_host "mm-host$i"; done
    ;;
  stop)
    if [ -n "${3:-}" ]; then
      stop_host "$3"
    else
      for pid_file in "$dir"/*.pid; do [ -e "$pid_file" ] && stop_host "$(basename "$pid_file" .pid)"; done
    fi
    ;;
  *) sed -n '2,12p' "$0" >&2; exit 2 ;;
esac
