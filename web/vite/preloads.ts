// What a first visit to a landing page needs beyond the entry, written at build time to
// `dist/preloads.json` for the API, which names those files in the served page as
// `<link rel="modulepreload">` (api/src/preloads.rs). Without them a visit fetches them one after
// another: the entry, then (once it has run) the page's own chunk and its words, then (in Hindi)
// the Hindi words. With them the browser fetches everything at once, while the entry downloads.
//
// `dist/preloads.json`:
//   { "routes": [{ "path": "/job/", "prefix": true, "files": { "en": ["/assets/…"], "hi": [...] } }],
//     "everywhere": { "en": [], "hi": ["/assets/common-….js", …] } }
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/** A landing page: its route module (from `web/`), the namespaces router.tsx loads with it. */
export type PreloadRoute = { path: string; prefix?: boolean; module: string; namespaces: readonly string[] };

type Files = Record<string, string[]>;

/** The languages a visit may start in (lib/language), English first. */
const LANGUAGES = ['en', 'hi'] as const;

const CATALOGUE = '\0catalogue:';

/**
 * The plugin. `routes`: the landing pages; `everywhere`: the namespaces every page needs in a
 * language other than English (the shell's words and the errors, lib/i18n's first load).
 */
export function preloads(routes: readonly PreloadRoute[], everywhere: readonly string[]): Plugin {
  return {
    name: 'kaamsetu-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('preloads: the build has no entry chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const url = (file: string) => `/${file}`;

      /** The chunk holding `moduleId`, and every chunk it imports statically, but the entry. */
      const closure = (moduleId: string): string[] => {
        const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(moduleId)));
        if (!start) throw new Error(`preloads: no chunk holds ${moduleId}`);
        const seen = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (chunk === entry || seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const file of chunk.imports) {
            const next = byName.get(file);
            if (next) visit(next);
          }
        };
        visit(start);
        return [...seen].map(url);
      };
      /** The chunk of a catalogue ('hi/common'); none for one bundled into the entry. */
      const catalogue = (name: string): string[] => {
        const chunk = chunks.find((c) => c !== entry && c.moduleIds.includes(`${CATALOGUE}${name}`));
        return chunk ? [url(chunk.fileName)] : [];
      };
      const words = (language: string, namespaces: readonly string[]) =>
        namespaces.flatMap((namespace) =>
          language === 'en'
            ? catalogue(`en/${namespace}`)
            : [...catalogue(`en/${namespace}`), ...catalogue(`${language}/${namespace}`)],
        );

      const always: Files = Object.fromEntries(
        LANGUAGES.map((language) => [language, language === 'en' ? [] : words(language, everywhere)]),
      );
      const out = {
        routes: routes.map((route) => {
          const code = closure(route.module);
          return {
            path: route.path,
            prefix: route.prefix ?? false,
            files: Object.fromEntries(
              LANGUAGES.map((language) => [language, [...new Set([...code, ...words(language, route.namespaces)])]]),
            ),
          };
        }),
        everywhere: always,
      };
      this.emitFile({ type: 'asset', fileName: 'preloads.json', source: `${JSON.stringify(out, null, 2)}\n` });
    },
  };
}
