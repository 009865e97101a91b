#!/usr/bin/env bash
# A one-node Slurm cluster on this machine for the recipe's tests (Debian's
# slurm-wlm and munge): a generated munge key, munged on a private socket,
# slurmctld and slurmd on free ports, plugins that need no cgroups, this
# machine's CPUs as the node. Everything lives under DIR; nothing is installed
# in /etc.
#
# Usage: scripts/engines/slurm.sh start DIR   then: export SLURM_CONF=DIR/slurm.conf
#        scripts/engines/slurm.sh stop DIR
# A daemon that cannot start prints its log and the command fails.
set -euo pipefail
action=${1:-} dir=${2:-}
[ -n "$action" ] && [ -n "$dir" ] || { sed -n '2,10p' "$0" >&2; exit 2; }
dir=$(realpath -m "$dir")

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

fail_with_log() {  # WHAT LOG
  echo "$1 did not start; its log:" >&2
  cat "$2" >&2 2>/dev/null || true
  exit 1
}

start_munge() {
  mungekey --create --keyfile="$dir/munge.key" --force
  chmod 600 "$dir/munge.key"
  # --force: munged would refuse a key and a socket outside its usual, root-owned folders.
  munged --force --key-file="$dir/munge.key" --socket="$dir/munge.socket" \
    --pid-file="$dir/munged.pid" --log-file="$dir/munged.log" --seed-file="$dir/munged.seed" ||
    fail_with_log munged "$dir/munged.log"
}

write_conf() {
  local node cpus user
  node=$(hostname -s)
  cpus=$(nproc)
  user=$(id -un)
  cat >"$dir/slurm.conf" <<EOF
ClusterName=mm-tests
SlurmctldHost=$node(127.0.0.1)
SlurmUser=$user
SlurmdUser=$user
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge.socket
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SwitchType=switch/none
MpiDefault=none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
NodeName=$node NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=debug Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
}

start() {
  mkdir -p "$dir/state" "$dir/spool"
  start_munge
  write_conf
  export SLURM_CONF="$dir/slurm.conf"
  slurmctld -c -f "$SLURM_CONF" || fail_with_log slurmctld "$dir/slurmctld.log"
  slurmd -f "$SLURM_CONF" || fail_with_log slurmd "$dir/slurmd.log"
  for _ in $(seq 100); do
    if sinfo -h -o '%T' 2>/dev/null | grep -qE '^(idle|mixed|allocated)'; then return 0; fi
    sleep 0.2
  done
  echo "the Slurm node never became idle: $(sinfo 2>&1 | tail -n 1)" >&2
  tail -n 20 "$dir/slurmctld.log" "$dir/slurmd.log" >&2 || true
  exit 1
}

stop_daemon() {  # PID_FILE
  [ -f "$1" ] || return 0
  local pid
  pid=$(cat "$1")
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -KILL "$pid" 2>/dev/null || true
  rm -f "$1"
}

case "$action" in
  start) start ;;
  stop)
    # Jobs still running are killed with slurmd (their steps are its children).
    for daemon in slurmd slurmctld munged; do stop_daemon "$dir/$daemon.pid"; done
    pkill -KILL -f "slurmstepd.*$dir" 2>/dev/null || true
    ;;
  *) sed -n '2,10p' "$0" >&2; exit 2 ;;
esac
