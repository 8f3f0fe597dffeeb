#!/usr/bin/env bash
# Real job postings for the search-quality evaluation (benches/quality/README.md), converted to the import
# format of `kaamsetu-indexer import-jobs` (JSON lines).
#
# Source: the PyPI package network-jobs-data (MIT licence, author "hirefrank"): job listings
# of venture-backed companies as their career pages (Greenhouse, Lever, Ashby, ...) list them,
# with title, company, department, location as written, first-seen date. We keep the postings
# whose location is in India (about 800). The data is not committed (only this script and the
# small test slice in benches/quality/real-slice.jsonl, with the licence notice beside it).
#
# Usage: scripts/real-jobs/fetch.sh [OUT]   (default: ~/.cache/kaamsetu/real-jobs/india.jsonl)
set -euo pipefail
VERSION=0.0.20260111024211
CACHE="${KAAMSETU_REAL_JOBS_DIR:-$HOME/.cache/kaamsetu/real-jobs}"
OUT="${1:-$CACHE/india.jsonl}"
mkdir -p "$CACHE/pkg"
WHEEL="$CACHE/pkg/network_jobs_data-$VERSION-py3-none-any.whl"
if [ ! -f "$WHEEL" ]; then
  python3 -m pip download --quiet --no-deps "network-jobs-data==$VERSION" -d "$CACHE/pkg"
fi
python3 - "$WHEEL" "$OUT" <<'PY'
import json, re, sys, zipfile

wheel, out = sys.argv[1], sys.argv[2]
INDIA = re.compile(
    r"\b(india|ind|bengaluru|bangalore|hyderabad|pune|mumbai|gurgaon|gurugram|noida|chennai|"
    r"new delhi|delhi|kolkata|ahmedabad|jaipur|kochi|coimbatore|chandigarh|indore|trivandrum|"
    r"thiruvananthapuram|mysore|mysuru|vadodara|nagpur|bhubaneswar|lucknow)\b",
    re.I,
)
seen = {}
with zipfile.ZipFile(wheel) as z:
    for name in sorted(z.namelist()):
        if not name.endswith(".json") or name.endswith(("manifest.json", "advisor.json")):
            continue
        data = json.loads(z.read(name))
        for j in data if isinstance(data, list) else []:
            loc = j.get("location") or ""
            if INDIA.search(loc) and j.get("id") is not None:
                seen[j["id"]] = j
rows = []
for id_, j in sorted(seen.items()):
    dept = (j.get("department") or "").strip()
    title = (j.get("title") or "").strip()
    company = (j.get("company") or "").strip()
    rows.append({
        "external_id": f"network-jobs-data:{id_}",
        "title": title,
        "company": company,
        "location": j.get("location") or "",
        "description": f"{title} at {company}" + (f", {dept} team." if dept else "."),
        "requirements": dept,
        "salary": "",
        "type": "",
        "posted": j.get("firstSeen") or "",
    })
with open(out, "w") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(f"{len(rows)} postings in India -> {out}", file=sys.stderr)
PY
