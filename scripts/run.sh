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
say "building the API (release; the first build takes several minutes)"
cargo build --release -p kaamsetu-api

export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/kaamsetu}"
ensure_db "${DATABASE_URL##*/}"
export KAAMSETU_ADDR="127.0.0.1:$PORT" KAAMSETU_WEB_DIR="$ROOT/web/dist" KAAMSETU_DATA_DIR="$ROOT/.data"
"$CARGO_TARGET_DIR/release/kaamsetu-api" migrate

say "starting the API"
mkdir -p .data
"$CARGO_TARGET_DIR/release/kaamsetu-api" serve >>.data/api.log 2>&1 &
echo $! > .data/api.pid
wait_http "$URL/healthz" 60
say "KaamSetu is running at $URL  (logs: .data/api.log, dev mail: .data/mail/, stop: kill \$(cat .data/api.pid))"
