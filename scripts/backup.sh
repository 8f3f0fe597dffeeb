#!/usr/bin/env bash
# Backs up KaamSetu: a PostgreSQL dump (custom format, one snapshot) of $DATABASE_URL and the
# uploaded files it refers to (from $KAAMSETU_DATA_DIR/uploads), into
# DEST/kaamsetu-YYYYmmdd-HHMMSS/ (UTC) with a manifest. Safe while the API and the indexer run.
#
#   scripts/backup.sh [DEST]
#
#   DEST                    where the dated folder goes (default $KAAMSETU_BACKUP_DIR, else backups/)
#   DATABASE_URL            the database (default postgres://postgres@127.0.0.1:5432/kaamsetu)
#   KAAMSETU_DATA_DIR       the data directory whose uploads/ are copied (default .data/)
#   KAAMSETU_BACKUP_ALLOW_MISSING=1  record uploads that are referenced but missing on disk in
#                           the manifest instead of failing
#
# Consistency: the dump is one snapshot (pg_dump reads every table in one transaction). The
# files are copied after it, and only the ones the dump's `uploads` rows name: every writer
# (the API's uploads and simple résumé, the seed) writes a file, under a temporary name renamed
# into place, before the transaction that inserts its row commits, and deletes a file only after
# the transaction that deletes its row commits; so each row in the snapshot has its file on
# disk when the copy starts, unless the row was deleted (and its file removed) after the
# snapshot, which the backup tells apart and records. The search index (rebuilt by restore.sh)
# and dev mail are never taken. Redis holds only counters and caches and is not taken.
#
# The folder is written as DEST/.kaamsetu-….partial and renamed at the end: a folder named
# kaamsetu-… is always complete. Exits non-zero, removing the partial folder, on any failure.
source "$(dirname "$0")/lib.sh"

DEST="${1:-${KAAMSETU_BACKUP_DIR:-$ROOT/backups}}"
export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/kaamsetu}"
DATA_DIR="${KAAMSETU_DATA_DIR:-$ROOT/.data}"
UPLOADS="$DATA_DIR/uploads"

json_text() { local s="${1//\\/\\\\}"; printf '%s' "${s//\"/\\\"}"; }
fail() { printf '\033[1;31mbackup failed:\033[0m %s\n' "$*" >&2; exit 1; }
command -v pg_dump >/dev/null && command -v pg_restore >/dev/null || apt_install postgresql-client

DB_SHOWN="$(redact_url "$DATABASE_URL")"
psql -qtAX -d "$DATABASE_URL" -c 'select 1' >/dev/null 2>&1 \
  || fail "cannot connect to $DB_SHOWN (set DATABASE_URL)"
[ "$(psql -qtAX -d "$DATABASE_URL" -c "select to_regclass('_sqlx_migrations') is not null")" = t ] \
  || fail "$DB_SHOWN has no KaamSetu schema (no _sqlx_migrations table)"

STAMP="$(date -u +%Y%m%d-%H%M%S)"
NAME="kaamsetu-$STAMP"
mkdir -p "$DEST" || fail "cannot create $DEST"
DEST="$(cd "$DEST" && pwd)"
FINAL="$DEST/$NAME"
TMP="$DEST/.$NAME.partial"
[ -e "$FINAL" ] && fail "$FINAL exists already (one backup per second)"
rm -rf "$TMP"
mkdir -p "$TMP/uploads"
DUMPER=""
on_exit() {
  local rc=$?
  [ -n "$DUMPER" ] && kill "$DUMPER" 2>/dev/null
  [ "$rc" != 0 ] && rm -rf "$TMP"
  return "$rc"
}
trap on_exit EXIT

say "backing up $DB_SHOWN and $UPLOADS into $FINAL"
say "dumping the database (pg_dump -Fc, one snapshot)"
started=$SECONDS
DUMP_AT="$(date -u +%Y-%m-%dT%H:%M:%SZ)"  # the snapshot's moment, within a second
pg_dump -Fc -d "$DATABASE_URL" -f "$TMP/db.dump" 2>"$TMP/pg_dump.log" &
DUMPER=$!
ticks=0
while kill -0 "$DUMPER" 2>/dev/null; do
  sleep 0.2
  ticks=$((ticks + 1))
  if [ $((ticks % 50)) = 0 ] && [ -f "$TMP/db.dump" ]; then
    echo "  dump: $(du -h "$TMP/db.dump" | cut -f1) written, $((SECONDS - started)) s"
  fi
done
wait "$DUMPER" || { cat "$TMP/pg_dump.log" >&2; DUMPER=""; fail "pg_dump exited with an error"; }
DUMPER=""
rm -f "$TMP/pg_dump.log"
DUMP_BYTES="$(stat -c %s "$TMP/db.dump")"
DUMP_SHA="$(sha256sum "$TMP/db.dump" | cut -d' ' -f1)"
echo "  dump: $DUMP_BYTES bytes in $((SECONDS - started)) s, sha256 $DUMP_SHA"

# What the snapshot holds, read back from the dump (which also proves it reads); schema public
# (apalis keeps its own jobs and _sqlx_migrations tables).
say "reading the snapshot's counts and uploads back from the dump"
dump_rows() { pg_restore -a -n public -t "$1" -f - "$TMP/db.dump" | awk '/^COPY /{on=1; next} /^\\\.$/{on=0} on'; }
count_rows() { local n; n="$(dump_rows "$1" | wc -l)" || fail "cannot read table $1 back from the dump"; echo "$n"; }
JOBS="$(count_rows jobs)"
USERS="$(count_rows users)"
APPLICATIONS="$(count_rows applications)"
MIGRATION="$(dump_rows _sqlx_migrations | cut -f1 | sort -n | tail -1)" || fail "cannot read the migrations back from the dump"
dump_rows uploads | cut -f1 >"$TMP/uploads.list" || fail "cannot read the uploads back from the dump"
bad="$(grep -cvE '^[0-9a-f]{32}\.(jpg|png|gif|webp|pdf|doc|docx)$' "$TMP/uploads.list" || true)"
[ "$bad" = 0 ] || fail "the uploads table has $bad names that are not stored names"
echo "  jobs $JOBS, users $USERS, applications $APPLICATIONS, uploads $(wc -l <"$TMP/uploads.list"), migration $MIGRATION"

say "copying the uploads the snapshot refers to"
started=$SECONDS
total="$(wc -l <"$TMP/uploads.list")"
split -l 5000 -a 6 "$TMP/uploads.list" "$TMP/chunk."
copied=0
for chunk in "$TMP"/chunk.*; do
  [ -e "$chunk" ] || continue
  # A name that is not there is found below; cp goes on with the others.
  (cd "$UPLOADS" 2>/dev/null && xargs -r -d '\n' -a "$chunk" cp -p -t "$TMP/uploads" -- 2>/dev/null) || true
  copied=$((copied + $(wc -l <"$chunk")))
  rm -f "$chunk"
  if [ "$copied" -lt "$total" ]; then echo "  $copied / $total files, $((SECONDS - started)) s"; fi
done
comm -23 <(sort "$TMP/uploads.list") <(ls -A "$TMP/uploads" | sort) >"$TMP/missing.list"
# A file is missing either because its row was deleted (and the file removed) after the
# snapshot, which is fine, or because it is lost or KAAMSETU_DATA_DIR is wrong, which is not.
DELETED=0 LOST=0
if [ -s "$TMP/missing.list" ]; then
  psql -qtAX -d "$DATABASE_URL" -v ON_ERROR_STOP=1 \
    -c "create temp table m (f text); copy m from stdin; select m.f from m join uploads u on u.filename = m.f order by 1" \
    <"$TMP/missing.list" >"$TMP/lost.list" || fail "cannot check the missing uploads"
  LOST="$(wc -l <"$TMP/lost.list")"
  DELETED=$(($(wc -l <"$TMP/missing.list") - LOST))
  mv "$TMP/lost.list" "$TMP/missing.list"
  [ "$DELETED" = 0 ] || echo "  $DELETED files were deleted after the snapshot (their rows too); not in the backup"
  if [ "$LOST" != 0 ]; then
    echo "  $LOST referenced files are not in $UPLOADS, e.g. $(head -3 "$TMP/missing.list" | tr '\n' ' ')" >&2
    [ "${KAAMSETU_BACKUP_ALLOW_MISSING:-}" = 1 ] \
      || fail "$LOST uploaded files are missing (is KAAMSETU_DATA_DIR right? KAAMSETU_BACKUP_ALLOW_MISSING=1 backs up without them)"
  fi
fi
[ -s "$TMP/missing.list" ] || rm -f "$TMP/missing.list"
rm -f "$TMP/uploads.list"
FILES="$(find "$TMP/uploads" -type f | wc -l)"
FILE_BYTES="$(find "$TMP/uploads" -type f -printf '%s\n' | awk '{s += $1} END {print s + 0}')"
(cd "$TMP/uploads" && find . -type f -printf '%P\0' | sort -z | xargs -0 -r sha256sum) >"$TMP/uploads.sha256"
echo "  $FILES files, $FILE_BYTES bytes, $((SECONDS - started)) s"

DB_NAME="$(url_dbname "$DATABASE_URL")"
SERVER="$(psql -qtAX -d "$DATABASE_URL" -c 'show server_version' | cut -d' ' -f1)"
cat >"$TMP/manifest.json" <<JSON
{
  "format": 1,
  "createdAt": "$DUMP_AT",
  "database": { "name": "$(json_text "$DB_NAME")", "server": "$(json_text "$DB_SHOWN")", "serverVersion": "$SERVER", "migration": ${MIGRATION:-0} },
  "dump": { "file": "db.dump", "format": "pg_dump custom", "bytes": $DUMP_BYTES, "sha256": "$DUMP_SHA" },
  "counts": { "jobs": $JOBS, "users": $USERS, "applications": $APPLICATIONS },
  "uploads": { "dir": "uploads", "files": $FILES, "bytes": $FILE_BYTES, "checksums": "uploads.sha256", "deletedAfterSnapshot": $DELETED, "missing": $LOST }
}
JSON

mv -T "$TMP" "$FINAL" || fail "cannot rename $TMP to $FINAL"
say "backup complete: $FINAL"
