#!/usr/bin/env bash
# Runs KaamSetu locally: services, build, migrations, API (serving the web app). Idempotent.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

PORT="${KAAMSETU_PORT:-8080}"
URL="http://127.0.0.1:$PORT"
if curl -fsS -o /dev/null "$URL/healthz" 2>/dev/null; then
  say "KaamSetu is already running at $URL"; exit 0
fi

ensure_postgres
ensure_redis
ensure_npm web
say "building the web app"
(cd web && npm run build --silent)
say "building the API and the indexer (release; the first build takes several minutes)"
cargo build --release -p kaamsetu-api -p kaamsetu-indexer

export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/kaamsetu}"
ensure_db "${DATABASE_URL##*/}"
export KAAMSETU_ADDR="127.0.0.1:$PORT" KAAMSETU_WEB_DIR="$ROOT/web/dist" KAAMSETU_DATA_DIR="$ROOT/.data"
BIN="$CARGO_TARGET_DIR/release"
"$BIN/kaamsetu-api" migrate
say "seeding demo data if the database is empty"
"$BIN/kaamsetu-indexer" seed --jobs "${KAAMSETU_SEED_JOBS:-3000}" --employers 150 --seed 42 --if-empty
say "building the search index"
"$BIN/kaamsetu-indexer" reindex

say "starting the indexer and the API"
mkdir -p .data
# The log files get JSON lines (docs/operations.md "Metrics and logs").
export KAAMSETU_LOG_FORMAT=json
"$BIN/kaamsetu-indexer" run >>.data/indexer.log 2>&1 &
echo $! > .data/indexer.pid
"$BIN/kaamsetu-api" serve >>.data/api.log 2>&1 &
echo $! > .data/api.pid
wait_http "$URL/healthz" 60
cat <<INFO
Demo accounts (password Demo@1234): candidate demo.seeker@kaamsetu.in, employer demo.employer@kaamsetu.in
Logs: .data/api.log, .data/indexer.log; dev mail: .data/mail/
Stop: kill \$(cat .data/api.pid) \$(cat .data/indexer.pid)
INFO
say "KaamSetu is running at $URL"
