#!/usr/bin/env bash
# Benchmarks at the sizes given (default: 100000 and 1000000 jobs): builds release binaries,
# then `kaamsetu-bench run --jobs N` for each size, which prints one markdown table and keeps
# it in benches/RESULTS.md. Not part of the test command (the 1M run takes a while).
#   bash scripts/bench.sh                 # 100k and 1M
#   bash scripts/bench.sh 100000          # one size
#   BENCH_CRITERION=1 bash scripts/bench.sh 100000   # also the criterion bench of the query mix
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

ensure_postgres
ensure_redis
ensure_wrk
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100000 1000000)

say "building release binaries"
cargo build --release -p kaamsetu-benches -p kaamsetu-api -p kaamsetu-indexer --bins
for n in "${sizes[@]}"; do
  say "benchmark at $n jobs"
  "$CARGO_TARGET_DIR/release/kaamsetu-bench" run --jobs "$n"
  if [ "${BENCH_CRITERION:-0}" = 1 ]; then
    BENCH_JOBS="$n" cargo bench -p kaamsetu-benches --bench search
  fi
done
say "results in benches/RESULTS.md"
