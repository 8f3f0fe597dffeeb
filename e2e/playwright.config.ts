import { defineConfig } from '@playwright/test';
import { launchOptions } from './launch-options.mjs';

/** The stack under test: the API serving the built web app (scripts/e2e.sh starts it). */
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:18080';

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry: a journey that fails once and then passes is reported as flaky in the output
  // (and its trace kept), not as a pass; a failure that repeats fails the run. CI once failed
  // on navigation.spec.ts's back/forward scroll check (About Us at 0 instead of 150), which
  // passed in every local run, repeated under load too.
  retries: 1,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR ?? 'playwright-report' }]],
  use: {
    baseURL,
    launchOptions,
    viewport: { width: 1280, height: 800 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Creates a job seeker and an employer through the API and saves their signed-in state.
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'chromium',
      testMatch: /.*\.spec\.ts/,
      dependencies: ['setup'],
    },
  ],
});
