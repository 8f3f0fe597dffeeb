import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page, Route, TestInfo } from '@playwright/test';
import { createEmployer, uniqueCompanyWord, type CreatedEmployer } from '../fixtures/employers';
import { chooseHindi, expectHindi, screenshots } from '../fixtures/hindi';
import { waitForIndexed } from '../fixtures/jobs';
import { Mailbox } from '../fixtures/mail';
import { expect, test } from '../fixtures/test';

// The public pages in Hindi (issue 30): home with the assistant's panel open, browse employers
// (a list, its pages, nothing found, a failed load), an employer's page with its job cards (and
// one without jobs, and one that does not exist), the privacy policy and an address that is no
// page. What people wrote (company names, job titles, places) stays as written; everything the
// app says reads in Hindi.

/** A word no other company name holds, in Devanagari: the page title holds the company's name. */
const devanagariWord = () => Array.from(randomBytes(5), (b) => 'कखगचजटडतदनपबमयरलवसह'[b % 20]).join('');

const word = devanagariWord();
const jobWord = uniqueCompanyWord();
let transport: CreatedEmployer; // complete profile in Pune, three open jobs
let dhaba: CreatedEmployer; // bare sign-up: no location, no jobs

test.use({ storageState: { cookies: [], origins: [] } });

test.beforeAll(async ({ playwright }, testInfo) => {
  const ctx = {
    playwright,
    baseURL: testInfo.project.use.baseURL,
    mailbox: new Mailbox(),
  };
  transport = await createEmployer(ctx, {
    companyName: `${word} ट्रांसपोर्ट`,
    profile: { location: 'Pune, Maharashtra' },
    jobs: [
      { title: `Delivery Rider ${jobWord}` },
      { title: `Warehouse Packer ${jobWord}` },
      { title: `Fleet Supervisor ${jobWord}` },
    ],
  });
  dhaba = await createEmployer(ctx, { companyName: `${word} ढाबा` });
});

test.beforeEach(async ({ context, baseURL }) => {
  await chooseHindi(context, baseURL!);
});

const isPath = (path: string) => (url: URL) => url.pathname === path;

/** Answers `path` with the real server but `limit` a page, so paging needs few employers. */
async function smallPages(page: Page, path: string, limit: number) {
  await page.route(isPath(path), (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', String(limit));
    return route.continue({ url: url.toString() });
  });
}

/** A screenshot of the chat panel alone (the page's full-page shots scroll past the fixed panel). */
const panelShot = (page: Page, testInfo: TestInfo, name: string) =>
  screenshots(page, testInfo, name, { of: page.getByRole('dialog') });

async function searchable(request: APIRequestContext) {
  await waitForIndexed(request, jobWord, 3);
}

test('home and the assistant’s panel read in Hindi', async ({ page, playwright, baseURL }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL });
  await searchable(request);
  await request.dispose();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('भारत में कहीं भी अपनी पसंद की नौकरी पाएँ');
  await expect(page.locator('#trending-jobs')).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'home');

  await page.getByRole('button', { name: 'चैट सहायक खोलें' }).click();
  const chat = page.getByRole('dialog', { name: 'KaamSetu सहायक' });
  await expect(chat.getByText('नमस्ते! मैं KaamSetu सहायक हूँ।', { exact: false })).toBeVisible();
  await expect(chat.getByRole('textbox', { name: 'संदेश' })).toHaveAttribute('placeholder', /नौकरियों के बारे में पूछें/);
  await expect(page.getByRole('button', { name: 'चैट सहायक बंद करें' })).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'chat-open');
  await panelShot(page, testInfo, 'chat-panel-open');

  // A question: the reply is the assistant's (in the question's language), its cards the jobs'.
  await chat.getByRole('textbox', { name: 'संदेश' }).fill(`मुझे ${jobWord} की नौकरी चाहिए`);
  await chat.getByRole('button', { name: 'संदेश भेजें' }).click();
  const log = chat.getByRole('log', { name: 'बातचीत' });
  await expect(log.getByRole('article')).toHaveCount(3, { timeout: 15_000 });
  await expect(log.getByRole('article').first()).toContainText('प्रति माह');
  await expectHindi(page);
  await screenshots(page, testInfo, 'chat-reply');
  await log.getByRole('article').first().scrollIntoViewIfNeeded();
  await panelShot(page, testInfo, 'chat-panel-reply');

  // Clear: the greeting again, in Hindi.
  await chat.getByRole('button', { name: 'चैट साफ़ करें' }).click();
  await expect(log.getByRole('article')).toHaveCount(0);
  await expect(log.getByText('नमस्ते! मैं KaamSetu सहायक हूँ।', { exact: false })).toBeVisible();
});

test('browse employers: the list, its pages, nothing found and a failed load', async ({ page }, testInfo) => {
  const search = (text: string) => `/browse-employers?search=${encodeURIComponent(text)}`;
  await page.goto(search(word));
  await expect(page).toHaveTitle(/^एम्प्लॉयर देखें \| KaamSetu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'एम्प्लॉयर देखें' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'एम्प्लॉयर खोजें' })).toHaveValue(word);
  const cards = page.getByRole('list', { name: 'एम्प्लॉयर', exact: true }).getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('2 में से 2 एम्प्लॉयर दिखाए जा रहे हैं')).toBeVisible();
  const card = cards.filter({ hasText: transport.companyName });
  await expect(card.getByText('Pune, Maharashtra')).toBeVisible();
  await expect(card.getByRole('link', { name: `प्रोफ़ाइल देखें (${transport.companyName})` })).toBeVisible();
  await expect(cards.filter({ hasText: dhaba.companyName }).getByText('जगह नहीं बताई गई')).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'browse-employers');

  // One employer a page: the pager in Hindi.
  await smallPages(page, '/api/users', 1);
  await page.goto(search(word));
  const pager = page.getByRole('navigation', { name: 'एम्प्लॉयर के पेज' });
  await expect(pager.getByRole('link', { name: /अगला/ })).toBeVisible();
  await expect(pager.getByRole('link', { name: 'पेज 2' })).toBeVisible();
  await expect(page.getByText('2 में से 1 एम्प्लॉयर दिखाए जा रहे हैं')).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'browse-employers-pages');
  await page.unrouteAll();

  await page.goto(search(`${word}${word}`));
  await expect(page.getByRole('heading', { name: 'कोई एम्प्लॉयर नहीं मिला' })).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'browse-employers-empty');

  await page.route(isPath('/api/users'), (route: Route) =>
    route.fulfill({
      status: 500,
      json: { success: false, message: 'boom', code: 'internal' },
    }),
  );
  await page.goto('/browse-employers');
  await expect(page.getByRole('alert').getByText('एम्प्लॉयर लोड नहीं हो सके। कृपया फिर से कोशिश करें।')).toBeVisible();
  await expect(page.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'browse-employers-error');
});

test('an employer’s page with its job cards, one without jobs, and one that does not exist', async ({ page }, testInfo) => {
  await page.goto(`/employer/${transport.id}`);
  await expect(page.getByRole('heading', { level: 1, name: transport.companyName })).toBeVisible();
  await expect(page).toHaveTitle(`${transport.companyName} | KaamSetu`);
  await expect(page.getByRole('heading', { name: 'कंपनी के बारे में' })).toBeVisible();
  await expect(page.getByText(/से KaamSetu पर$/)).toBeVisible();
  const openings = page.getByRole('heading', { name: 'खुली नौकरियाँ' });
  await expect(openings).toBeVisible();
  await expect(page.getByText('3 नौकरियाँ', { exact: true })).toBeVisible();
  const rows = page.getByRole('list', { name: 'खुली नौकरियों की सूची' }).getByRole('article');
  await expect(rows).toHaveCount(3);
  const row = rows.filter({ hasText: `Delivery Rider ${jobWord}` });
  await expect(row.getByText('आज पोस्ट की गई')).toBeVisible();
  await expect(row.getByRole('list', { name: 'नौकरी का प्रकार और श्रेणी' }).getByRole('listitem')).toHaveText([
    'फुल-टाइम',
    'लॉजिस्टिक्स और सप्लाई चेन',
  ]);
  await expect(row.getByText(/प्रति माह/)).toBeVisible();
  await expect(row.getByRole('link', { name: `आवेदन करें Delivery Rider ${jobWord} के लिए` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'वापस' })).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'employer-detail');

  await page.goto(`/employer/${dhaba.id}`);
  await expect(page.getByRole('heading', { level: 1, name: dhaba.companyName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'कोई खुली नौकरी नहीं' })).toBeVisible();
  await expect(page.getByText('जगह नहीं बताई गई')).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'employer-detail-empty');

  await page.goto('/employer/not-an-employer');
  await expect(page.getByRole('heading', { name: 'एम्प्लॉयर नहीं मिला' })).toBeVisible();
  await expect(page).toHaveTitle(/^एम्प्लॉयर नहीं मिला \|/);
  await expect(page.getByRole('link', { name: 'एम्प्लॉयर देखें' }).first()).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'employer-not-found');
});

test('the privacy policy, and an address that is no page', async ({ page }, testInfo) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeVisible();
  await expect(page).toHaveTitle(/^गोपनीयता नीति \| KaamSetu$/);
  await expect(page.getByRole('heading', { name: 'आपके अधिकार' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'privacy-policy');

  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('भारत में कहीं भी अपनी पसंद की नौकरी पाएँ');
  await expectHindi(page);
});
