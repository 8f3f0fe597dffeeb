#!/usr/bin/env bash
# Web speed (README "Web speed"): builds the web app for production, starts the API on a fresh
# database seeded with 3,000 jobs, and runs benches/web/speed.mjs: the JS+CSS sent for the
# first load of home, find jobs and job detail (and each file at gzip 6), and Lighthouse (Debian's Chromium, mobile
# profile) performance, accessibility and LCP. Prints a table and keeps it in benches/RESULTS.md.
# Not part of the test command. KAAMSETU_API_BIN / KAAMSETU_INDEXER_BIN use prebuilt binaries.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

ensure_postgres
ensure_redis
ensure_chromium
ensure_npm web
ensure_npm benches/web
ensure_api_bin
ensure_indexer_bin

PORT="${BENCH_WEB_PORT:-18090}"
DB="kaamsetu_webspeed_$$"
WORK="$(mktemp -d /tmp/kaamsetu-webspeed.XXXXXX)"
API_PID=""
cleanup() {
  [ -n "$API_PID" ] && kill "$API_PID" 2>/dev/null && wait "$API_PID" 2>/dev/null || true
  psql -qc "drop database if exists $DB with (force)" postgres >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

say "[1/4] building the web app (production)"
(cd web && npx vite build --logLevel warn --outDir "$WORK/web" --emptyOutDir)

say "[2/4] seeding 3,000 jobs and building the index"
psql -qc "create database $DB" postgres
export DATABASE_URL="postgres://postgres@127.0.0.1:5432/$DB" KAAMSETU_DATA_DIR="$WORK/data" \
  KAAMSETU_REDIS_PREFIX="webspeed:$$:"
"$API_BIN" migrate
"$INDEXER_BIN" seed --jobs 3000 --employers 150 --seed 42
"$INDEXER_BIN" reindex >/dev/null

say "[3/4] starting the API on port $PORT"
KAAMSETU_ADDR="127.0.0.1:$PORT" KAAMSETU_WEB_DIR="$WORK/web" KAAMSETU_MAIL_DIR="$WORK/mail" \
  "$API_BIN" serve >"$WORK/api.log" 2>&1 &
API_PID=$!
wait_http "http://127.0.0.1:$PORT/healthz" 60 || { tail -30 "$WORK/api.log"; exit 1; }
# The newest open job's page: its id from the search, its slug from the page's own redirect.
ID="$(curl -fsS "http://127.0.0.1:$PORT/api/jobs?limit=1&facets=false&sort=newest" \
  | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).jobs[0]._id))')"
JOB_PATH="$(curl -s -o /dev/null -w '%{redirect_url}' "http://127.0.0.1:$PORT/job/x/$ID")"
JOB_PATH="/${JOB_PATH#*://*/}"

say "[4/4] measuring home, find jobs and $JOB_PATH"
(cd benches/web && BASE_URL="http://127.0.0.1:$PORT" JOB_PATH="$JOB_PATH" node speed.mjs)
