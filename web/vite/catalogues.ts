// The app's word catalogues (src/locales/<language>/<namespace>.json, issue 30), compiled for
// Lingui when the app is built: each text is ICU MessageFormat ('{count, plural, one {# job}
// other {# jobs}}'), parsed here once rather than in every visitor's browser (Lingui's runtime
// carries no parser). A text that does not parse fails the build, naming its file and key.
//
// `virtual:catalogues` exports
// - `bundled`: the English of the first load's namespaces, compiled into the entry;
// - `lazy`: every other catalogue (all of Hindi, the English of lazily loaded pages) as its own
//   chunk, loaded with import() when first needed.
// A text's id is `<namespace>:<dotted key>` ('common:header.findJobs').
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const MODULE = 'virtual:catalogues';
const CATALOGUE = 'catalogue:';

/** A catalogue's texts by their dotted keys ('header.findJobs'); every leaf must be a text. */
export function flatten(words: unknown, where: string, prefix = ''): Record<string, string> {
  if (words === null || typeof words !== 'object' || Array.isArray(words)) {
    throw new Error(`${where}: ${prefix || 'the catalogue'} must be an object of texts`);
  }
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(words)) {
    const path = prefix + key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flatten(value, where, `${path}.`));
  }
  return flat;
}

/** `file`'s texts compiled, each under `<namespace>:<key>`. */
function compileCatalogue(file: string, namespace: string): Record<string, unknown> {
  const texts = flatten(JSON.parse(readFileSync(file, 'utf8')), file);
  const compiled: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(texts)) {
    try {
      compiled[`${namespace}:${key}`] = compileMessage(text);
    } catch (error) {
      throw new Error(`${file}: ${key}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  return compiled;
}

/**
 * The plugin. `dir`: the locales folder; `firstLoad`: the namespaces whose English is bundled
 * (the shell's and the home page's words).
 */
export function catalogues(dir: string, firstLoad: readonly string[]): Plugin {
  const names = () =>
    readdirSync(dir).flatMap((language) =>
      readdirSync(join(dir, language))
        .filter((file) => file.endsWith('.json'))
        .map((file) => `${language}/${file.slice(0, -'.json'.length)}`),
    );
  const fileOf = (name: string) => join(dir, `${name}.json`);
  const compiledOf = (name: string) => compileCatalogue(fileOf(name), name.split('/')[1] ?? '');

  return {
    name: 'kaamsetu-catalogues',
    resolveId(id) {
      if (id === MODULE || id.startsWith(CATALOGUE)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${MODULE}`) {
        const bundled = firstLoad.map((namespace) => `en/${namespace}`);
        for (const name of names()) this.addWatchFile(fileOf(name));
        const lazy = names()
          .filter((name) => !bundled.includes(name))
          .map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(CATALOGUE + name)}),`);
        const first = bundled.map((name) => `  ${JSON.stringify(name)}: ${JSON.stringify(compiledOf(name))},`);
        return `export const bundled = {\n${first.join('\n')}\n};\nexport const lazy = {\n${lazy.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${CATALOGUE}`)) {
        const name = id.slice(1 + CATALOGUE.length);
        this.addWatchFile(fileOf(name));
        return `export default ${JSON.stringify(compiledOf(name))};\n`;
      }
      return null;
    },
  };
}
