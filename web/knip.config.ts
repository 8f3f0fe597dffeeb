import type { KnipConfig } from 'knip';

// Unused files, exports and dependencies fail the test command (scripts/test.sh, `npm run knip`).
// The entries come from knip's plugins, so none is listed here: Vite's reads index.html (its
// script, src/main.tsx) and vite.config.ts, Vitest's the test files of vite.config.ts's
// `test.include`, ESLint's eslint.config.js. An export used only in its own file is reported:
// drop the `export`.
const config: KnipConfig = {
  // CSS too, so index.css's imports (tailwindcss, the Inter font) are followed.
  project: ['src/**/*.{ts,tsx,css}'],
  ignoreIssues: {
    // Generated from the OpenAPI document (scripts/gen-api-types.sh), never edited by hand: it
    // declares every schema and operation, used or not.
    'src/types/api.gen.ts': ['exports', 'types'],
  },
  ignoreDependencies: [
    // Run by scripts/lib.sh (node_modules/.bin/openapi-typescript) to generate
    // src/types/api.gen.ts; nothing in web/ names it, so knip cannot see the use.
    'openapi-typescript',
  ],
};

export default config;
