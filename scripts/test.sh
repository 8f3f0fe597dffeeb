#!/usr/bin/env bash
# Runs every test: Rust (format, lints, unit and integration), the restore drill, the API
# contract (generated types, schemathesis), web (lint, unused code, types, unit, build) and
# end-to-end. Installs and starts what it needs. Idempotent.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

ensure_postgres
ensure_redis
export DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"

say "cargo fmt --check"
cargo fmt --all --check
say "cargo clippy"
cargo clippy --workspace --all-targets --quiet -- -D warnings
say "unused Rust dependencies (cargo machete)"
ensure_cargo_tool machete
cargo machete
say "Rust tests"
if cargo nextest --version >/dev/null 2>&1; then
  cargo nextest run --workspace --no-fail-fast
else
  cargo test --workspace --no-fail-fast
fi

say "benchmark harness smoke run (1,000 jobs, a few calls of everything)"
ensure_wrk
cargo build --quiet -p kaamsetu-benches -p kaamsetu-api -p kaamsetu-indexer --bins
KAAMSETU_BENCH_DIR="$(mktemp -d)" "$CARGO_TARGET_DIR/debug/kaamsetu-bench" run --jobs 1000 --smoke --out - >/dev/null
# The criterion bench measured for a moment each (debug build), and its table read back: fails
# if criterion's files or the bench's names drift from what the table expects.
crit="$(mktemp -d)"
BENCH_JOBS=1000 BENCH_QUICK=1 CRITERION_HOME="$crit" \
  cargo test --quiet -p kaamsetu-benches --bench search -- --bench --noplot >/dev/null
"$CARGO_TARGET_DIR/debug/kaamsetu-bench" criterion --jobs 1000 --dir "$crit" --out - >/dev/null
rm -rf "$crit"

say "restore drill: back up, restore into an empty database, the same answers (scripts/restore-drill.sh)"
KAAMSETU_API_BIN="$CARGO_TARGET_DIR/debug/kaamsetu-api" KAAMSETU_INDEXER_BIN="$CARGO_TARGET_DIR/debug/kaamsetu-indexer" \
  bash scripts/restore-drill.sh

say "API contract: web/src/types/api.gen.ts matches the OpenAPI document (and the check catches drift)"
bash scripts/check-api-types.sh
bash scripts/check-api-types.sh --self-test
say "API contract: schemathesis (anonymous, job seeker, employer)"
bash scripts/schemathesis.sh

ensure_npm web
say "web: lint, unused code (knip), types, unit tests"
(cd web && npm run lint --silent && npm run knip --silent && npm run typecheck --silent && npm test --silent)

ensure_npm e2e
say "end-to-end: types, unused code (knip), then the journeys"
(cd e2e && npm run typecheck --silent && npm run knip --silent)
bash scripts/e2e.sh
say "all tests passed"
