#!/usr/bin/env bash
# Contract test: schemathesis against the real API on a fresh database, three times (anonymous,
# as a job seeker, as an employer), checking every reply against /api/openapi.json: no server
# error, a documented status code, a documented content type, a body that matches the documented
# schema, and (a check of ours) no reply body where the document declares none.
#
#   SCHEMATHESIS_EXAMPLES  test cases per operation and phase (default 10; e.g. 200 for a long run)
#   SCHEMATHESIS_SEED      a seed, to repeat a run (schemathesis prints the one it used)
#   SCHEMATHESIS_PORT      the API's port (default 18090)
#   SCHEMATHESIS_REPORT    where the full output goes too (default $WORK/schemathesis.txt)
#   KAAMSETU_API_BIN, KAAMSETU_INDEXER_BIN  binaries built elsewhere instead of building them
# Exits non-zero on any failure.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

ensure_postgres
ensure_redis
ensure_schemathesis
ensure_api_bin
ensure_indexer_bin

PORT="${SCHEMATHESIS_PORT:-18090}"
EXAMPLES="${SCHEMATHESIS_EXAMPLES:-10}"
DB="kaamsetu_st_$$"
WORK="$(mktemp -d /tmp/kaamsetu-st.XXXXXX)"
REPORT="${SCHEMATHESIS_REPORT:-$WORK/schemathesis.txt}"
BASE="http://127.0.0.1:$PORT"
psql -qc "create database $DB" postgres
API_PID=""
cleanup() {
  [ -n "$API_PID" ] && kill "$API_PID" 2>/dev/null && wait "$API_PID" 2>/dev/null || true
  psql -qc "drop database if exists $DB with (force)" postgres >/dev/null 2>&1 || true
}
trap cleanup EXIT

DATABASE_URL="postgres://postgres@127.0.0.1:5432/$DB" \
KAAMSETU_ADDR="127.0.0.1:$PORT" \
KAAMSETU_WEB_DIR="$WORK/web" \
KAAMSETU_DATA_DIR="$WORK/data" \
KAAMSETU_MAIL_DIR="$WORK/mail" \
KAAMSETU_REDIS_PREFIX="st:$$:" \
  "$API_BIN" serve >"$WORK/api.log" 2>&1 &
API_PID=$!
wait_http "$BASE/healthz" 60 || { tail -50 "$WORK/api.log"; exit 1; }

# Fixtures through the API: a job seeker with a résumé who saved and applied to a job, an employer
# with a complete company profile and three jobs. Writes the session cookies and the ids.
say "creating a job seeker and an employer with jobs (API log: $WORK/api.log)"
"$(dirname "$ST")/python" - "$BASE" "$WORK/mail" "$WORK" <<'PY'
import json, pathlib, re, sys, time
import requests

base, mail_dir, work = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
PASSWORD = "Secret#123"
# 1x1 PNG and a minimal PDF (uploads are sniffed by content).
PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489"
    "0000000d49444154789c6360000002000001e221bc330000000049454e44ae426082")
PDF = b"%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"


def ok(r, status):
    if r.status_code != status:
        sys.exit(f"{r.request.method} {r.request.path_url}: {r.status_code} (expected {status}): {r.text[:500]}")
    return r.json()


def code_for(email):
    for _ in range(600):
        for f in sorted(mail_dir.glob("*.eml"), reverse=True):
            text = f.read_text(errors="replace")
            if any(l.startswith("To: ") and email in l for l in text.splitlines()):
                m = re.search(r"^\s*(\d{6})\s*$", text, re.M)
                if m:
                    return m.group(1)
        time.sleep(0.1)
    sys.exit(f"no verification mail for {email} in {mail_dir}")


def signup(role, email, **extra):
    s = requests.Session()
    body = {"name": "Contract Test", "email": email, "password": PASSWORD, "confirmPassword": PASSWORD,
            "role": role, **extra}
    ok(s.post(f"{base}/api/auth/register", json=body), 200)
    user = ok(s.post(f"{base}/api/auth/verify-email-and-create",
                     json={"email": email, "verificationCode": code_for(email)}), 201)["user"]
    if "ks_session" not in s.cookies:
        sys.exit(f"no ks_session cookie after signing up {email}")
    return s, user


def upload(s, kind, name, data, mime):
    return ok(s.post(f"{base}/api/files/upload", params={"kind": kind},
                     files={"file": (name, data, mime)}), 200)["filename"]


employer, emp = signup("employer", "employer@contract.test", companyName="Contract Test Pvt Ltd")
logo = upload(employer, "image", "logo.png", PNG, "image/png")
ok(employer.put(f"{base}/api/users/profile", json={
    "companyName": "Contract Test Pvt Ltd", "companyDesc": "We test contracts.", "companyLogo": logo}), 200)
jobs = []
for title in ["Delivery Executive", "Warehouse Associate", "Data Entry Operator"]:
    job = ok(employer.post(f"{base}/api/jobs", json={
        "title": title, "state": "Karnataka", "location": "Bengaluru", "category": "Logistics & Supply Chain",
        "type": "Full-Time", "workMode": "On-site", "description": "Work across the city. Two-wheeler needed.",
        "requirements": "Driving licence", "salaryMin": 15000, "salaryMax": 22000, "salaryFrequency": "per month",
        "gender": "Both", "isBlueCollar": "Yes", "openPositions": 5}), 201)["job"]
    jobs.append(job["_id"])

seeker, skr = signup("jobseeker", "seeker@contract.test")
resume = upload(seeker, "document", "resume.pdf", PDF, "application/pdf")
avatar = upload(seeker, "image", "me.png", PNG, "image/png")
ok(seeker.put(f"{base}/api/users/profile", json={"resume": resume, "avatar": avatar, "skills": ["Driving"]}), 200)
r = seeker.post(f"{base}/api/save-jobs/{jobs[1]}")
if r.status_code not in (200, 201):
    sys.exit(f"saving a job: {r.status_code} {r.text[:300]}")
application = ok(seeker.post(f"{base}/api/applications/{jobs[0]}"), 201)
app_id = application["application"]["_id"]

(work / "fixtures.json").write_text(json.dumps({
    "seeker_cookie": seeker.cookies["ks_session"], "employer_cookie": employer.cookies["ks_session"],
    "jobs": jobs, "employer_id": emp["_id"], "seeker_id": skr["_id"], "application_id": app_id,
    "files": [logo, avatar, resume]}))
PY

# The search index (GET /api/jobs and the other search routes answer 503 until it exists); the
# API picks up the new index by itself.
DATABASE_URL="postgres://postgres@127.0.0.1:5432/$DB" KAAMSETU_DATA_DIR="$WORK/data" \
  "$INDEXER_BIN" reindex >"$WORK/indexer.log" 2>&1 || { tail -20 "$WORK/indexer.log"; exit 1; }

# The run's configuration (no cache: replaying a case needs this run's API, gone at the end).
# Known ids and names, mixed into the generated path parameters so operations reach past 404:
# job ids for {id} and {jobId}, user ids for /api/users/{id} and /api/jobs/employer/{id}, the
# application for /api/applications/{id}/status, the uploaded files for /uploads/{file}.
"$(dirname "$ST")/python" - "$WORK/fixtures.json" >"$WORK/schemathesis.toml" <<'PY'
import json, sys
f = json.load(open(sys.argv[1]))
q = lambda vs: "[" + ", ".join(json.dumps(v) for v in vs) + "]"
print(f"""[dictionaries.jobs]
values = {q(f["jobs"])}
[dictionaries.users]
values = {q([f["employer_id"], f["seeker_id"]])}
[dictionaries.applications]
values = {q([f["application_id"]])}
[dictionaries.files]
values = {q(f["files"])}
[parameters]
"path.id" = {{ dictionary = "jobs", probability = 0.7 }}
"path.jobId" = {{ dictionary = "jobs", probability = 0.7 }}
"path.file" = {{ dictionary = "files", probability = 0.7 }}
[[operations]]
include-path-regex = "^/api/(users|jobs/employer)/[{{]id[}}]$"
parameters = {{ "path.id" = {{ dictionary = "users", probability = 0.7 }} }}
[[operations]]
include-path-regex = "^/api/applications/[{{]id[}}]/status$"
parameters = {{ "path.id" = {{ dictionary = "applications", probability = 0.7 }} }}
[cache]
enabled = false""")
PY

# Our check: a reply body must be documented (schemathesis's own checks pass a body that the
# document does not describe at all, which is what an untyped reply looks like).
cat >"$WORK/hooks.py" <<'PY'
import schemathesis
from schemathesis.core.failures import Failure


class UndocumentedReplyBody(Failure):
    code = "ST901"
    kind_title = "Undocumented reply body"
    __slots__ = ("status",)

    def __init__(self, *, operation, status, message):
        super().__init__(operation=operation, message=message)
        self.status = status

    @property
    def _unique_key(self):
        return f"undocumented-reply-body|{self.status}"  # one finding per operation and status


@schemathesis.check
def reply_body_documented(ctx, response, case):
    """A reply with a body has a documented content type (with a schema) for its status."""
    if not response.content or case.operation.responses.find_by_status_code(response.status_code) is None:
        return None
    if not case.operation.schema.get_content_types(case.operation, response):
        raise UndocumentedReplyBody(
            operation=case.operation.label, status=response.status_code,
            message=f"{response.status_code} declares no content; got {response.headers.get('content-type', ['?'])[0]}")
    return None
PY

cookie() { "$(dirname "$ST")/python" -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$WORK/fixtures.json" "$1"; }
CHECKS=not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,reply_body_documented
# Operations that would end the fixture sessions (or mail codes to them) are left out of the
# signed-in runs; the anonymous run covers them.
SESSION_KILLERS='^/api/auth/(logout|request-password-reset|verify-reset-code|reset-password|reset-migrated-password)$'

# One worker: with two, schemathesis describes generated cases on two threads at once, and
# CPython 3.11's ast module is not thread-safe (python/cpython#106905): a run then fails now and
# then with "AST constructor recursion depth mismatch", a fault of the tool, not of the API.
run_st() {
  local who="$1"; shift
  say "schemathesis: $who ($EXAMPLES examples per operation)"
  printf '\n===== schemathesis: %s =====\n' "$who"
  SCHEMATHESIS_HOOKS=hooks PYTHONPATH="$WORK" \
    "$ST" --config-file "$WORK/schemathesis.toml" run "$BASE/api/openapi.json" \
    --checks "$CHECKS" --max-examples "$EXAMPLES" --phases examples,coverage,fuzzing \
    --generation-database none --no-color --workers 1 --continue-on-failure --output-sanitize false \
    ${SCHEMATHESIS_SEED:+--seed "$SCHEMATHESIS_SEED"} "$@"
}

: >"$REPORT"
status=0
run_st anonymous 2>&1 | tee -a "$REPORT" || status=1
run_st "job seeker" -H "Cookie: ks_session=$(cookie seeker_cookie)" \
  --exclude-path-regex "$SESSION_KILLERS" 2>&1 | tee -a "$REPORT" || status=1
run_st employer -H "Cookie: ks_session=$(cookie employer_cookie)" \
  --exclude-path-regex "$SESSION_KILLERS" 2>&1 | tee -a "$REPORT" || status=1
if [ "$status" != 0 ]; then
  # One line per operation, status and finding, with the runs that found it.
  "$(dirname "$ST")/python" - "$REPORT" <<'PY' | tee -a "$REPORT"
import collections, re, sys
text = open(sys.argv[1]).read()
found = collections.defaultdict(dict)  # operation -> {(status, finding): [runs]}
parts = re.split(r"^===== schemathesis: (.*?) =====$", text, flags=re.M)
for who, out in zip(parts[1::2], parts[2::2]):
    failures = out.split("= FAILURES =", 1)[-1].split("= WARNINGS =", 1)[0] if "= FAILURES =" in out else ""
    for op, block in re.findall(r"^_{3,} (.+?) _{3,}\n(.*?)(?=^_{3,} |\Z)", failures, re.S | re.M):
        for case in re.split(r"^\d+\. Test Case ID: \S+\n", block, flags=re.M)[1:]:
            status = (re.search(r"^\[(\d+)\]", case, re.M) or re.search(r"()", "")).group(1) or "-"
            for title, body in re.findall(r"^- (ST\d+ [^\n]+)\n\n(.*?)(?=^- ST|^\[\d+\]|^Reproduce|\Z)", case, re.S | re.M):
                lines = [l.strip() for l in body.splitlines() if l.strip()]
                if title.startswith("ST103"):
                    finding = "undocumented status (" + next((l for l in lines if l.startswith("Documented")), "") + ")"
                elif title.startswith("ST108"):
                    where = next((l for l in lines if l.startswith("Schema")), "Schema:").rstrip(":")
                    where = where.replace("Schema at /components/schemas/", "").replace("Schema", "inline schema")
                    finding = f"reply violates its schema ({where}): {lines[0] if lines else ''}"
                elif title.startswith("ST901 Undocumented reply body"):
                    finding = "reply body undocumented (" + (lines[0].split("got ", 1)[-1] if lines else "") + ")"
                else:
                    finding = title.split(" ", 1)[1] + (": " + lines[0] if lines else "")
                found[op].setdefault((status, finding[:160]), []).append(who)
print("\n===== failures by operation (status, finding, runs) =====")
for op in sorted(found, key=lambda o: (o.split(" ", 1)[-1], o)):
    print(op)
    for (status, finding), runs in sorted(found[op].items()):
        print(f"    {status}  {finding}  [{', '.join(dict.fromkeys(runs))}]")
PY
  echo "schemathesis found failures (full output: $REPORT)" >&2
  exit 1
fi
say "schemathesis: no failures"
