import type { KnipConfig } from 'knip';

// Unused files, exports and dependencies fail the test command (scripts/test.sh, `npm run knip`).
// Knip's Playwright plugin reads playwright.config.ts for the specs; package.json's scripts give
// scripts/screenshots.mjs.
const config: KnipConfig = {
  // The setup project's `testMatch` is a regular expression, which knip cannot read as an entry:
  // without this, tests/auth.setup.ts (and what only it imports) would be reported unused.
  entry: ['tests/**/*.setup.ts'],
};

export default config;
