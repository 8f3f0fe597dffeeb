# Shared by scripts/run.sh, scripts/test.sh and scripts/e2e.sh: start what is missing, install
# what is not there. Every function is idempotent.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/kaamsetu/target}"
export SQLX_OFFLINE=true
export PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-5432}" PGUSER="${PGUSER:-postgres}"
export REDIS_HOST="${REDIS_HOST:-127.0.0.1}" REDIS_PORT="${REDIS_PORT:-6379}"

say() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

apt_install() {
  say "installing $* (apt)"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

ensure_postgres() {
  if pg_isready -q -h "$PGHOST" -p "$PGPORT"; then return; fi
  say "PostgreSQL is not answering; starting it"
  if ls /etc/postgresql >/dev/null 2>&1 && [ -n "$(ls /etc/postgresql)" ]; then
    as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
  fi
  for _ in $(seq 1 30); do pg_isready -q -h "$PGHOST" -p "$PGPORT" && return; sleep 1; done
  # Last resort: a private cluster under .data/ with the installed binaries.
  local bin; bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  [ -n "$bin" ] || { echo "no PostgreSQL binaries found" >&2; exit 1; }
  local dir="$ROOT/.data/pg"
  mkdir -p "$dir"
  if [ "$(id -u)" = 0 ]; then chown -R postgres "$dir"; RUNPG=(runuser -u postgres --); else RUNPG=(); fi
  [ -f "$dir/PG_VERSION" ] || "${RUNPG[@]}" "$bin/initdb" -D "$dir" -U postgres --auth=trust >/dev/null
  "${RUNPG[@]}" "$bin/pg_ctl" -D "$dir" -o "-p $PGPORT -k /tmp -h 127.0.0.1" -l "$dir/log" -w start >/dev/null
}

ensure_redis() {
  if redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" ping >/dev/null 2>&1; then return; fi
  say "Redis is not answering; starting it"
  command -v redis-server >/dev/null || apt_install redis-server
  mkdir -p "$ROOT/.data/redis"
  redis-server --daemonize yes --bind 127.0.0.1 --port "$REDIS_PORT" --save "" --appendonly no \
    --dir "$ROOT/.data/redis" --logfile "$ROOT/.data/redis/redis.log"
  for _ in $(seq 1 20); do redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" ping >/dev/null 2>&1 && return; sleep 0.5; done
  echo "Redis did not start" >&2; exit 1
}

ensure_chromium() {
  [ -x /usr/bin/chromium ] || apt_install chromium
  # A Devanagari font (the app in Hindi, issue 30): without one Chromium draws Hindi as boxes,
  # and the screenshots and the phone-width checks would measure those.
  dpkg -s fonts-lohit-deva >/dev/null 2>&1 || apt_install fonts-lohit-deva
}

# Installs a cargo subcommand (from crates.io) when it is missing.
ensure_cargo_tool() {
  local tool="$1"
  command -v "cargo-$tool" >/dev/null 2>&1 || { say "installing cargo-$tool"; cargo install --locked --quiet "cargo-$tool"; }
}

ensure_wrk() {
  command -v wrk >/dev/null 2>&1 || apt_install wrk
}

# npm ci when node_modules is missing or older than the lock file.
ensure_npm() {
  local dir="$1"
  if [ ! -f "$dir/node_modules/.package-lock.json" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    say "installing npm packages in ${dir#$ROOT/}"
    (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
  fi
}

# Creates a database if it does not exist.
ensure_db() {
  local name="$1"
  psql -qtAc "select 1 from pg_database where datname = '$name'" postgres | grep -q 1 \
    || psql -qc "create database \"$name\"" postgres
}

wait_http() {
  local url="$1" secs="${2:-60}"
  for _ in $(seq 1 $((secs * 4))); do curl -fsS -o /dev/null "$url" 2>/dev/null && return 0; sleep 0.25; done
  echo "$url did not answer within ${secs}s" >&2; return 1
}

# Sets API_BIN: $KAAMSETU_API_BIN when set (a binary built elsewhere, e.g. a snapshot while the
# sources change), else the debug build of kaamsetu-api, built now.
ensure_api_bin() {
  if [ -n "${KAAMSETU_API_BIN:-}" ]; then
    API_BIN="$KAAMSETU_API_BIN"
  else
    (cd "$ROOT" && cargo build -q -p kaamsetu-api)
    API_BIN="$CARGO_TARGET_DIR/debug/kaamsetu-api"
  fi
}

# Writes the TypeScript types of an OpenAPI document (a JSON file) to OUT: openapi-typescript,
# then prettier with the web app's config, so the output is stable and format-clean.
gen_api_types() {
  local spec="$1" out="$2" tmp
  tmp="$(mktemp)"
  (cd "$ROOT/web" && node_modules/.bin/openapi-typescript "$spec" --output "$tmp" >/dev/null \
    && node_modules/.bin/prettier --stdin-filepath src/types/api.gen.ts <"$tmp") >"$out.partial" \
    || { rm -f "$tmp" "$out.partial"; return 1; }
  rm -f "$tmp"
  mv "$out.partial" "$out"
}

# schemathesis (pinned) in a venv under ~/.cache/kaamsetu; sets ST to its `st`.
SCHEMATHESIS_VERSION=4.32.5
ensure_schemathesis() {
  local venv="$HOME/.cache/kaamsetu/venv"
  ST="$venv/bin/st"
  if [ -x "$ST" ] && "$venv/bin/python" -c 'import importlib.metadata as m, sys; sys.exit(m.version("schemathesis") != sys.argv[1])' "$SCHEMATHESIS_VERSION" 2>/dev/null; then
    return
  fi
  say "installing schemathesis $SCHEMATHESIS_VERSION (pip, $venv)"
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
}

# Sets INDEXER_BIN: $KAAMSETU_INDEXER_BIN when set, else the debug build of kaamsetu-indexer,
# built now.
ensure_indexer_bin() {
  if [ -n "${KAAMSETU_INDEXER_BIN:-}" ]; then
    INDEXER_BIN="$KAAMSETU_INDEXER_BIN"
  else
    (cd "$ROOT" && cargo build -q -p kaamsetu-indexer)
    INDEXER_BIN="$CARGO_TARGET_DIR/debug/kaamsetu-indexer"
  fi
}

# A connection URL with its password hidden, for messages and manifests.
redact_url() { sed -E 's#^([a-z]+://[^:/@]*):[^@]*@#\1:***@#' <<<"$1"; }

# The database name of a PostgreSQL connection URL.
url_dbname() { local u="${1%%\?*}"; echo "${u##*/}"; }
