#!/usr/bin/env bash
# make engines: the recipes of docs/sweeps.md#shards and docs/explore.md#many-machines run
# for real on this machine, and each merged result compared with one process's.
#   1. GNU parallel with local job slots: a sweep and an exploration in shards.
#   2. A single-node Slurm (munge, slurmctld and slurmd on localhost, in a scratch
#      folder): the same exploration as an `sbatch --array`, merged.
# Needs root for munge and Slurm's daemons (as CI and this machine have).
set -euo pipefail
corrsim="$(realpath "${1:?usage: engines.sh CORRSIM}")"
work="$(mktemp -d /tmp/corrsim-engines.XXXXXX)"
cleanup() {
  [ -f "$work/slurmd.pid" ] && kill "$(cat "$work/slurmd.pid")" 2>/dev/null || true
  [ -f "$work/slurmctld.pid" ] && kill "$(cat "$work/slurmctld.pid")" 2>/dev/null || true
  [ -f "$work/munged.pid" ] && kill "$(cat "$work/munged.pid")" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
cd "$work"

same() { # same FILE-A FILE-B WHAT
  if cmp -s "$1" "$2"; then echo "engines: $3: the merged result is the one process's"; else
    echo "engines: $3: the merged result differs from one process's:" >&2; diff "$1" "$2" | head -20 >&2; exit 1; fi
}

lesson=outbox-relay-at-least-once
explore=(explore "$lesson" --set participants.payment-relay.crashBetween=0 --max-faults 2 --check no-effect-twice)
sweep=(sweep payment-claim-race --seeds 1..40 --set participants.orders.claim=atomic,retrieve-then-remove)

echo "engines: one process"
"$corrsim" "${explore[@]}" --out explore-whole.json >/dev/null
"$corrsim" "${sweep[@]}" --out sweep-whole.csv >/dev/null

echo "engines: GNU parallel, $(nproc) job slots, 4 shards each"
parallel --halt now,fail=1 -j "$(nproc)" "$corrsim" "${sweep[@]}" --shard {}/4 --jobs 1 --out sweep-{}.csv \
  ::: 0 1 2 3 >/dev/null
"$corrsim" sweep --merge sweep-0.csv sweep-1.csv sweep-2.csv sweep-3.csv --out sweep-parallel.csv >/dev/null
same sweep-whole.csv sweep-parallel.csv "sweep on GNU parallel"
parallel --halt now,fail=1 -j "$(nproc)" "$corrsim" "${explore[@]}" --shard {}/4 --jobs 1 --out explore-{}.json \
  ::: 0 1 2 3 >/dev/null
"$corrsim" explore --merge explore-0.json explore-1.json explore-2.json explore-3.json --out explore-parallel.json >/dev/null
same explore-whole.json explore-parallel.json "explore on GNU parallel"

echo "engines: Slurm on localhost"
if [ "$(id -u)" -ne 0 ]; then echo "engines: Slurm's daemons need root here; skipped" >&2; exit 1; fi
host="$(hostname -s)"
mkdir -p spool state log munge
# munge: its own key and socket in the scratch folder.
dd if=/dev/urandom of=munge/munge.key bs=1024 count=1 status=none
chmod 600 munge/munge.key
/usr/sbin/munged --force --key-file="$work/munge/munge.key" --socket="$work/munge/socket" \
  --pid-file="$work/munged.pid" --log-file="$work/munge/log" --seed-file="$work/munge/seed"
export MUNGE_SOCKET="$work/munge/socket" # not read by Slurm; AuthInfo below is
cat >slurm.conf <<EOF
ClusterName=corrsim-engines
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$work/munge/socket
CredType=cred/munge
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
SchedulerType=sched/backfill
SlurmctldPort=16817
SlurmdPort=16818
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmdSpoolDir=$work/spool
StateSaveLocation=$work/state
SlurmctldLogFile=$work/log/slurmctld.log
SlurmdLogFile=$work/log/slurmd.log
NodeName=$host CPUs=$(nproc) State=UNKNOWN
PartitionName=engines Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF="$work/slurm.conf"
/usr/sbin/slurmctld -i
/usr/sbin/slurmd
for _ in $(seq 1 60); do
  sinfo -h -o %t 2>/dev/null | grep -q idle && break
  sleep 1
done
sinfo -h -o %t | grep -q idle || { echo "engines: slurmd never came up:" >&2; tail -20 log/*.log >&2; exit 1; }
cat >shard.sh <<EOF
#!/usr/bin/env bash
exec "$corrsim" ${explore[*]} --shard \$SLURM_ARRAY_TASK_ID/\$SLURM_ARRAY_TASK_COUNT --jobs 1 \\
  --out "$work/slurm-\$SLURM_ARRAY_TASK_ID.json"
EOF
chmod +x shard.sh
sbatch --wait --array=0-3 --cpus-per-task=1 --output="$work/log/shard-%a.out" shard.sh >/dev/null ||
  true # --wait exits with the highest exit code of the tasks; corrsim explore exits 0 or 1 by what it found
for i in 0 1 2 3; do [ -s "slurm-$i.json" ] || { echo "engines: shard $i wrote nothing:" >&2; cat log/shard-$i.out >&2; exit 1; }; done
"$corrsim" explore --merge slurm-0.json slurm-1.json slurm-2.json slurm-3.json --out explore-slurm.json >/dev/null
same explore-whole.json explore-slurm.json "explore as a Slurm array"
