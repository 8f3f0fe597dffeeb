/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogues } from './vite/catalogues.ts';
import { precompress } from './vite/precompress.ts';
import { preloads, type PreloadRoute } from './vite/preloads.ts';

const apiTarget = process.env.KAAMSETU_API_ORIGIN ?? 'http://127.0.0.1:8080';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/uploads': { target: apiTarget, changeOrigin: false },
};

// Modules the public job pages share (home's job lists, find jobs, a job's page).
const JOB_SHARED =
  /\/src\/(components\/(job-card|company-logo|ui\/(skeleton|pagination|empty-state|error-state))|lib\/(jobs|dates|apply|job-query|meta|pagination)|features\/jobs\/(components\/(use-job-actions|use-jobs-words)|lib\/words))\.tsx?$|lucide-react\/dist\/esm\/icons\/(check|chevron-left|chevron-right|inbox|refresh-cw|triangle-exclamation-point|layout-grid|list|search|search-x|sliders-horizontal|calendar-days|briefcase-business|users|indian-rupee|arrow-left|map-pin)\.mjs$/;
// The job search form (home's hero and find jobs) and the field pieces it is made of.
const SEARCH_FORM =
  /\/src\/(components\/(job-search-form|places-combobox|ui\/(combobox|form-field|field-styles))|lib\/(combobox|places)|hooks\/use-debounced-value)\.tsx?$|lucide-react\/dist\/esm\/icons\/locate-fixed\.mjs$/;
// Find jobs' own modules; what they import that no group above took comes along.
const FIND_JOBS =
  /\/src\/(app\/routes\/public\/find-jobs|features\/jobs\/(components\/(find-jobs|filter-drawer|filter-section|salary-filter|search-filters|search-hints|active-filters|place-tools|use-near-me)|api\/search-jobs|lib\/(search-state|suggestions|exact-matches|debounce|filter-chips|category-list|place-note|geolocation|search-error)))\.tsx?$/;

// The landing pages whose chunks and words the API names in the served page (vite/preloads.ts):
// each route's module and the namespaces src/app/router.tsx loads beside it.
const LANDING_PAGES: PreloadRoute[] = [
  // Home is in the entry (its hero is its largest paint: a lazy home painted it 0.8 s later on
  // Lighthouse's throttled phone), so it needs only its Hindi words.
  { path: '/', module: '/src/app/routes/home.tsx', namespaces: ['home'] },
  { path: '/find-jobs', module: '/src/app/routes/public/find-jobs.tsx', namespaces: ['jobs'] },
  { path: '/job/', prefix: true, module: '/src/app/routes/public/job-detail.tsx', namespaces: ['jobs'] },
];

export default defineConfig({
  // The words of the first load (the shell's and home's) are bundled in English; the rest load
  // on demand (src/lib/i18n), each page's beside its code.
  plugins: [
    react(),
    tailwindcss(),
    catalogues(fileURLToPath(new URL('./src/locales', import.meta.url)), ['common', 'home']),
    preloads(LANDING_PAGES, ['common', 'errors']),
    precompress(),
  ],
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
            { name: 'search-form', test: SEARCH_FORM, priority: 2 },
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
