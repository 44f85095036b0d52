#!/usr/bin/env bash
# symtest-dask on a Dask cluster of this machine: a scheduler and two workers on 127.0.0.1, the
# examples as a project in 4 shards; the merged test classes and summary must equal those of a
# local `symtest project -j 1`. Then again with one worker killed while it runs a shard: Dask
# resubmits the shard to the other worker, and the result is the same. Exit 77 (skipped) when
# Debian's python3-distributed is missing. Stops the processes it started, by their ids.
#   dask_test.sh SYMTEST DRIVER CLASSES WORK
set -u
symtest=$1 driver=$2 classes=$3 work=$4
python=/usr/bin/python3
if ! "$python" -c 'import distributed' 2>/dev/null; then
  echo "dask test: python3-distributed is not installed: skipped"
  exit 77
fi
rm -rf "$work" && mkdir -p "$work"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pids=()
stop_all() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null; done
}
trap stop_all EXIT

"$python" -m distributed.cli.dask_scheduler --host 127.0.0.1 --port 0 --no-dashboard \
  --scheduler-file "$work/scheduler.json" >"$work/scheduler.log" 2>&1 &
pids+=($!)
worker() {  # one process, one thread: one shard at a time
  "$python" -m distributed.cli.dask_worker --scheduler-file "$work/scheduler.json" --nthreads 1 \
    --no-nanny --no-dashboard --host 127.0.0.1 --local-directory "$work/dask-$1" \
    >"$work/worker-$1.log" 2>&1 &
  pids+=($!)
  worker_pid=$!
}
for _ in $(seq 100); do [[ -s $work/scheduler.json ]] && break; sleep 0.2; done
worker 1
first=$worker_pid
worker 2
address=$("$python" -c 'import json, sys; print(json.load(open(sys.argv[1]))["address"])' "$work/scheduler.json")

# The examples as a project (EventLog left out: its stream pipeline alone takes a minute).
options=(--classes "$classes" --exclude EventLog -q)
mkdir -p "$work/local" "$work/dask" "$work/killed"
(cd "$work/local" && "$symtest" project . -j 1 "${options[@]}" >../local.out 2>&1)
[[ -s $work/local/.symtest/summary.json ]] || { fail "the local run wrote no summary"; cat "$work/local.out"; }
# same DIR: the test tree and summary of DIR equal the local run's (summary timing aside).
same() {
  diff -r "$work/local/src/test/java" "$work/$1/src/test/java" >/dev/null ||
    fail "$1: the test classes differ from the local run's"
  diff <(grep -v '"seconds"' "$work/local/.symtest/summary.json") \
       <(grep -v '"seconds"' "$work/$1/.symtest/summary.json") >/dev/null ||
    fail "$1: the summary differs from the local run's"
}

(cd "$work/dask" && "$driver" --symtest "$symtest" --scheduler "$address" --shards 4 . \
  "${options[@]}" >../dask.out 2>../dask.err)
rc=$?
[[ $rc == 0 || $rc == 3 ]] || { fail "driver exit $rc"; tail -20 "$work/dask.err"; }
[[ $(grep -c 'symtest-dask: \[[0-9]/4\]' "$work/dask.err") == 4 ]] || fail "no progress line per shard"
same dask

# Killed mid-run: the first worker dies while it explores a shard.
(cd "$work/killed" && exec "$driver" --symtest "$symtest" --scheduler "$address" --shards 4 . \
  "${options[@]}" >../killed.out 2>../killed.err) &
driver_pid=$!
pids+=($driver_pid)
for _ in $(seq 600); do
  pgrep -P "$first" -f 'project .*--shard' >/dev/null && break
  sleep 0.1
done
pgrep -P "$first" -f 'project .*--shard' >/dev/null || fail "the first worker never ran a shard"
kill -KILL "$first"
wait "$driver_pid"
rc=$?
[[ $rc == 0 || $rc == 3 ]] || { fail "driver exit $rc after a worker died"; tail -20 "$work/killed.err"; }
grep -q "failed twice" "$work/killed.err" && fail "a shard was reported failed though a worker was left"
same killed

[[ $failures == 0 ]] && echo "dask: sharded runs equal the local run, with and without a dead worker"
exit $((failures > 0))
