#!/usr/bin/env bash
# End-to-end: builds the web app, starts the API on a fresh database, runs Playwright.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

ensure_postgres
ensure_redis
ensure_chromium
ensure_npm web
ensure_npm e2e
# KAAMSETU_API_BIN runs an API binary built elsewhere (a snapshot while the sources change).
API_BIN="${KAAMSETU_API_BIN:-$CARGO_TARGET_DIR/debug/kaamsetu-api}"
[ -n "${KAAMSETU_API_BIN:-}" ] || cargo build -q -p kaamsetu-api
ensure_indexer_bin

PORT="${E2E_PORT:-18080}"
DB="kaamsetu_e2e_$$"
WORK="$(mktemp -d /tmp/kaamsetu-e2e.XXXXXX)"
# Each run builds the web app into its own folder and keeps its own Playwright output, so two runs
# (on two E2E_PORTs) never overwrite each other's files.
(cd web && npx tsc --noEmit -p tsconfig.json && npx vite build --logLevel warn --outDir "$WORK/web" --emptyOutDir)
psql -qc "create database $DB" postgres
API_PID=""
IDX_PID=""
cleanup() {
  [ -n "$IDX_PID" ] && kill "$IDX_PID" 2>/dev/null && wait "$IDX_PID" 2>/dev/null || true
  [ -n "$API_PID" ] && kill "$API_PID" 2>/dev/null && wait "$API_PID" 2>/dev/null || true
  psql -qc "drop database if exists $DB with (force)" postgres >/dev/null 2>&1 || true
}
trap cleanup EXIT

DATABASE_URL="postgres://postgres@127.0.0.1:5432/$DB" \
KAAMSETU_ADDR="127.0.0.1:$PORT" \
KAAMSETU_WEB_DIR="$WORK/web" \
KAAMSETU_DATA_DIR="$WORK/data" \
KAAMSETU_MAIL_DIR="$WORK/mail" \
KAAMSETU_REDIS_PREFIX="e2e:$$:" \
KAAMSETU_STATUS_MAIL_DELAY_SECS=2 \
KAAMSETU_REGISTER_MAX_PER_IP=100000 KAAMSETU_REPORTS_PER_IP_PER_HOUR=100000 \
KAAMSETU_JOB_POSTS_PER_HOUR=100000 KAAMSETU_JOB_POSTS_PER_DAY=100000 \
  "$API_BIN" serve >"$WORK/api.log" 2>&1 &
API_PID=$!
wait_http "http://127.0.0.1:$PORT/healthz" 60 || { tail -50 "$WORK/api.log"; exit 1; }

# The search (GET /api/jobs answers 503 until an index exists): a first build, then the worker
# that indexes the jobs the tests post.
export DATABASE_URL="postgres://postgres@127.0.0.1:5432/$DB" KAAMSETU_DATA_DIR="$WORK/data" \
  KAAMSETU_REDIS_PREFIX="e2e:$$:"
"$INDEXER_BIN" reindex >"$WORK/indexer.log" 2>&1 || { tail -20 "$WORK/indexer.log"; exit 1; }
# Instant alert mails wait 2 s for more matches (60 s in production), so journeys see them soon.
KAAMSETU_ALERT_INSTANT_SECS=2 "$INDEXER_BIN" run >>"$WORK/indexer.log" 2>&1 &
IDX_PID=$!

# The moderation console's admin: made the way ops make one (`create-admin`), never by sign-up.
E2E_ADMIN_EMAIL="admin@kaamsetu.test" E2E_ADMIN_PASSWORD="Admin@12345"
"$API_BIN" create-admin --email "$E2E_ADMIN_EMAIL" --password "$E2E_ADMIN_PASSWORD" >>"$WORK/api.log" 2>&1 \
  || { tail -5 "$WORK/api.log"; exit 1; }

say "running Playwright (API log: $WORK/api.log)"
cd e2e
E2E_ADMIN_EMAIL="$E2E_ADMIN_EMAIL" E2E_ADMIN_PASSWORD="$E2E_ADMIN_PASSWORD" \
E2E_BASE_URL="http://127.0.0.1:$PORT" E2E_MAIL_DIR="$WORK/mail" E2E_OUTPUT_DIR="${E2E_OUTPUT_DIR:-test-results}" E2E_AUTH_DIR="$WORK/auth" \
  npx playwright test "$@"
