/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogues } from './vite/catalogues.ts';

const apiTarget = process.env.KAAMSETU_API_ORIGIN ?? 'http://127.0.0.1:8080';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/uploads': { target: apiTarget, changeOrigin: false },
};

// Modules the public job pages share (home's job lists, find jobs, a job's page).
const JOB_SHARED =
  /\/src\/(components\/(job-card|company-logo|ui\/(skeleton|pagination|empty-state|error-state))|lib\/(jobs|dates|apply|job-query|meta|pagination)|features\/jobs\/(components\/(use-job-actions|use-jobs-words)|lib\/words))\.tsx?$|lucide-react\/dist\/esm\/icons\/(check|chevron-left|chevron-right|inbox|refresh-cw|triangle-exclamation-point|layout-grid|list|search-x|sliders-horizontal|calendar-days|briefcase-business|users|indian-rupee|arrow-left)\.mjs$/;
// Find jobs' own modules; what they import that no group above took comes along.
const FIND_JOBS =
  /\/src\/(app\/routes\/public\/find-jobs|features\/jobs\/(components\/(find-jobs|filter-drawer|filter-section|salary-filter|search-filters|search-hints|active-filters|place-tools|use-near-me)|api\/search-jobs|lib\/(search-state|suggestions|exact-matches|debounce|filter-chips|category-list|place-note|geolocation|search-error)))\.tsx?$/;

export default defineConfig({
  // The words of the first load (the shell and home) are bundled in English; the rest load on
  // demand (src/lib/i18n).
  plugins: [react(), tailwindcss(), catalogues(fileURLToPath(new URL('./src/locales', import.meta.url)), ['common', 'home'])],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // Absolute asset paths: the API serves dist/ with an SPA fallback for every route.
  base: '/',
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is loaded by every first visit anyway: one
          // file rather than the entry plus six small shared chunks (each a round trip on a slow
          // phone network). The lazy pages keep the default splitting: merging their small shared
          // chunks (entriesAware with a merge threshold) brought signed-in code into home's load.
          // Two named groups instead: what the public job pages share (one file for home, find
          // jobs and a job page, rather than up to ten) and find jobs' own modules with what only
          // they import (find jobs went from 19 files to 4). A module matched by a group comes
          // with its dependencies not yet taken, so JOB_SHARED names the shared ones explicitly.
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: 'job-shared', test: JOB_SHARED, priority: 2 },
            { name: 'find-jobs', test: FIND_JOBS, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
