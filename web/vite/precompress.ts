// Brotli and gzip copies of the build's hashed assets (`dist/assets/x.js.br`, `x.js.gz`), made
// once when the app is built at the highest levels, which are too slow to run per request. The API
// serves them to browsers that accept them (tower-http's ServeDir, `api/src/startup.rs`): the
// first load of find jobs is 16 % smaller in brotli than in the gzip the API would otherwise make
// on the fly. `index.html` is left alone: the API rewrites it per language before compressing.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const TEXT = /\.(js|css|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` beside every text file of `dir` of at least 1 KB. */
export function precompressDir(dir: string): { files: number; bytes: number; brotli: number } {
  let files = 0;
  let bytes = 0;
  let brotli = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!TEXT.test(name) || statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    files += 1;
    bytes += body.length;
    brotli += br.length;
  }
  return { files, bytes, brotli };
}

/** The plugin: after a production build, precompresses `<outDir>/assets`. */
export function precompress(): Plugin {
  let assets = '';
  return {
    name: 'kaamsetu-precompress',
    apply: 'build',
    configResolved(config) {
      assets = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      const { files, bytes, brotli } = precompressDir(assets);
      this.info(`precompressed ${files} assets: ${(bytes / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`);
    },
  };
}
