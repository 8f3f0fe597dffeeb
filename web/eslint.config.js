import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder of src/features is a feature, so a new one is fenced in without editing this file.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

// Unidirectional layers (bulletproof-react): shared code -> features -> app.
const restrict = (...patterns) => ['error', { patterns }];
const appLayer = { group: ['@/app', '@/app/*'], message: 'Only src/app may import the app layer.' };
const featureLayer = { group: ['@/features/*'], message: 'Shared code must not import features.' };

export default defineConfig(
  { ignores: ['dist', 'node_modules'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.strict, reactHooks.configs.flat.recommended],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    plugins: { 'react-refresh': reactRefresh },
    rules: {
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': restrict(appLayer, featureLayer),
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(appLayer, {
        group: FEATURES.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
        message: 'Features do not import each other: move shared pieces to components/ or lib/.',
      }),
    },
  })),
  { files: ['src/app/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } },
  // Every word a screen shows comes from the catalogues (issue 30, src/lib/i18n): no text written
  // in JSX, nor in the attributes people read or hear. Brand names and symbols are not words.
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      // An accessible name or hint written in the markup (an example address is not words).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(aria-label|aria-description|placeholder|title|alt)$/] > Literal[value=/^[^@]*[A-Za-z]{2}[^@]*$/]',
          message: 'Words people read or hear come from the catalogues (useTranslation), not the markup.',
        },
      ],
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          'jsx-attributes': {
            include: ['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label', 'description', 'heading', 'message'],
          },
          words: {
            exclude: ['[0-9!-/:-@[-`{-~·•…–—₹%×+“”‘’\\s]+', '[A-Z_-]+', 'KaamSetu', 'Kaam', 'Setu', 'English', 'हिन्दी', '\\S+@\\S+\\.\\S+'],
          },
        },
      ],
    },
  },
  { files: ['vite.config.ts', 'eslint.config.js', 'knip.config.ts'], languageOptions: { globals: globals.node } },
);
