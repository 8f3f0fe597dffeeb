#!/usr/bin/env bash
# The restore drill (part of scripts/test.sh): proves that a backup restores into an instance
# that answers like the original. On a small catalogue in a database and data dir of its own:
# migrate, seed, start the API, make through the API an employer with a company logo who posts
# a job and a job seeker with a résumé who applies to it, build the index, record the answers
# (searches read to their last page: totals, facets, every job, ids in order when sorted by date
# or salary; the employer's applicant list; the seeker's applications; the job; a sign-in) and
# the files' digests; scripts/backup.sh while the API runs;
# scripts/restore.sh into a second, new database and data dir; a second API on the restored data;
# the same answers again. Prints what was compared; fails on any difference. Removes everything
# it made (databases, folders, processes, Redis keys), also on failure.
#
#   KAAMSETU_API_BIN, KAAMSETU_INDEXER_BIN  binaries built elsewhere instead of building them
#   DRILL_JOBS                              seeded jobs (default 300)
#   DRILL_KEEP=1                            keep its folder (answers, logs, the backup) to look at
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

ensure_postgres
ensure_redis
ensure_api_bin
ensure_indexer_bin
export KAAMSETU_API_BIN="$API_BIN" KAAMSETU_INDEXER_BIN="$INDEXER_BIN"  # restore.sh builds nothing
command -v python3 >/dev/null || apt_install python3

started=$SECONDS
WORK="$(mktemp -d /tmp/kaamsetu-drill.XXXXXX)"
DB_A="kaamsetu_drill_a_$$" DB_B="kaamsetu_drill_b_$$"
url() { echo "postgres://$PGUSER@$PGHOST:$PGPORT/$1"; }
REDIS_PREFIX="drill:$$:"
PIDS=()
cleanup() {
  local rc=$?
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ "$rc" != 0 ]; then
    for log in "$WORK"/api-*.log; do
      [ -f "$log" ] && { echo "--- last lines of $(basename "$log")" >&2; tail -15 "$log" >&2; }
    done
  fi
  for db in "$DB_A" "$DB_B"; do psql -qc "drop database if exists $db with (force)" postgres >/dev/null 2>&1 || true; done
  redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" --scan --pattern "$REDIS_PREFIX*" 2>/dev/null \
    | xargs -r redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" del >/dev/null 2>&1 || true
  if [ "${DRILL_KEEP:-}" = 1 ]; then echo "kept $WORK (answers-*.json, api-*.log, backups/)"; else rm -rf "$WORK"; fi
  [ "$rc" = 0 ] || printf '\033[1;31mrestore drill failed\033[0m (the databases, processes and Redis keys it made are removed)\n' >&2
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# start_api NAME DB DATA_DIR: an API on a free port; sets BASE.
start_api() {
  local port; port="$(free_port)"
  DATABASE_URL="$(url "$2")" KAAMSETU_DATA_DIR="$3" KAAMSETU_ADDR="127.0.0.1:$port" \
  KAAMSETU_WEB_DIR="$WORK/web" KAAMSETU_MAIL_DIR="$WORK/mail-$1" KAAMSETU_REDIS_PREFIX="$REDIS_PREFIX$1:" \
  KAAMSETU_EMAIL_VERIFICATION=off RUST_LOG=warn \
    "$API_BIN" serve >"$WORK/api-$1.log" 2>&1 &
  PIDS+=($!)
  BASE="http://127.0.0.1:$port"
  wait_http "$BASE/healthz" 60
}

say "drill: a small catalogue in $DB_A (seed ${DRILL_JOBS:-300} jobs)"
psql -qc "create database $DB_A" postgres
DATABASE_URL="$(url "$DB_A")" "$API_BIN" migrate >"$WORK/migrate.log" 2>&1 || { cat "$WORK/migrate.log" >&2; exit 1; }
DATABASE_URL="$(url "$DB_A")" KAAMSETU_DATA_DIR="$WORK/a" RUST_LOG=warn \
  "$INDEXER_BIN" seed --jobs "${DRILL_JOBS:-300}" --employers 12 --seed 7 >/dev/null
start_api a "$DB_A" "$WORK/a"
BASE_A="$BASE"

# The answers compared, and the accounts behind them (made through the API). Modes:
#   fixtures BASE WORK         an employer with a logo and a job, a job seeker with a résumé
#                              who applied to it; writes WORK/fixtures.json
#   record BASE WORK OUT       the answers and the files' digests, as JSON
#   compare A B                a table of what was compared; exit 1 on any difference
cat >"$WORK/drill.py" <<'PY'
import difflib, hashlib, http.cookiejar, json, sys, time, urllib.error, urllib.parse, urllib.request

PASSWORD = "Drill#2468"
# A 2x2 PNG and a minimal PDF (uploads are sniffed by content).
PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d49484452000000020000000208060000007240dacf"
    "0000001649444154789c63f8cfc0f09f8181818101c2ff03001ce203fdb8e1e18b0000000049454e44ae426082")
PDF = b"%PDF-1.4\n1 0 obj << /Title (Drill resume) >> endobj\ntrailer << >>\n%%EOF\n"


class Client:
    def __init__(self, base, cookie=None):
        self.base = base
        self.jar = http.cookiejar.CookieJar()
        self.http = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        self.cookie = cookie

    def call(self, method, path, body=None, ctype=None, status=200, raw=False):
        data, headers = None, {}
        if body is not None and ctype is None:
            data, headers["Content-Type"] = json.dumps(body).encode(), "application/json"
        elif body is not None:
            data, headers["Content-Type"] = body, ctype
        if self.cookie:
            headers["Cookie"] = f"ks_session={self.cookie}"
        req = urllib.request.Request(self.base + path, data=data, method=method, headers=headers)
        try:
            with self.http.open(req, timeout=30) as r:
                code, payload = r.status, r.read()
        except urllib.error.HTTPError as e:
            code, payload = e.code, e.read()
        if code != status:
            sys.exit(f"{method} {path}: {code} (expected {status}): {payload[:400]!r}")
        return payload if raw else json.loads(payload)

    def session(self):
        return self.cookie or next(c.value for c in self.jar if c.name == "ks_session")

    def upload(self, kind, name, data, mime):
        b = "drillboundary7d3a"
        body = (f"--{b}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\n"
                f"Content-Type: {mime}\r\n\r\n").encode() + data + f"\r\n--{b}--\r\n".encode()
        return self.call("POST", f"/api/files/upload?kind={kind}", body,
                         f"multipart/form-data; boundary={b}")["filename"]


def signup(base, role, email, **extra):
    c = Client(base)
    body = {"name": "Drill " + role.title(), "email": email, "password": PASSWORD,
            "confirmPassword": PASSWORD, "role": role, **extra}
    user = c.call("POST", "/api/auth/register", body, status=201)["user"]
    return c, user


def fixtures(base, work):
    employer, emp = signup(base, "employer", "employer@drill.test", companyName="Drill Fabrication Works")
    logo = employer.upload("image", "logo.png", PNG, "image/png")
    employer.call("PUT", "/api/users/profile", {
        "companyName": "Drill Fabrication Works", "companyDesc": "Steel fabrication in Pune.",
        "companyLogo": logo})
    job = employer.call("POST", "/api/jobs", {
        "title": "Arc Welder", "state": "Maharashtra", "location": "Pune",
        "category": "Manufacturing", "type": "Full-Time", "workMode": "On-site",
        "description": "Weld steel frames in our Pune workshop. Day shift, canteen.",
        "requirements": "ITI welder certificate", "salaryMin": 18000, "salaryMax": 26000,
        "salaryFrequency": "per month", "gender": "Both", "isBlueCollar": "Yes",
        "openPositions": 3}, status=201)["job"]["_id"]
    seeker, skr = signup(base, "jobseeker", "seeker@drill.test")
    resume = seeker.upload("document", "resume.pdf", PDF, "application/pdf")
    seeker.call("PUT", "/api/users/profile", {"resume": resume, "skills": ["Welding", "Fabrication"]})
    seeker.call("POST", f"/api/applications/{job}", status=201)
    with open(f"{work}/fixtures.json", "w") as f:
        json.dump({"employer": employer.session(), "seeker": seeker.session(), "job": job,
                   "logo": logo, "resume": resume, "seeker_id": skr["_id"],
                   "employer_id": emp["_id"]}, f)


# Searches, each read to its last page. Results sorted by date or salary are compared in order
# (jobs with the same date or salary in either order); results by relevance as a set, since the
# index breaks ties of score by document order, which differs between any two rebuilds.
SEARCHES = [
    "",
    "keyword=driver",
    "keyword=delivery%20executive&location=Mumbai",
    "keyword=welder",
    "keyword=drivr",
    "category=Logistics%20%26%20Supply%20Chain",
    "type=Part-Time,Internship&facets=false",
    "workMode=Remote",
    "isBlueCollar=Yes&gender=Female",
    "sort=newest",
    "location=Pune&sort=newest",
    "keyword=driver&sort=newest",
    "minSalary=25000&sort=salary",
]


def rank_key(sort, job):
    if sort == "newest":
        return job["createdAt"]
    # Monthly, as the index keeps it (search/src/schema.rs, monthly_salary).
    return job["salaryMax"] if job["salaryFrequency"] == "per month" else job["salaryMax"] // 12


def search(client, query):
    pages, jobs, page = [], [], 1
    while True:
        sep = "&" if query else ""
        reply = client.call("GET", f"/api/jobs?{query}{sep}limit=50&page={page}")
        jobs += reply.pop("jobs")
        pages.append(reply)
        if not reply["pagination"]["hasNextPage"] or page >= 20:
            break
        page += 1
    sort = urllib.parse.parse_qs(query).get("sort", [None])[0]
    if sort in ("newest", "salary"):
        runs = []
        for job in jobs:
            key = rank_key(sort, job)
            if runs and runs[-1][0] == key:
                runs[-1][1].append(job["_id"])
            else:
                runs.append([key, [job["_id"]]])
        order = [[key, sorted(ids)] for key, ids in runs]
    else:
        order = "relevance: compared as a set"
    return {"pages": pages, "order": order, "jobs": {j["_id"]: j for j in jobs},
            "total": pages[0]["pagination"]["totalCount"]}


def digest(b):
    return {"bytes": len(b), "sha256": hashlib.sha256(b).hexdigest()}


def record(base, work, out):
    fx = json.load(open(f"{work}/fixtures.json"))
    anon, seeker, employer = Client(base), Client(base, fx["seeker"]), Client(base, fx["employer"])
    # The API opens the index the indexer built by itself; wait for it (bounded).
    for _ in range(100):
        try:
            if anon.call("GET", "/api/jobs?keyword=welder")["pagination"]["totalCount"] > 0:
                break
        except SystemExit:
            pass
        time.sleep(0.1)
    else:
        sys.exit(f"{base}: the index never showed the drill's job")
    answers = {}
    for query in SEARCHES:
        answers["search ?" + urllib.parse.unquote(query)] = search(anon, query)
    answers["title suggestions 'sa'"] = anon.call("GET", "/api/jobs/title-suggestions?keyword=sa")
    answers["the job (employer's view)"] = employer.call("GET", f"/api/jobs/{fx['job']}")
    answers["employer's applicant list"] = employer.call("GET", f"/api/applications/job/{fx['job']}")
    answers["employer's jobs"] = employer.call("GET", "/api/jobs/get-jobs-employer")
    answers["seeker's applications"] = seeker.call("GET", "/api/applications/my")
    answers["seeker's profile (me)"] = seeker.call("GET", "/api/auth/me")
    answers["seeker signs in with the password"] = Client(base).call(
        "POST", "/api/auth/login", {"email": "seeker@drill.test", "password": PASSWORD})["user"]
    logo = anon.call("GET", f"/uploads/{fx['logo']}", raw=True)
    answers["logo download"] = digest(logo)
    answers["résumé download (employer)"] = digest(employer.call("GET", f"/uploads/{fx['resume']}", raw=True))
    answers["résumé download (seeker)"] = digest(seeker.call("GET", f"/uploads/{fx['resume']}", raw=True))
    # Sanity: a drill that compares empty answers proves nothing.
    if answers["search ?"]["total"] < 50 or len(answers["search ?"]["jobs"]) != answers["search ?"]["total"]:
        sys.exit("the catalogue is too small, or its pages do not add up to its total")
    if digest(logo) != digest(PNG) or answers["résumé download (employer)"] != digest(PDF):
        sys.exit("the downloaded files are not the uploaded ones")
    apps = json.dumps(answers["employer's applicant list"])
    if fx["seeker_id"] not in apps or fx["resume"] not in apps:
        sys.exit("the employer's applicant list does not show the seeker and the résumé")
    json.dump(answers, open(out, "w"), indent=1, sort_keys=True)


def compare(a_path, b_path):
    a, b = json.load(open(a_path)), json.load(open(b_path))
    width = max(map(len, a | b))

    def show(v):
        if v is None:
            return "missing"
        if isinstance(v, dict) and "total" in v:
            return f"{v['total']} jobs"
        if isinstance(v, dict) and "pagination" in v:
            return f"{v['pagination']['totalCount']} items"
        if isinstance(v, dict) and "sha256" in v:
            return f"{v['bytes']} B"
        if isinstance(v, list):
            return f"{len(v)} items"
        return "json"

    def how(v):
        if isinstance(v, dict) and "order" in v:
            return "pages, jobs, ids in order" if isinstance(v["order"], list) else "pages, jobs, ids as a set"
        if isinstance(v, dict) and "sha256" in v:
            return "sha256 of the bytes"
        return "whole JSON"

    print(f"  {'compared':<{width}}  {'how':<25}  {'original':>9}  {'restored':>9}  equal")
    differ = []
    for key in sorted(a | b):
        x, y = a.get(key), b.get(key)
        same = json.dumps(x, sort_keys=True) == json.dumps(y, sort_keys=True)
        print(f"  {key:<{width}}  {how(x):<25}  {show(x):>9}  {show(y):>9}  {'yes' if same else 'NO'}")
        if not same:
            differ.append(key)
    for key in differ:
        x = json.dumps(a.get(key), sort_keys=True, indent=1).splitlines()
        y = json.dumps(b.get(key), sort_keys=True, indent=1).splitlines()
        print(f"\n--- {key}: original / +++ restored", file=sys.stderr)
        for line in list(difflib.unified_diff(x, y, lineterm="", n=2))[2:40]:
            print(line, file=sys.stderr)
    if differ:
        sys.exit(f"{len(differ)} of {len(a | b)} answers differ after the restore")
    print(f"  all {len(a)} answers equal")


mode = sys.argv[1]
if mode == "fixtures":
    fixtures(sys.argv[2], sys.argv[3])
elif mode == "record":
    record(sys.argv[2], sys.argv[3], sys.argv[4])
else:
    compare(sys.argv[2], sys.argv[3])
PY

say "drill: an employer with a logo and a job, a job seeker with a résumé who applied (through the API)"
python3 "$WORK/drill.py" fixtures "$BASE_A" "$WORK"
DATABASE_URL="$(url "$DB_A")" KAAMSETU_DATA_DIR="$WORK/a" RUST_LOG=warn "$INDEXER_BIN" reindex >/dev/null
python3 "$WORK/drill.py" record "$BASE_A" "$WORK" "$WORK/answers-a.json"

say "drill: scripts/backup.sh while the API runs"
DATABASE_URL="$(url "$DB_A")" KAAMSETU_DATA_DIR="$WORK/a" bash scripts/backup.sh "$WORK/backups" | sed 's/^/  /'
FOLDER="$(ls -d "$WORK"/backups/kaamsetu-*)"
kill "${PIDS[0]}"; wait "${PIDS[0]}" 2>/dev/null || true

say "drill: scripts/restore.sh into a new database $DB_B and data dir"
DATABASE_URL="$(url "$DB_B")" KAAMSETU_DATA_DIR="$WORK/b" RUST_LOG=warn bash scripts/restore.sh "$FOLDER" | sed 's/^/  /'
start_api b "$DB_B" "$WORK/b"
python3 "$WORK/drill.py" record "$BASE" "$WORK" "$WORK/answers-b.json"

say "drill: the restored instance against the original"
python3 "$WORK/drill.py" compare "$WORK/answers-a.json" "$WORK/answers-b.json"
say "restore drill passed in $((SECONDS - started)) s"
