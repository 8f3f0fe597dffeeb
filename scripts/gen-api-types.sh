#!/usr/bin/env bash
# Writes web/src/types/api.gen.ts, the TypeScript types of the API's OpenAPI document
# (`kaamsetu-api openapi`, no database needed), with openapi-typescript and prettier.
# KAAMSETU_API_BIN runs an API binary built elsewhere instead of building one.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

ensure_npm web
ensure_api_bin
spec="$(mktemp --suffix=.json)"
trap 'rm -f "$spec"' EXIT
"$API_BIN" openapi >"$spec"
gen_api_types "$spec" web/src/types/api.gen.ts
say "wrote web/src/types/api.gen.ts"
