import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page, PlaywrightWorkerArgs, Route } from '@playwright/test';
import { createVerifiedAccount } from '../fixtures/api';
import { buildEmployer } from '../fixtures/data';
import { completeCompanyProfile, postJob, waitForIndexed } from '../fixtures/jobs';
import type { Mailbox } from '../fixtures/mail';
import { expect, test } from '../fixtures/test';

// Home (spec §2.2, §4, §8, §9): title suggestions in the hero, Trending This Week, the logo strip
// of our own employers, the employer brochure, the channel link and the chat widget. Each test
// makes its own employers and jobs under a word no other job has.

test.describe.configure({ mode: 'parallel' });

/** A word of letters only that no other job contains. */
const uniqueWord = () => `zq${Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;

type Env = { playwright: PlaywrightWorkerArgs['playwright']; baseURL?: string; mailbox: Mailbox };

/** A new employer with a complete company profile (name, description, logo); its API context is signed in. */
async function newEmployerWithLogo({ playwright, baseURL, mailbox }: Env) {
  const request = await playwright.request.newContext({ baseURL });
  const employer = buildEmployer();
  await createVerifiedAccount(request, mailbox, employer);
  await completeCompanyProfile(request, employer.companyName!);
  return { request, employer };
}

/** Posts a job titled `title` as a new employer and waits until the search and the suggestions hold it. */
async function postSuggestedJob(env: Env, title: string, word: string) {
  const { request } = await newEmployerWithLogo(env);
  const id = await postJob(request, { title });
  await waitForIndexed(request, word, 1);
  await expect
    .poll(async () => (await (await request.get(`/api/jobs/title-suggestions?keyword=${word}`)).json()) as string[], {
      message: 'the title suggestions to offer the new job',
    })
    .toContain(title);
  await request.dispose();
  return id;
}

/** A route handler that holds requests until `release()` (a loading state stays on screen meanwhile). */
function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    handler: async (route: Route) => {
      await opened;
      await route.continue();
    },
  };
}

const keywordBox = (page: Page) => page.getByRole('searchbox', { name: 'Job title, skill or company' });
const suggestionList = (page: Page) => page.getByRole('listbox', { name: 'Job title suggestions' });
const trendingSection = (page: Page) => page.getByRole('region', { name: 'Trending This Week' });
const logoStrip = (page: Page) => page.getByRole('list', { name: 'Employers hiring on KaamSetu' });
/** GET /api/users?withLogo=true (the strip's request). */
const isLogoRequest = (url: URL) => url.pathname === '/api/users' && url.searchParams.get('withLogo') === 'true';

type LogoEmployer = { _id: string; companyName?: string | null; name: string; companyLogo?: string | null };

/** The strip's data as the API gives it: employers with an uploaded logo, most open jobs first. */
async function logoEmployers(env: Env): Promise<LogoEmployer[]> {
  const request = await env.playwright.request.newContext({ baseURL: env.baseURL });
  const reply = (await (await request.get('/api/users?withLogo=true&limit=24')).json()) as { employers: LogoEmployer[] };
  await request.dispose();
  return reply.employers;
}

/** Makes `count` new employers with a logo; returns their company names. */
async function makeLogoEmployers(env: Env, count: number) {
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { request, employer } = await newEmployerWithLogo(env);
    await request.dispose();
    names.push(employer.companyName!);
  }
  return names;
}

test.describe('hero search', () => {
  test('title suggestions: none for 1 character, a list 1 s after 2, picked with Arrow Down and Enter', async ({
    page,
    playwright,
    baseURL,
    mailbox,
  }) => {
    const word = uniqueWord();
    const title = `Courier ${word}`;
    await postSuggestedJob({ playwright, baseURL, mailbox }, title, word);

    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/jobs/title-suggestions'))
        asked.push(new URL(request.url()).searchParams.get('keyword') ?? '');
    });
    // The debounce is 1 s: the page's clock is moved by hand instead of waiting.
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(3_000);

    await keywordBox(page).fill(word.slice(0, 1));
    await page.clock.runFor(2_000);
    expect(asked, 'one character asks nothing').toEqual([]);
    await expect(suggestionList(page)).toBeHidden();

    await keywordBox(page).fill(word);
    await page.clock.runFor(500);
    expect(asked, 'nothing before the second has passed').toEqual([]);
    await page.clock.runFor(600);
    await expect(suggestionList(page).getByRole('option', { name: title })).toBeVisible();
    expect(asked).toEqual([word]);
    await expect(page.getByRole('combobox', { name: 'What' })).toHaveAttribute('aria-expanded', 'true');

    // Arrow Down highlights the first title, Enter takes it: the box is filled, nothing searched yet.
    await keywordBox(page).press('ArrowDown');
    await expect(suggestionList(page).getByRole('option', { name: title })).toHaveAttribute('aria-selected', 'true');
    await keywordBox(page).press('Enter');
    await expect(keywordBox(page)).toHaveValue(title);
    await expect(suggestionList(page)).toBeHidden();
    await expect(page).toHaveURL('/');

    // Enter again searches.
    await keywordBox(page).press('Enter');
    await expect(page).toHaveURL(`/find-jobs?keyword=${encodeURIComponent(title).replace(/%20/g, '+')}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  test('a suggestion taken with the mouse, Escape closing the list, and a failed request showing none', async ({
    page,
    playwright,
    baseURL,
    mailbox,
  }) => {
    const word = uniqueWord();
    const title = `Rider ${word}`;
    await postSuggestedJob({ playwright, baseURL, mailbox }, title, word);
    await page.goto('/');

    await keywordBox(page).fill(word);
    const option = suggestionList(page).getByRole('option', { name: title });
    await expect(option).toBeVisible();
    await keywordBox(page).press('Escape');
    await expect(suggestionList(page)).toBeHidden();
    await expect(keywordBox(page)).toHaveValue(word);

    await keywordBox(page).fill(`${word} `);
    await option.click();
    await expect(keywordBox(page)).toHaveValue(title);
    await expect(suggestionList(page)).toBeHidden();

    // A failure clears the list silently (spec §8).
    await page.route('**/api/jobs/title-suggestions**', (route) => route.fulfill({ status: 500, json: { success: false } }));
    const failed = page.waitForResponse('**/api/jobs/title-suggestions**');
    await keywordBox(page).fill(word.slice(0, 5));
    await failed;
    await expect(suggestionList(page)).toBeHidden();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('keyword and a place from the autocomplete open find jobs with both and the results', async ({
    page,
    playwright,
    baseURL,
    mailbox,
  }) => {
    const word = uniqueWord();
    const title = `Loader ${word}`;
    await postSuggestedJob({ playwright, baseURL, mailbox }, title, word);
    await page.goto('/');

    await keywordBox(page).fill(word);
    const where = page.getByRole('combobox', { name: 'City or state in India' });
    await where.fill('Bengal');
    await page.getByRole('option', { name: /Bengaluru, Karnataka/ }).click();
    await expect(where).toHaveValue('Bengaluru, Karnataka');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect
      .poll(() => {
        const url = new URL(page.url());
        return [url.pathname, url.searchParams.get('keyword'), url.searchParams.get('location')];
      })
      .toEqual(['/find-jobs', word, 'Bengaluru, Karnataka']);
    await expect(page.getByText('Showing 1 - 1 of 1 jobs')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });
});

test.describe('trending this week', () => {
  test('shows the jobs with place, salary and the badge; a click opens the job', async ({
    page,
    playwright,
    baseURL,
    mailbox,
  }) => {
    const { request } = await newEmployerWithLogo({ playwright, baseURL, mailbox });
    const title = `Packer ${uniqueWord()}`;
    await postJob(request, { title, salaryMin: 18000, salaryMax: 24000 });
    await request.dispose();

    await page.goto('/');
    const list = trendingSection(page).getByRole('list', { name: 'Trending jobs' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const cards = await list.getByRole('listitem').count();
    expect(cards).toBeLessThanOrEqual(6);
    await expect(list.getByText('Trending', { exact: true })).toHaveCount(cards);
    // The newest jobs top up the week's list: ours is there unless six others were applied to or
    // saved, or posted since.
    const titles = await list.getByRole('heading').allTextContents();
    if (titles.includes(title)) {
      const ours = list.getByRole('link').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(ours).toContainText('Bengaluru, Karnataka');
      await expect(ours).toContainText('₹18,000 - ₹24,000 per month');
    }

    const first = list.getByRole('link').first();
    const href = (await first.getAttribute('href'))!;
    expect(href).toMatch(/^\/job\/[a-z0-9-]+\/[0-9a-f-]{36}$/);
    const firstTitle = (await first.getByRole('heading').textContent())!;
    await first.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  });

  test('a skeleton while loading, and an empty week says so', async ({ page }) => {
    const held = gate();
    await page.route('**/api/jobs/trending', held.handler);
    await page.goto('/');
    await expect(trendingSection(page).getByRole('status').filter({ hasText: 'Loading trending jobs' })).toBeVisible();
    held.release();
    await expect(trendingSection(page).getByRole('status')).toHaveCount(0);

    await page.unroute('**/api/jobs/trending');
    await page.route('**/api/jobs/trending', (route) => route.fulfill({ json: { success: true, jobs: [] } }));
    await page.reload();
    await expect(trendingSection(page).getByRole('heading', { name: 'No trending jobs yet' })).toBeVisible();
  });

  test('a failure shows the error and Try Again; the last list this browser loaded is the fallback', async ({
    page,
    playwright,
    baseURL,
    mailbox,
  }) => {
    const { request } = await newEmployerWithLogo({ playwright, baseURL, mailbox });
    await postJob(request, { title: `Helper ${uniqueWord()}` });
    await request.dispose();

    // Never loaded in this browser: the error and Try Again, no list.
    await page.route('**/api/jobs/trending', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Internal error', code: 'internal' } }),
    );
    await page.goto('/');
    const alert = trendingSection(page).getByRole('alert');
    await expect(alert).toContainText('Failed to load trending jobs');
    await expect(trendingSection(page).getByRole('list')).toHaveCount(0);

    // Try Again loads the list once the server answers.
    await page.unroute('**/api/jobs/trending');
    await alert.getByRole('button', { name: 'Try Again' }).click();
    const loaded = trendingSection(page).getByRole('list', { name: 'Trending jobs' });
    await expect(loaded.getByRole('listitem').first()).toBeVisible();
    await expect(alert).toBeHidden();
    const titles = await loaded.getByRole('heading').allTextContents();

    // Failing again: the error, with the list loaded before as the fallback.
    await page.route('**/api/jobs/trending', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.reload();
    await expect(trendingSection(page).getByRole('alert')).toContainText('Failed to load trending jobs');
    await expect(trendingSection(page).getByRole('button', { name: 'Try Again' })).toBeVisible();
    const fallback = trendingSection(page).getByRole('list', { name: 'Trending jobs seen last time' });
    await expect(fallback.getByRole('heading')).toHaveText(titles);
  });
});

test.describe('trusted companies', () => {
  test('our employers’ own logos, named and linked to their pages, moving until hovered or focused', async ({
    page,
    playwright,
    baseURL,
    mailbox,
  }) => {
    const env = { playwright, baseURL, mailbox };
    const made = await makeLogoEmployers(env, 3);
    const strip = logoStrip(page);
    // The journeys running beside this one add employers and post jobs, which reorders the list
    // (most open jobs first): the page and the API's list are compared from the same moment,
    // again with a fresh page if the list moved in between.
    await expect(async () => {
      const employers = await logoEmployers(env);
      const expected = employers.map((e) => ({ id: e._id, name: e.companyName?.trim() || e.name, logo: e.companyLogo! }));
      // 24 at most: ours (no jobs) are in when the list is not full.
      if (expected.length < 24) expect(expected.map((e) => e.name)).toEqual(expect.arrayContaining(made));
      await page.goto('/');
      // The repeats that fill the loop are hidden from assistive technology: each employer once.
      await expect(strip.getByRole('img')).toHaveCount(expected.length, { timeout: 5_000 });
      for (const employer of expected) {
        await expect(strip.getByRole('img', { name: employer.name, exact: true })).toHaveAttribute(
          'src',
          `/uploads/${encodeURIComponent(employer.logo)}`,
          { timeout: 2_000 },
        );
        await expect(strip.getByRole('link', { name: employer.name, exact: true })).toHaveAttribute(
          'href',
          `/employer/${employer.id}`,
          { timeout: 2_000 },
        );
      }
    }).toPass({ timeout: 45_000 });
    await expect
      .poll(() =>
        strip
          .getByRole('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    const playState = () => strip.evaluate((list) => list.getAnimations().map((a) => a.playState));
    await expect.poll(playState).toEqual(['running']);
    // The strip never stands still, so the pointer is moved onto it rather than hover() waiting for it.
    const region = page.getByRole('region', { name: 'Trusted by companies across India' });
    await region.scrollIntoViewIfNeeded();
    const box = (await region.boundingBox())!;
    await page.mouse.move(640, box.y + box.height - 80);
    await expect.poll(playState).toEqual(['paused']);
    await page.mouse.move(5, 5);
    await expect.poll(playState).toEqual(['running']);
    await strip.getByRole('link').first().focus();
    await expect.poll(playState).toEqual(['paused']);
  });

  test('no animation at all under reduced motion: the logos wrap, each once', async ({ page, playwright, baseURL, mailbox }) => {
    const env = { playwright, baseURL, mailbox };
    let employers = await logoEmployers(env);
    if (employers.length < 3) {
      await makeLogoEmployers(env, 3 - employers.length);
      employers = await logoEmployers(env);
    }
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const strip = logoStrip(page);
    await expect(strip.getByRole('img')).toHaveCount(employers.length);
    expect(await strip.evaluate((list) => list.getAnimations({ subtree: true }).length)).toBe(0);
    // Only the real list shows, wrapped: no repeats, nothing cut off at the sides.
    await expect(strip.locator(':scope > li:visible')).toHaveCount(employers.length);
    expect(await strip.evaluate((list) => list.scrollWidth <= list.parentElement!.clientWidth)).toBe(true);
  });

  test('a skeleton while loading; hidden with fewer than three employers with logos', async ({ page }) => {
    const held = gate();
    await page.route(isLogoRequest, held.handler);
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'Loading company logos' })).toBeVisible();
    held.release();
    await expect(page.getByRole('status').filter({ hasText: 'Loading company logos' })).toBeHidden();

    await page.unroute(isLogoRequest);
    await page.route(isLogoRequest, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { employers: unknown[] };
      await route.fulfill({ response, json: { ...body, employers: body.employers.slice(0, 2) } });
    });
    await page.reload();
    await expect(trendingSection(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trusted by companies across India' })).toHaveCount(0);
    await expect(logoStrip(page)).toHaveCount(0);
  });
});

test.describe('for employers and the channel', () => {
  test('the brochure link downloads a PDF', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Download employer brochure (PDF)' });
    await expect(link).toHaveAttribute('href', '/api/brochure.pdf');
    await expect(link).toHaveAttribute('download', /\.pdf$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  test('the channel link opens the configured channel in a new tab', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: /Join our WhatsApp channel/ });
    await expect(link).toHaveAttribute('href', 'https://whatsapp.com/channel/kaamsetu');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('chat', () => {
  const GREETING = /Namaste! I'm the KaamSetu assistant/;
  const FAILURE = "Sorry, I'm having trouble responding right now. Please try again later.";

  test('greeting, blank send blocked, Thinking, the failure texts, clear, Escape and close', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Open chat assistant' });
    await opener.click();
    const chat = page.getByRole('dialog', { name: 'KaamSetu Assistant' });
    await expect(chat).toBeVisible();
    const message = chat.getByRole('textbox', { name: 'Message' });
    await expect(message).toBeFocused();
    const log = chat.getByRole('log', { name: 'Conversation' });
    await expect(log.getByText(GREETING)).toBeVisible();

    // Blank: nothing is sent.
    const send = chat.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await message.fill('   ');
    await expect(send).toBeDisabled();
    await message.press('Enter');
    await expect(log.getByText('You:', { exact: true })).toHaveCount(0);

    // The counter shows near the 1,000-character limit.
    await message.fill('x'.repeat(950));
    await expect(chat.getByText('950/1000 characters')).toBeVisible();

    // Held, then failed: Thinking, no second send meanwhile, then spec §8's texts.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    await page.route('**/api/chatbot/chat', async (route) => {
      bodies.push(route.request().postDataJSON());
      await held;
      await route.fulfill({ status: 503, json: { success: false, message: 'AI service unavailable', code: 'unavailable' } });
    });
    await message.fill('Any delivery jobs in Pune?');
    await message.press('Enter');
    await expect(log.getByText('Any delivery jobs in Pune?')).toBeVisible();
    await expect(message).toHaveValue('');
    await expect(chat.getByRole('status').filter({ hasText: 'Thinking' })).toBeVisible();
    await message.fill('And in Mumbai?');
    await expect(send).toBeDisabled();
    release();
    await expect(log.getByText('Error: AI service unavailable')).toBeVisible();
    await expect(log.getByText(FAILURE)).toBeVisible();
    await expect(chat.getByRole('status').filter({ hasText: 'Thinking' })).toHaveCount(0);
    expect(bodies).toEqual([{ message: 'Any delivery jobs in Pune?', sessionId: expect.stringMatching(/^[A-Za-z0-9-]{1,64}$/) }]);
    await expect(send).toBeEnabled();

    // The conversation survives a page change within the session.
    await page.getByRole('link', { name: 'About Us' }).first().click();
    await expect(page).toHaveURL('/about-us');
    await page.goBack();
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    await expect(log.getByText('Any delivery jobs in Pune?')).toBeVisible();
    await expect(log.getByText(FAILURE)).toBeVisible();

    // Clear restores the greeting alone.
    await chat.getByRole('button', { name: 'Clear chat' }).click();
    await expect(log.getByText(GREETING)).toBeVisible();
    await expect(log.getByText('Any delivery jobs in Pune?')).toHaveCount(0);
    await expect(log.getByText(FAILURE)).toHaveCount(0);

    // Escape closes and the focus goes back to the button; the close button does the same.
    await message.press('Escape');
    await expect(chat).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeFocused();
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    await expect(message).toBeFocused();
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect(chat).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeFocused();
  });

  test('the real endpoint: the assistant answers once, or the failure names its reason', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    const chat = page.getByRole('dialog', { name: 'KaamSetu Assistant' });
    await chat.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await chat.getByRole('button', { name: 'Send message' }).click();
    const log = chat.getByRole('log', { name: 'Conversation' });
    // A missing endpoint answers 404 (a failure with its reason); once it lands, a reply. Either
    // way the assistant answers once and Thinking goes.
    await expect(log.getByText('Assistant:', { exact: true })).toHaveCount(2);
    await expect(chat.getByRole('status').filter({ hasText: 'Thinking' })).toHaveCount(0);
  });

  test('limited mode shows its note; links in a reply are links, markup stays text', async ({ page }) => {
    const reply =
      'See /find-jobs?keyword=driver or https://example.com/help. <script>window.__pwned = 1</script><b>bold</b> <img src=x onerror="window.__pwned=2">';
    // A job carrying markup (shown as text) and links to other schemes and hosts (not shown).
    const job = {
      id: '0b7c5a52-2f0e-4a7e-9d0c-3f4f6a1b2c3d',
      title: '<img src=x onerror="window.__pwned=3">Driver',
      company: '<b>Setu</b> Logistics',
      location: 'Pune, Maharashtra',
      salaryText: '₹20,000 - ₹30,000 per month',
      url: '/job/driver/0b7c5a52-2f0e-4a7e-9d0c-3f4f6a1b2c3d',
    };
    const links = [
      { label: 'Run me', url: 'javascript:window.__pwned=4' },
      { label: 'Elsewhere', url: '//evil.example/x' },
    ];
    await page.route('**/api/chatbot/chat', (route) =>
      route.fulfill({ json: { success: true, data: { response: reply, mode: 'fallback', jobs: [job], links }, message: 'ok' } }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    const chat = page.getByRole('dialog', { name: 'KaamSetu Assistant' });
    await chat.getByRole('textbox', { name: 'Message' }).fill('Driver jobs?');
    await chat.getByRole('button', { name: 'Send message' }).click();

    const log = chat.getByRole('log', { name: 'Conversation' });
    await expect(log.getByText('Limited mode - AI service reconnecting')).toBeVisible();
    await expect(log.getByText('<script>window.__pwned = 1</script><b>bold</b>', { exact: false })).toBeVisible();
    await expect(log.getByRole('img')).toHaveCount(0);
    await expect(log.getByRole('article', { name: job.title })).toContainText('<b>Setu</b> Logistics');
    await expect(log.getByRole('link', { name: job.title })).toHaveAttribute('href', job.url);
    await expect(log.getByText('Run me')).toHaveCount(0);
    await expect(log.getByText('Elsewhere')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const external = log.getByRole('link', { name: 'https://example.com/help' });
    await expect(external).toHaveAttribute('href', 'https://example.com/help');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await log.getByRole('link', { name: '/find-jobs?keyword=driver' }).click();
    await expect(page).toHaveURL('/find-jobs?keyword=driver');
  });
});

test('the home page fits 1280 and 390 px wide, top to bottom and with the chat open', async ({ page }, testInfo) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(trendingSection(page).getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Loading KaamSetu' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`home-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    await expect(page.getByRole('dialog', { name: 'KaamSetu Assistant' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`home-chat-${width}.png`) });
  }
});
