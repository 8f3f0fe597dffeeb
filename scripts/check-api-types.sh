#!/usr/bin/env bash
# Drift check: web/src/types/api.gen.ts must be what scripts/gen-api-types.sh writes from the
# API's current OpenAPI document. Fails with the diff's head when it is not.
#   --self-test  shows the check catches a changed reply type: takes the current document,
#                removes one property of a reply schema, and asserts the check reports drift
#                (and reports none for the unchanged document).
# KAAMSETU_API_BIN runs an API binary built elsewhere instead of building one.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

COMMITTED=web/src/types/api.gen.ts

# check SPEC EXPECTED [LABEL]: generates types from SPEC and compares them with the file EXPECTED.
check() {
  local spec="$1" expected="$2" label="${3:-$COMMITTED (committed)}" got
  got="$(mktemp --suffix=.ts)"
  if ! gen_api_types "$spec" "$got"; then
    rm -f "$got"
    echo "could not generate TypeScript types from the API's OpenAPI document (error above)" >&2
    return 2
  fi
  if ! cmp -s "$expected" "$got"; then
    echo "$COMMITTED is stale: run bash scripts/gen-api-types.sh" >&2
    diff -u --label "$label" --label "$COMMITTED (from the API)" "$expected" "$got" | head -40 >&2
    rm -f "$got"
    return 1
  fi
  rm -f "$got"
}

ensure_npm web
ensure_api_bin
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$API_BIN" openapi >"$work/openapi.json"

if [ "${1:-}" != "--self-test" ]; then
  check "$work/openapi.json" "$COMMITTED"
  say "$COMMITTED matches the API's OpenAPI document"
  exit 0
fi

# Self-test. The baseline is generated from the current document, so the test does not depend
# on the committed file being current (the check itself covers that).
gen_api_types "$work/openapi.json" "$work/baseline.ts"
check "$work/openapi.json" "$work/baseline.ts" "types of the unchanged document" \
  || { echo "self-test: the check reported drift for an unchanged document" >&2; exit 1; }
# The first component schema with properties that a response refers to (a reply type), else the
# first with properties; drop its first property.
python3 - "$work/openapi.json" "$work/changed.json" >"$work/what" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
schemas = doc.get("components", {}).get("schemas", {})
def refs(node):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "$ref" and isinstance(v, str):
                yield v.rsplit("/", 1)[-1]
            else:
                yield from refs(v)
    elif isinstance(node, list):
        for v in node:
            yield from refs(v)
replies = [r for p in doc["paths"].values() for op in p.values() if isinstance(op, dict)
           for r in refs(op.get("responses", {}))]
with_props = [n for n in list(dict.fromkeys(replies)) + list(schemas) if schemas.get(n, {}).get("properties")]
if not with_props:
    sys.exit("self-test: no component schema with properties in the document")
name = with_props[0]
prop = next(iter(schemas[name]["properties"]))
del schemas[name]["properties"][prop]
if prop in schemas[name].get("required", []):
    schemas[name]["required"].remove(prop)
json.dump(doc, open(sys.argv[2], "w"), indent=2)
print(f"{name}.{prop}")
PY
say "self-test: removed $(cat "$work/what") from the document; the check must report drift"
set +e
check "$work/changed.json" "$work/baseline.ts" "types of the unchanged document" 2>"$work/out"
rc=$?
set -e
sed 's/^/    /' "$work/out"
if [ "$rc" != 1 ] || ! grep -q "is stale: run bash scripts/gen-api-types.sh" "$work/out"; then
  echo "self-test: the check did not report the changed schema as drift (exit $rc)" >&2
  exit 1
fi
say "self-test passed: a changed schema is reported as drift"
