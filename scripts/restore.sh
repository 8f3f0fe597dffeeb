#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh into an empty database and a data directory, then
# rebuilds the search index.
#
#   scripts/restore.sh FOLDER [--force]
#
#   FOLDER               a kaamsetu-YYYYmmdd-HHMMSS folder (manifest.json, db.dump, uploads/)
#   --force              restore into a database that has tables: the dump's objects are dropped
#                        and made again (pg_restore --clean --if-exists); others are left alone
#   DATABASE_URL         the target (default postgres://postgres@127.0.0.1:5432/kaamsetu); made
#                        when it does not exist
#   KAAMSETU_DATA_DIR    where uploads/ and index/ go (default .data/)
#   KAAMSETU_INDEXER_BIN the indexer to rebuild the index with (default: the debug build, built)
#
# Checks the dump against the manifest's sha256 and every file against uploads.sha256 before
# touching the target; restores in one transaction (a failed restore leaves the database as it
# was); checks the restored counts against the manifest. Exits non-zero on any failure. Stop the
# API and the indexer of the target first; start them once it is done.
source "$(dirname "$0")/lib.sh"

fail() { printf '\033[1;31mrestore failed:\033[0m %s\n' "$*" >&2; exit 1; }
usage() { echo "usage: scripts/restore.sh FOLDER [--force]" >&2; exit 2; }

FOLDER="" FORCE=""
for arg in "$@"; do
  case "$arg" in
    --force) FORCE=1 ;;
    -h | --help) usage ;;
    -*) echo "unknown option $arg" >&2; usage ;;
    *) [ -z "$FOLDER" ] || usage; FOLDER="$arg" ;;
  esac
done
[ -n "$FOLDER" ] || usage
export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/kaamsetu}"
DATA_DIR="${KAAMSETU_DATA_DIR:-$ROOT/.data}"
command -v pg_restore >/dev/null || apt_install postgresql-client

[ -d "$FOLDER" ] || fail "$FOLDER is not a folder"
FOLDER="$(cd "$FOLDER" && pwd)"
for f in manifest.json db.dump uploads.sha256 uploads; do
  [ -e "$FOLDER/$f" ] || fail "$FOLDER has no $f: not a complete backup of scripts/backup.sh"
done
# A value of the manifest: manifest SECTION KEY (backup.sh writes one section per line).
manifest() {
  grep -E "^ *\"$1\":" "$FOLDER/manifest.json" | grep -oE "\"$2\": *(\"[^\"]*\"|[0-9]+)" | head -1 \
    | sed -E 's/^[^:]*: *"?//; s/"$//' || true
}
# Checks the files of a folder against uploads.sha256 (nothing to check when it is empty).
check_sums() { [ ! -s "$FOLDER/uploads.sha256" ] || (cd "$1" && sha256sum --quiet --strict -c "$FOLDER/uploads.sha256"); }
DB_SHOWN="$(redact_url "$DATABASE_URL")"
say "restoring $FOLDER (taken $(manifest createdAt createdAt) from $(manifest database server)) into $DB_SHOWN and $DATA_DIR"

say "checking the dump's sha256 against the manifest"
want="$(manifest dump sha256)"
have="$(sha256sum "$FOLDER/db.dump" | cut -d' ' -f1)"
[ "$want" = "$have" ] || fail "db.dump has sha256 $have, the manifest says $want: the dump is damaged"
echo "  $have"
say "checking the uploads against uploads.sha256 ($(manifest uploads files) files)"
check_sums "$FOLDER/uploads" \
  || fail "uploaded files differ from uploads.sha256: the backup is damaged"
[ "$(find "$FOLDER/uploads" -type f | wc -l)" = "$(manifest uploads files)" ] \
  || fail "uploads/ does not hold the $(manifest uploads files) files of the manifest"

# The target database: made when missing, refused when it has tables (unless --force).
DB_NAME="$(url_dbname "$DATABASE_URL")"
if ! psql -qtAX -d "$DATABASE_URL" -c 'select 1' >/dev/null 2>&1; then
  ADMIN_URL="${DATABASE_URL%/*}/postgres"
  [[ "$DATABASE_URL" == *\?* ]] && ADMIN_URL="$ADMIN_URL?${DATABASE_URL#*\?}"
  exists="$(psql -qtAX -d "$ADMIN_URL" -v n="$DB_NAME" <<<"select 1 from pg_database where datname = :'n'" 2>/dev/null || true)"
  [ "$exists" = 1 ] && fail "cannot connect to $DB_SHOWN"
  say "creating database $DB_NAME"
  psql -qX -d "$ADMIN_URL" -v ON_ERROR_STOP=1 -v n="$DB_NAME" <<<'create database :"n"' \
    || fail "cannot create database $DB_NAME"
fi
tables="$(psql -qtAX -d "$DATABASE_URL" -c "select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'")"
if [ "$tables" != 0 ]; then
  [ -n "$FORCE" ] || fail "$DB_SHOWN is not empty ($tables tables); restore.sh restores only into an empty database (--force replaces the dump's objects)"
  echo "  $DB_SHOWN has $tables tables; --force: the dump's objects are dropped and made again"
fi

say "restoring the database (pg_restore, one transaction)"
started=$SECONDS
LOG="$(mktemp)"
trap 'rm -f "$LOG"' EXIT
# Progress: one line per table's data; the whole log is shown on failure.
if ! pg_restore --verbose --exit-on-error --single-transaction --no-owner ${FORCE:+--clean --if-exists} \
  -d "$DATABASE_URL" "$FOLDER/db.dump" 2>&1 | tee "$LOG" | sed -nE 's/^pg_restore: processing data for table "(.*)"$/  data of \1/p'; then
  grep -v '^pg_restore: \(creating\|processing\|executing\|connecting\|dropping\)' "$LOG" | tail -20 >&2
  fail "pg_restore exited with an error; the database is left as it was"
fi
echo "  done in $((SECONDS - started)) s"
for t in jobs users applications; do
  got="$(psql -qtAX -d "$DATABASE_URL" -c "select count(*) from public.$t")"
  [ "$got" = "$(manifest counts "$t")" ] || fail "$t: $got rows restored, the manifest says $(manifest counts "$t")"
done
echo "  jobs $(manifest counts jobs), users $(manifest counts users), applications $(manifest counts applications): as in the manifest"

say "copying $(manifest uploads files) uploaded files ($(manifest uploads bytes) bytes) into $DATA_DIR/uploads"
mkdir -p "$DATA_DIR/uploads"
cp -p -r "$FOLDER/uploads/." "$DATA_DIR/uploads/" || fail "cannot copy the uploads into $DATA_DIR/uploads"
check_sums "$DATA_DIR/uploads" \
  || fail "the copied uploads differ from uploads.sha256"

say "rebuilding the search index (kaamsetu-indexer reindex)"
ensure_indexer_bin
KAAMSETU_DATA_DIR="$DATA_DIR" "$INDEXER_BIN" reindex 2>&1 || fail "the index rebuild failed"
say "restore complete: start the API and the indexer with DATABASE_URL=$DB_SHOWN KAAMSETU_DATA_DIR=$DATA_DIR"
