#!/usr/bin/env bash
# Benchmarks at the sizes given (default: 100000 and 1000000 jobs): builds release binaries,
# then for each size `kaamsetu-bench run --jobs N`, which prints one markdown table and keeps
# it in benches/RESULTS.md, and the criterion bench of the query mix at that size, whose table
# `kaamsetu-bench criterion` adds to the same section. Not part of the test command (the 1M run
# takes a while).
#   bash scripts/bench.sh                 # 100k and 1M
#   bash scripts/bench.sh 100000          # one size
#   BENCH_CRITERION=0 bash scripts/bench.sh 100000   # without the criterion bench
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
  if [ "${BENCH_CRITERION:-1}" = 1 ]; then
    say "criterion bench of the query mix at $n jobs"
    # A fresh output directory: the table can only show what this run measured.
    crit="${KAAMSETU_BENCH_DIR:-$HOME/.cache/kaamsetu/bench}/$n/criterion-results"
    rm -rf "$crit"
    BENCH_JOBS="$n" CRITERION_HOME="$crit" cargo bench -p kaamsetu-benches --bench search -- --noplot
    "$CARGO_TARGET_DIR/release/kaamsetu-bench" criterion --jobs "$n" --dir "$crit"
  fi
done
say "results in benches/RESULTS.md"
