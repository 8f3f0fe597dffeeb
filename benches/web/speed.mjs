// Web speed of the three pages a job seeker meets first (home, find jobs, job detail), in English
// and in Hindi, against
// a running stack (scripts/bench-web.sh starts one): the JS and CSS of each page's first load
// (the bytes sent, and each file at gzip 6), measured in Debian's Chromium, and Lighthouse's performance and accessibility
// scores on its default throttled mobile profile, with the largest contentful paint. Prints a
// markdown table and keeps it in benches/RESULTS.md under "## Web speed".
//
//   BASE_URL=http://127.0.0.1:18090 JOB_PATH=/job/driver/… node speed.mjs
// SPEED_FILES=1 also lists each page's files by size sent (on stderr), SPEED_DETAILS=1 what
// holds the scores (the LCP element and its phases, long tasks, elements failing an audit); a
// layout shift above 0.1 prints the elements that moved.
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const BUDGET_KB = 150;
const RUNS = Math.max(1, Number(process.env.SPEED_RUNS ?? 3));
const SCORE_GOAL = 95;
const RESULTS = new URL('../RESULTS.md', import.meta.url);

const base = process.env.BASE_URL;
const jobPath = process.env.JOB_PATH;
if (!base || !jobPath) {
  console.error('BASE_URL and JOB_PATH are required (scripts/bench-web.sh sets them)');
  process.exit(2);
}
// SPEED_ONLY=find (a part of a page's name) measures that page alone and leaves RESULTS.md as it is.
const only = process.env.SPEED_ONLY?.toLowerCase();
// Each page in each language (issue 30): English, then Hindi as a visitor who chose it (the
// `ks_lang` cookie of the header's switch). SPEED_LANGS=en measures English alone.
const LANGUAGES = { en: 'English', hi: 'Hindi' };
const languages = (process.env.SPEED_LANGS ?? 'en,hi').split(',').filter((l) => l in LANGUAGES);
const pages = languages
  .flatMap((lang) =>
    [
      { name: 'Home', path: '/' },
      { name: 'Find jobs', path: '/find-jobs' },
      { name: 'Job detail', path: jobPath },
    ].map((p) => ({ ...p, lang, name: lang === 'en' ? p.name : `${p.name} (${LANGUAGES[lang]})` })),
  )
  .filter((p) => !only || p.name.toLowerCase().includes(only));
const cookieOf = (lang) => (lang === 'en' ? null : `ks_lang=${lang}`);

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * The scripts and style sheets a first visit loads (cold cache): the bytes the server sent for
 * each (as Chromium received them, in the encoding it chose), and each file gzipped at level 6,
 * as earlier rounds measured it.
 */
async function firstLoad(browser, url, lang) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (cookieOf(lang)) await context.addCookies([{ name: 'ks_lang', value: lang, url }]);
  const page = await context.newPage();
  const files = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await response.body();
      const sizes = await response.request().sizes();
      const encoding = (await response.headerValue('content-encoding')) ?? 'none';
      files.push({
        type,
        url: response.url(),
        raw: body.length,
        gzip: gzipSync(body, { level: 6 }).length,
        sent: sizes.responseBodySize,
        encoding,
      });
    } catch {
      // A response without a body (a redirect) adds nothing.
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  if (process.env.SPEED_FILES) {
    for (const f of [...files].sort((a, b) => b.sent - a.sent)) {
      console.error(`  ${kb(f.sent).padStart(6)} KB sent (${f.encoding}), ${kb(f.gzip).padStart(6)} KB at gzip 6  ${f.url.split('/').pop()}`);
    }
  }
  const sum = (type, key) => files.filter((f) => !type || f.type === type).reduce((n, f) => n + f[key], 0);
  return {
    files: files.length,
    js: sum('script', 'sent'),
    css: sum('stylesheet', 'sent'),
    total: sum(null, 'sent'),
    gzip: sum(null, 'gzip'),
    raw: sum(null, 'raw'),
    encodings: [...new Set(files.map((f) => f.encoding))].join(', '),
  };
}

/** SPEED_DETAILS=1: what holds the scores (the LCP element and its phases, long tasks, failing elements). */
function details(audits) {
  if (!process.env.SPEED_DETAILS) return [];
  const out = [];
  const lcp = audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const table of lcp) {
    for (const item of table.items ?? []) {
      if (item.node) out.push(`LCP element: ${item.node.snippet?.slice(0, 160)}`);
      else if (item.phase) out.push(`  ${item.phase}: ${Math.round(item.timing)} ms`);
    }
  }
  for (const id of ['first-contentful-paint', 'speed-index', 'interactive']) {
    if (audits[id]) out.push(`${id}: ${audits[id].displayValue}`);
  }
  for (const task of (audits['long-tasks']?.details?.items ?? []).slice(0, 6)) {
    out.push(`long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${String(task.url).split('/').pop()}`);
  }
  for (const item of (audits['bootup-time']?.details?.items ?? []).slice(0, 4)) {
    out.push(`bootup ${String(item.url).split('/').pop()}: ${Math.round(item.total)} ms (script ${Math.round(item.scripting)} ms)`);
  }
  for (const a of Object.values(audits)) {
    if (a.score === null || a.score >= 0.9 || a.scoreDisplayMode !== 'binary') continue;
    for (const item of (a.details?.items ?? []).slice(0, 5)) {
      out.push(`${a.id}: ${item.node?.snippet?.slice(0, 160) ?? ''} ${item.node?.explanation?.split('\n')[1] ?? ''}`);
    }
  }
  return out;
}

/** Lighthouse's mobile run (simulated slow 4G, 4x CPU slowdown) of one page. */
async function audit(url, lang) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const cookie = cookieOf(lang);
    const result = await lighthouse(url, {
      port: chrome.port,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      shifts: (audits['layout-shifts']?.details?.items ?? [])
        .slice(0, 3)
        .map((item) => `${item.score?.toFixed(3)} ${item.node?.selector ?? ''} ${(item.node?.snippet ?? '').slice(0, 120)}`),
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
      details: details(audits),
    };
  } finally {
    await chrome.kill();
  }
}

// The machine's load moves the scores (other work on the same cores): kept beside the table.
const loadAverage = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  } catch {
    return '?';
  }
};
const loadAtStart = loadAverage();

const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.filter((f) => f !== '--headless=new') });
const rows = [];
for (const [i, p] of pages.entries()) {
  const url = new URL(p.path, base).toString();
  console.error(`[${i + 1}/${pages.length}] ${p.name}: first load…`);
  const load = await firstLoad(browser, url, p.lang);
  console.error(`[${i + 1}/${pages.length}] ${p.name}: Lighthouse (mobile, throttled)…`);
  // Lighthouse moves with the machine's load: the run with the median performance score counts.
  const runs = [];
  // Lighthouse's browser has no cookie jar of ours: the cookie goes as a header (the server's
  // Hindi shell) and `?lang=` tells the app (which reads document.cookie) the same choice.
  const audited = p.lang === 'en' ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${p.lang}`;
  for (let run = 0; run < RUNS; run++) runs.push(await audit(audited, p.lang));
  runs.sort((a, b) => a.performance - b.performance);
  const lh = runs[Math.floor(runs.length / 2)];
  if (RUNS > 1) console.error(`  performance of the ${RUNS} runs: ${runs.map((r) => r.performance).join(', ')}`);
  rows.push({ ...p, load, lh, scores: runs.map((r) => r.performance) });
  for (const line of lh.details) console.error(`  ${line}`);
}
await browser.close();

const ok = (pass) => (pass ? 'yes' : '**no**');
const lines = [
  '## Web speed',
  '',
  `Measured by \`scripts/bench-web.sh\` on ${new Date().toISOString().slice(0, 10)}: the production web build served by the`,
  'API with a seeded catalogue (3,000 jobs), in Debian\'s Chromium. "First load" is every script and style sheet a',
  'cold visit at 390 px loads until the network is idle: the bytes the server sent (Chromium asks for brotli, and the',
  'API sends the build\'s brotli copies, `web/vite/precompress.ts`), and for comparison with earlier rounds the same',
  'files each gzipped at level 6 (what the API sends a browser that does not accept brotli).',
  'Each page in English, and in Hindi as a visitor who chose it (the `ks_lang` cookie of the header\'s switch).',
  `Lighthouse ${'12'} runs its default mobile profile (simulated slow 4G, 4x CPU slowdown)${
    RUNS > 1 ? `, ${RUNS} times per page; the run with the median performance score is shown` : ''
  }.`,
  `Goals: at most ${BUDGET_KB} KB of JS+CSS sent per page, performance and accessibility at least ${SCORE_GOAL}.`,
  '',
  '| page | files | JS sent | CSS sent | JS+CSS sent | within 150 KB | JS+CSS at gzip 6 | performance | accessibility | LCP (mobile) | CLS | TBT |',
  '|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.load.files} | ${kb(r.load.js)} KB | ${kb(r.load.css)} KB | ${kb(r.load.total)} KB (${r.load.encodings}) | ${ok(
        r.load.total <= BUDGET_KB * 1024,
      )} | ${kb(r.load.gzip)} KB | ${r.lh.performance} | ${r.lh.accessibility} | ${(r.lh.lcp / 1000).toFixed(2)} s | ${r.lh.cls.toFixed(3)} | ${Math.round(
        r.lh.tbt,
      )} ms |`,
  ),
  '',
];
if (RUNS > 1) {
  lines.push(
    `Performance of every run: ${rows.map((r) => `${r.name} ${r.scores.join(', ')}`).join('; ')}. Load average ${loadAtStart} at the start, ${loadAverage()} at the end (2 cores).`,
    '',
  );
}
for (const r of rows) if (r.lh.cls > 0.1) console.error(`${r.name} layout shifts:\n  ${r.lh.shifts.join('\n  ')}`);
const failing = rows.filter((r) => r.lh.failing.length);
if (failing.length) {
  lines.push('Lighthouse audits below 90 %:', '');
  for (const r of failing) lines.push(`- ${r.name}: ${r.lh.failing.join(', ')}`);
  lines.push('');
}
const table = lines.join('\n');
console.log(table);

if (only) process.exit(0);
const current = readFileSync(RESULTS, 'utf8');
const start = current.indexOf('## Web speed');
let next = start < 0 ? -1 : current.indexOf('\n## ', start + 1);
const updated =
  start < 0
    ? `${current.trimEnd()}\n\n${table}`
    : `${current.slice(0, start)}${table}${next < 0 ? '' : current.slice(next + 1)}`;
writeFileSync(RESULTS, updated.endsWith('\n') ? updated : `${updated}\n`);
console.error('kept in benches/RESULTS.md');
