#!/usr/bin/env bash
# Two nodes, proven on this machine (issue 32, docs/deploy.md): a PostgreSQL 15 primary and a
# streaming replica (Debian clusters ks_primary on 55432 and ks_replica on 55433), two
# API+indexer nodes (own ports, own index dirs, one shared uploads dir, one Redis under a key
# prefix of this run) and HAProxy in front with health checks on /healthz. Then, on loopback:
#   1. a job posted through node A is found through node B (the lag, measured);
#   2. under steady search load through the balancer node B is killed: 0 failed requests;
#   3. B restarts and catches up from the outbox log (the catch-up time, measured).
# Prints a table and removes everything it started on exit. Installs haproxy and wrk with apt.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

PG_VERSION=15
PRIMARY_PORT=55432 REPLICA_PORT=55433
LB_PORT=18080 A_PORT=18081 B_PORT=18082 STATS_PORT=18089
LOAD_SECS="${KAAMSETU_CLUSTER_LOAD_SECS:-12}"
WORK="$(mktemp -d /tmp/kaamsetu-cluster.XXXXXX)"
PIDS=()

cleanup() {
  set +e
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null; done
  for c in ks_replica ks_primary; do
    pg_lsclusters -h 2>/dev/null | awk '{print $2}' | grep -qx "$c" \
      && as_root pg_dropcluster --stop "$PG_VERSION" "$c"
  done
  redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" --scan --pattern "cluster:$$:*" 2>/dev/null \
    | xargs -r redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" del >/dev/null 2>&1
  rm -rf "$WORK"
}
trap cleanup EXIT

# --- what it needs -----------------------------------------------------------------------
command -v pg_createcluster >/dev/null || apt_install postgresql-common "postgresql-$PG_VERSION"
command -v haproxy >/dev/null || apt_install haproxy
ensure_wrk
ensure_redis
say "[1/7] building the API and the indexer"
ensure_api_bin
ensure_indexer_bin

# --- PostgreSQL: a primary and its streaming replica --------------------------------------
say "[2/7] PostgreSQL $PG_VERSION primary on $PRIMARY_PORT, streaming replica on $REPLICA_PORT"
for c in ks_replica ks_primary; do # left over from a run that was killed
  pg_lsclusters -h | awk '{print $2}' | grep -qx "$c" && as_root pg_dropcluster --stop "$PG_VERSION" "$c"
done
pg_conf() { # cluster, settings (Debian's postgresql.conf reads conf.d/)
  printf '%s\n' "${@:2}" | as_root tee "/etc/postgresql/$PG_VERSION/$1/conf.d/cluster.conf" >/dev/null
}
as_root pg_createcluster -q "$PG_VERSION" ks_primary -p "$PRIMARY_PORT" \
  -- --auth-local=trust --auth-host=trust >/dev/null
pg_conf ks_primary "listen_addresses = '127.0.0.1'" "wal_level = replica" "max_wal_senders = 5"
as_root pg_ctlcluster --skip-systemctl-redirect "$PG_VERSION" ks_primary start
as_root pg_createcluster -q "$PG_VERSION" ks_replica -p "$REPLICA_PORT" \
  -- --auth-local=trust --auth-host=trust >/dev/null
pg_conf ks_replica "listen_addresses = '127.0.0.1'" "hot_standby = on"
REPLICA_DATA="/var/lib/postgresql/$PG_VERSION/ks_replica"
as_root find "$REPLICA_DATA" -mindepth 1 -delete # pg_basebackup fills the empty directory
as_root runuser -u postgres -- pg_basebackup -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres \
  -D "$REPLICA_DATA" -R -X stream -c fast
as_root pg_ctlcluster --skip-systemctl-redirect "$PG_VERSION" ks_replica start
PRIMARY="postgres://postgres@127.0.0.1:$PRIMARY_PORT/kaamsetu"
REPLICA="postgres://postgres@127.0.0.1:$REPLICA_PORT/kaamsetu"
psql -h 127.0.0.1 -p "$PRIMARY_PORT" -qc "create database kaamsetu" postgres
for _ in $(seq 1 100); do
  psql -h 127.0.0.1 -p "$REPLICA_PORT" -qtAc "select 1" kaamsetu >/dev/null 2>&1 && break; sleep 0.1
done
[ "$(psql -h 127.0.0.1 -p "$REPLICA_PORT" -qtAc 'select pg_is_in_recovery()' kaamsetu)" = t ] \
  || { echo "the replica is not streaming" >&2; exit 1; }

say "[3/7] migrating and seeding the primary (2,000 jobs)"
DATABASE_URL="$PRIMARY" "$API_BIN" migrate
DATABASE_URL="$PRIMARY" "$INDEXER_BIN" seed --jobs 2000 --employers 100 --seed 42 >/dev/null

# --- two nodes ------------------------------------------------------------------------------
mkdir -p "$WORK/uploads" "$WORK/web" "$WORK/a" "$WORK/b"
echo '<!doctype html><title>KaamSetu</title>' >"$WORK/web/index.html"
ln -s "$WORK/uploads" "$WORK/a/uploads"
ln -s "$WORK/uploads" "$WORK/b/uploads"
node_env() { # name port
  echo DATABASE_URL="$PRIMARY" DATABASE_REPLICA_URL="$REPLICA" KAAMSETU_DATA_DIR="$WORK/$1" \
    KAAMSETU_NODE_ID="node-$1" KAAMSETU_ADDR="127.0.0.1:$2" KAAMSETU_WEB_DIR="$WORK/web" \
    KAAMSETU_REDIS_PREFIX="cluster:$$:" KAAMSETU_SECRET="cluster-secret-$$" \
    KAAMSETU_PUBLIC_ORIGIN="http://127.0.0.1:$LB_PORT" KAAMSETU_MAIL_DIR="$WORK/mail" \
    KAAMSETU_EMAIL_VERIFICATION=off RUST_LOG=warn
}
declare -A API_PID INDEXER_PID
start_indexer() { env $(node_env "$1" "$2") "$INDEXER_BIN" run >>"$WORK/$1-indexer.log" 2>&1 &
  INDEXER_PID[$1]=$!; PIDS+=($!); }
start_api() { env $(node_env "$1" "$2") "$API_BIN" serve >>"$WORK/$1-api.log" 2>&1 &
  API_PID[$1]=$!; PIDS+=($!); }
# Search answers 503 until the node's index exists: healthy means a search answers.
wait_search() {
  for _ in $(seq 1 600); do
    curl -fsS -o /dev/null "http://127.0.0.1:$1/api/jobs?facets=false" 2>/dev/null && return 0; sleep 0.1
  done
  echo "node on $1 never answered a search" >&2; return 1
}
say "[4/7] two API+indexer nodes (A on $A_PORT, B on $B_PORT), each building its index"
start_indexer a "$A_PORT"; start_indexer b "$B_PORT"
start_api a "$A_PORT"; start_api b "$B_PORT"
wait_search "$A_PORT"; wait_search "$B_PORT"

# --- the balancer -------------------------------------------------------------------------
cat >"$WORK/haproxy.cfg" <<CFG
global
  maxconn 2000
defaults
  mode http
  timeout connect 1s
  timeout client 10s
  timeout server 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 502 503
listen stats
  bind 127.0.0.1:$STATS_PORT
  stats enable
  stats uri /stats
frontend web
  bind 127.0.0.1:$LB_PORT
  default_backend nodes
backend nodes
  balance roundrobin
  # A browser stays on one node (each node's index is its own replica: relevance ties and
  # scores may differ a little between them, so page 2 must come from page 1's node); a
  # client without the cookie (wrk below) is balanced, and a pinned one moves on when its
  # node is down (redispatch).
  cookie ks_node insert indirect nocache httponly
  http-response set-header X-Served-By %s
  option httpchk GET /healthz
  http-check expect status 200
  default-server inter 200ms fastinter 100ms downinter 500ms fall 2 rise 3
  server a 127.0.0.1:$A_PORT check cookie a
  server b 127.0.0.1:$B_PORT check cookie b
CFG
haproxy -c -q -f "$WORK/haproxy.cfg"
haproxy -db -f "$WORK/haproxy.cfg" >"$WORK/haproxy.log" 2>&1 &
PIDS+=($!)
LB="http://127.0.0.1:$LB_PORT"
wait_http "$LB/healthz" 30
server_status() { curl -fsS "http://127.0.0.1:$STATS_PORT/stats;csv" | awk -F, -v s="$1" '$1=="nodes" && $2==s {print $18}'; }
for _ in $(seq 1 50); do [ "$(server_status b)" = UP ] && [ "$(server_status a)" = UP ] && break; sleep 0.1; done

# A browser's searches all go to one node (its cookie), so its pages come from one index.
BROWSER="$WORK/browser-cookies"
SERVED=$(for _ in 1 2 3 4 5 6; do
  curl -fsS -b "$BROWSER" -c "$BROWSER" -o /dev/null -D - "$LB/api/jobs?keyword=welder&page=1" | tr -d '\r' |
    awk -F': ' 'tolower($1)=="x-served-by" {print $2}'
done | sort -u)
[ "$(echo "$SERVED" | wc -l)" = 1 ] || { echo "one browser's searches went to several nodes: $SERVED" >&2; exit 1; }
echo "  one browser's six searches all served by node $SERVED"

# --- 1. posted through A, found through B -----------------------------------------------
say "[5/7] jobs posted through node A, searched for through node B"
JAR="$WORK/cookies"
curl -fsS -c "$JAR" -o /dev/null -H 'content-type: application/json' \
  -d '{"email":"demo.employer@kaamsetu.in","password":"Demo@1234"}' "http://127.0.0.1:$A_PORT/api/auth/login"
LETTERS=abcdefghijklmnopqrstuvwxyz
token() { local s="" i; for i in $(seq 12); do s+=${LETTERS:RANDOM % 26:1}; done; echo "$s"; } # a word no job has
post_job() { # base url, word; prints nothing, fails unless 201
  local code
  code=$(curl -sS -b "$JAR" -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
    -d "{\"title\":\"Cluster probe $2 welder\",\"state\":\"Karnataka\",\"location\":\"Bengaluru\",
        \"category\":\"Manufacturing\",\"type\":\"Full-Time\",\"workMode\":\"On-site\",
        \"description\":\"Arc and MIG welding on the shop floor; fabrication drawings.\",
        \"salaryMin\":18000,\"salaryMax\":26000,\"salaryFrequency\":\"per month\"}" "$1/api/jobs")
  [ "$code" = 201 ] || { echo "posting a job through $1: HTTP $code" >&2; return 1; }
}
found() { # port word -> 0 when a search through that port finds it
  curl -fsS "http://127.0.0.1:$1/api/jobs?keyword=$2&facets=false" 2>/dev/null | grep -q '"totalCount":[1-9]'
}
now_ms() { date +%s%3N; }
LAGS=()
for _ in 1 2 3 4 5; do
  w=$(token)
  post_job "http://127.0.0.1:$A_PORT" "$w"
  t0=$(now_ms)
  until found "$B_PORT" "$w"; do
    [ $(( $(now_ms) - t0 )) -lt 5000 ] || { echo "node B did not find $w within 5 s" >&2; exit 1; }
    sleep 0.01
  done
  LAGS+=($(( $(now_ms) - t0 )))
done
LAG_MAX=$(printf '%s\n' "${LAGS[@]}" | sort -n | tail -1)
LAG_MED=$(printf '%s\n' "${LAGS[@]}" | sort -n | sed -n 3p)
REPLAY_LAG=$(psql -h 127.0.0.1 -p "$PRIMARY_PORT" -qtAc \
  "select coalesce(round(extract(epoch from max(replay_lag)) * 1000, 1)::text, '0') from pg_stat_replication" postgres)
echo "  found through B after ${LAGS[*]} ms (replica replay lag ${REPLAY_LAG} ms)"
[ "$LAG_MAX" -lt 1000 ] || { echo "a job took ${LAG_MAX} ms to be found through B (over 1 s)" >&2; exit 1; }

# --- 2. node B killed under load ---------------------------------------------------------
say "[6/7] ${LOAD_SECS} s of searches through the balancer; node B killed after 3 s"
cat >"$WORK/paths.lua" <<'LUA'
local words = {"driver", "welder", "sales", "nurse", "cook", "teacher", "delivery", "accountant"}
local places = {"", "&location=Delhi", "&location=Pune", "&location=Bengaluru"}
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", "/api/jobs?keyword=" .. words[n % #words + 1] .. places[n % #places + 1] .. "&facets=false")
end
LUA
wrk -t2 -c8 -d"${LOAD_SECS}s" --latency -s "$WORK/paths.lua" "$LB" >"$WORK/wrk.txt" 2>&1 &
WRK=$!
sleep 3
kill -9 "${API_PID[b]}" "${INDEXER_PID[b]}"
wait "${API_PID[b]}" "${INDEXER_PID[b]}" 2>/dev/null || true
KILLED_AT=$(now_ms)
until [ "$(server_status b)" = DOWN ]; do
  [ $(( $(now_ms) - KILLED_AT )) -lt 5000 ] || { echo "HAProxy never marked B down" >&2; exit 1; }
  sleep 0.05
done
TAKEN_OUT=$(( $(now_ms) - KILLED_AT ))
# Jobs posted while B is down: B must find them after it is back.
DOWN_WORDS=()
for _ in 1 2 3 4 5; do w=$(token); post_job "$LB" "$w"; DOWN_WORDS+=("$w"); done
wait "$WRK"
REQUESTS=$(awk '/requests in/ {print $1}' "$WORK/wrk.txt")
NON2XX=$(awk '/Non-2xx/ {print $NF}' "$WORK/wrk.txt"); NON2XX=${NON2XX:-0}
SOCKET=$(awk '/Socket errors/ {gsub(",", ""); print $4 + $6 + $8 + $10}' "$WORK/wrk.txt"); SOCKET=${SOCKET:-0}
FAILED=$(( NON2XX + SOCKET ))
RPS=$(awk '/Requests\/sec/ {print $2}' "$WORK/wrk.txt")
P99=$(awk '$1=="99%" {print $2}' "$WORK/wrk.txt")
echo "  $REQUESTS requests, $FAILED failed ($NON2XX non-2xx, $SOCKET socket errors); B out after ${TAKEN_OUT} ms"

# --- 3. B back, catching up from the log -------------------------------------------------
say "[7/7] node B restarts and catches up from the outbox log"
T0=$(now_ms)
start_indexer b "$B_PORT"; start_api b "$B_PORT"
wait_search "$B_PORT"
for w in "${DOWN_WORDS[@]}"; do
  until found "$B_PORT" "$w"; do
    [ $(( $(now_ms) - T0 )) -lt 60000 ] || { echo "B did not catch up with $w within 60 s" >&2; exit 1; }
    sleep 0.02
  done
done
CATCHUP=$(( $(now_ms) - T0 ))
until [ "$(server_status b)" = UP ]; do
  [ $(( $(now_ms) - T0 )) -lt 30000 ] || { echo "HAProxy never took B back" >&2; exit 1; }
  sleep 0.05
done
BACK_IN=$(( $(now_ms) - T0 ))
REBUILT=$(grep -c "building it\|rebuilding" "$WORK/b-indexer.log" || true)
LEFT=$(psql -h 127.0.0.1 -p "$PRIMARY_PORT" -qtAc "select count(*) from search_outbox" kaamsetu)

cat <<TABLE

| Two nodes (scripts/cluster.sh)                              | Result |
|-------------------------------------------------------------|--------|
| Job posted through A, found through B (5 jobs)              | median ${LAG_MED} ms, max ${LAG_MAX} ms |
| One browser's six searches (HAProxy's cookie)              | all served by node ${SERVED} |
| Replica replay lag (pg_stat_replication)                    | ${REPLAY_LAG} ms |
| Searches through HAProxy during the kill (${LOAD_SECS} s, 8 connections) | ${REQUESTS} requests, ${RPS} req/s, p99 ${P99} |
| Failed requests (non-2xx + socket errors)                   | ${FAILED} |
| B marked down by the health check after the kill            | ${TAKEN_OUT} ms |
| B restart to the 5 jobs posted while it was down found      | ${CATCHUP} ms (B's index kept, followed the log; rebuilds: $((REBUILT - 1))) |
| B back in the balancer after its restart                    | ${BACK_IN} ms |
| Outbox rows left once both nodes passed them                | ${LEFT} |
TABLE
[ "$FAILED" -eq 0 ] || { echo "requests failed during the node kill" >&2; exit 1; }
say "two nodes: all checks passed"
