import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { createVerifiedAccount } from '../fixtures/api';
import { buildEmployer, buildJobseeker } from '../fixtures/data';
import type { Mailbox } from '../fixtures/mail';
import {
  addResume,
  completeCompanyProfile,
  postJobWith,
  searchIsUp,
  toggleJobClosed,
  waitForIndexed,
  type JobFields,
} from '../fixtures/jobs';
import { expect, storageStateOf, test } from '../fixtures/test';

// Job detail (spec §2.8): each test posts its own jobs through the API as a fresh employer with
// a complete company profile; the journeys through the search wait for the index to hold them.

test.describe.configure({ mode: 'parallel' });

/** A word of letters only that no other job contains. */
const uniqueWord = () => `zq${Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;

/** The spec's slug (spec §2.1), as the web app makes it for plain ASCII titles. */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');
const pathOf = (job: { _id: string; title: string }) => `/job/${slugOf(job.title)}/${job._id}`;

/** 'November 2026': the posted month and year as the page shows them (the tests run in India's time). */
const monthYear = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

type Employer = { request: APIRequestContext; companyName: string; dispose: () => Promise<void> };

/** A new employer with a complete company profile, signed in on its own request context. */
async function newEmployer({
  playwright,
  baseURL,
  mailbox,
}: {
  playwright: PlaywrightWorkerArgs['playwright'];
  baseURL?: string;
  mailbox: Mailbox;
}): Promise<Employer> {
  const request = await playwright.request.newContext({ baseURL });
  const employer = buildEmployer();
  await createVerifiedAccount(request, mailbox, employer);
  await completeCompanyProfile(request, employer.companyName!);
  return { request, companyName: employer.companyName!, dispose: () => request.dispose() };
}

const DESCRIPTION = [
  'Greet guests at the front desk and handle check-ins for our Bengaluru hotel.',
  'Keep the lobby running smoothly during the evening shift, answer calls and help guests with their plans.',
  '<b>Not bold</b> — written as text.',
].join('\n');

const HOST_JOB: JobFields = {
  title: 'Guest Host',
  category: 'Hospitality',
  type: 'Part-Time',
  gender: 'Female',
  openPositions: 3,
  salaryMin: 18000,
  salaryMax: 25000,
  salaryFrequency: 'per month',
  description: DESCRIPTION,
  requirements: 'Good spoken English and Kannada\nEvening availability',
};

const showing = (page: Page) => page.getByText(/^Showing \d+ - \d+ of \d+ jobs$/);
const applyButton = (page: Page) => page.getByRole('button', { name: 'Apply now', exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save job', exact: true });
const appliedButton = (page: Page) => page.getByRole('button', { name: 'Applied', exact: true });

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('from Find jobs: every field, similar jobs, and Back to the same page of results', async ({
  page,
  request,
  playwright,
  baseURL,
  mailbox,
}, testInfo) => {
  expect(await searchIsUp(request), 'search answers (scripts/e2e.sh builds the index)').toBe(true);
  const word = uniqueWord();
  const employer = await newEmployer({ playwright, baseURL, mailbox });
  // 11 part-time hosts (page 2 of the filtered search holds one) and a full-time job the filter leaves out.
  for (let i = 1; i <= 11; i++) await postJobWith(employer.request, { ...HOST_JOB, title: `Guest Host ${i} ${word}` });
  await postJobWith(employer.request, { ...HOST_JOB, title: `Night Manager ${word}`, type: 'Full-Time' });
  await waitForIndexed(employer.request, word, 12);
  await employer.dispose();

  const results = `/find-jobs?keyword=${word}&type=Part-Time&page=2`;
  await page.goto(`/find-jobs?keyword=${word}&type=Part-Time`);
  await page.getByRole('navigation', { name: 'Job results pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(results);
  await expect(showing(page)).toHaveText('Showing 11 - 11 of 11 jobs');
  const card = page.getByRole('list', { name: 'Jobs' }).getByRole('article');
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link', { name: title }).click();

  // Every field of spec §2.8.
  await expect(page).toHaveURL(new RegExp(`/job/${slugOf(title)}/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: employer.companyName })).toHaveAttribute('href', /^\/employer\/[0-9a-f-]{36}$/);
  const facts = page.getByRole('list', { name: 'Job details' });
  await expect(facts).toContainText('Bengaluru, Karnataka');
  await expect(facts).toContainText('Hospitality');
  await expect(facts).toContainText(`Posted ${monthYear(new Date().toISOString())}`);
  const chips = page.getByRole('list', { name: 'Job type and preferences' });
  await expect(chips.getByRole('listitem')).toHaveText(['Part-Time', 'Work from office', 'Gender: Female', '3 openings']);
  await expect(page.getByText('₹18,000 - ₹25,000 per month').first()).toBeVisible();
  const description = page.getByRole('region', { name: 'Job description' });
  // Line breaks kept, markup shown as text.
  expect(await description.innerText()).toContain('check-ins for our Bengaluru hotel.\nKeep the lobby');
  await expect(description.getByText('<b>Not bold</b> — written as text.')).toBeVisible();
  expect(await page.getByRole('region', { name: 'Requirements' }).innerText()).toContain('Kannada\nEvening availability');
  for (const [name, host] of [
    ['Share on X', 'twitter.com/intent/tweet'],
    ['Share on LinkedIn', 'www.linkedin.com/shareArticle'],
  ] as const) {
    const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('href', new RegExp(host.replace(/[./]/g, '\\$&')));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }

  // Similar jobs: three others of the same category; the page's own job is not among them.
  const similar = page.getByRole('list', { name: 'Similar jobs' }).getByRole('article');
  await expect(similar).toHaveCount(3);
  await expect(similar.filter({ hasText: title })).toHaveCount(0);
  await shot(page, testInfo, 'detail-1280');

  // Back: the same page of the same search; reload keeps it.
  await page.getByRole('link', { name: 'Back to results' }).click();
  await expect(page).toHaveURL(results);
  await expect(showing(page)).toHaveText('Showing 11 - 11 of 11 jobs');
  await page.reload();
  await expect(showing(page)).toHaveText('Showing 11 - 11 of 11 jobs');

  // Browser back from the job page, after a reload of the job page, restores the results too.
  await page.getByRole('list', { name: 'Jobs' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(results);
  await expect(showing(page)).toHaveText('Showing 11 - 11 of 11 jobs');
  await page.goForward();

  // A similar job opens its own page; Back there still leads to the results.
  const other = (await similar.first().getByRole('heading').textContent())!.trim();
  await similar.first().getByRole('link', { name: other }).click();
  await expect(page.getByRole('heading', { level: 1, name: other })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/job/${slugOf(other)}/`));
  await page.getByRole('link', { name: 'Back to results' }).click();
  await expect(page).toHaveURL(results);
  await expect(showing(page)).toHaveText('Showing 11 - 11 of 11 jobs');
});

test('title, description meta and share tags; a wrong slug is corrected', async ({ page, playwright, baseURL, mailbox }) => {
  const employer = await newEmployer({ playwright, baseURL, mailbox });
  const long = `${'Pack and label orders with care. '.repeat(8)}Night shift.`;
  const job = await postJobWith(employer.request, { title: `Warehouse Packer ${uniqueWord()}`, description: long });
  await employer.dispose();

  await page.goto(`/job/some-old-title/${job._id}`);
  await expect(page).toHaveURL(pathOf(job));
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page).toHaveTitle(`${job.title} at ${employer.companyName} | KaamSetu`);
  const meta = long.slice(0, 160);
  // The page's own tag comes last (index.html, or the server for crawlers, may carry one before it).
  await expect(page.locator('head meta[name="description"]').last()).toHaveAttribute('content', meta);
  const og = (property: string) => page.locator(`head meta[property="${property}"]`).last();
  await expect(og('og:title')).toHaveAttribute('content', `${job.title} at ${employer.companyName} | KaamSetu`);
  await expect(og('og:description')).toHaveAttribute('content', meta);
  await expect(og('og:url')).toHaveAttribute('content', `${baseURL}${pathOf(job)}`);
  await expect(page.locator('head meta[name="twitter:card"]').last()).toHaveAttribute('content', 'summary');
  // Gender Both and a single opening: no chips for them.
  const chips = page.getByRole('list', { name: 'Job type and preferences' });
  await expect(chips.getByRole('listitem')).toHaveText(['Full-Time', 'Work from office']);
  // Without a search behind it, Back goes to Find jobs.
  await page.getByRole('link', { name: 'Back to jobs' }).click();
  await expect(page).toHaveURL('/find-jobs');
});

test('an anonymous visitor who saves or applies is asked to log in as a job seeker', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}) => {
  const employer = await newEmployer({ playwright, baseURL, mailbox });
  const job = await postJobWith(employer.request, { title: `Store Helper ${uniqueWord()}` });
  await employer.dispose();

  await page.goto(pathOf(job));
  await saveButton(page).click();
  await expect(page.getByText('Please login as job seeker to save jobs')).toBeVisible();
  await expect(page).toHaveURL('/login/jobseeker');

  await page.goto(pathOf(job));
  await applyButton(page).click();
  await expect(page.getByText('Please login to apply for jobs')).toBeVisible();
  await expect(page).toHaveURL('/login/jobseeker');
});

test('a job seeker saves the job (kept after reload) and applies', async ({ page, playwright, baseURL, mailbox }) => {
  const employer = await newEmployer({ playwright, baseURL, mailbox });
  const job = await postJobWith(employer.request, { title: `Barista ${uniqueWord()}` });
  await employer.dispose();
  // A job seeker of its own, signed in on the page's cookies, with a résumé to apply with.
  await createVerifiedAccount(page.request, mailbox, buildJobseeker());
  await addResume(page.request);

  await page.goto(pathOf(job));
  await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
  await saveButton(page).click();
  await expect(page.getByText('Job saved successfully')).toBeVisible();
  await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');

  await applyButton(page).click();
  await expect(appliedButton(page)).toBeDisabled();
  await expect(applyButton(page)).toHaveCount(0);
  await page.reload();
  await expect(appliedButton(page)).toBeDisabled();
});

test.describe('an employer', () => {
  test.use({ storageState: storageStateOf('employer') });

  test('cannot apply and has no save button', async ({ page, playwright, baseURL, mailbox }) => {
    const employer = await newEmployer({ playwright, baseURL, mailbox });
    const job = await postJobWith(employer.request, { title: `Cashier ${uniqueWord()}` });
    await employer.dispose();

    await page.goto(pathOf(job));
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(saveButton(page)).toHaveCount(0);
    await applyButton(page).click();
    await expect(page.getByText('Employers cannot apply for jobs. Please login as a job seeker.')).toBeVisible();
  });
});

test('a closed job says so and Apply is disabled with the reason', async ({ page, playwright, baseURL, mailbox }, testInfo) => {
  const employer = await newEmployer({ playwright, baseURL, mailbox });
  const job = await postJobWith(employer.request, { title: `Courier ${uniqueWord()}` });
  await toggleJobClosed(employer.request, job._id);
  await employer.dispose();

  await page.goto(pathOf(job));
  await expect(page.getByText('This job is closed')).toBeVisible();
  const closed = page.getByRole('button', { name: 'Applications closed' });
  await expect(closed).toBeDisabled();
  await expect(closed).toHaveAccessibleDescription('This job is no longer accepting applications.');
  await expect(applyButton(page)).toHaveCount(0);
  // The rest of the job stays readable.
  await expect(page.getByRole('region', { name: 'Job description' })).toContainText('Deliver parcels across the city');
  await shot(page, testInfo, 'closed-1280');
});

test('an unknown job and a malformed id show Job not found with a way to Find Jobs', async ({ page }) => {
  await page.goto('/job/anything/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  await expect(page).toHaveTitle('Job not found | KaamSetu');
  await page.goto('/job/anything/not-a-job-id');
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Find Jobs', exact: true }).click();
  await expect(page).toHaveURL('/find-jobs');
});

test('loading skeleton, a failed load with Try Again, and a similar-jobs panel that fails alone', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}, testInfo) => {
  const employer = await newEmployer({ playwright, baseURL, mailbox });
  const job = await postJobWith(employer.request, { title: `Tailor ${uniqueWord()}` });
  await employer.dispose();

  // The job's load waits until the skeleton has been seen, then fails (and so does the one retry).
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  await page.route(`**/api/jobs/${job._id}`, async (route) => {
    calls += 1;
    if (calls <= 2) {
      await gate;
      await route.fulfill({ status: 500, json: { success: false, message: 'boom', code: 'internal' } });
    } else {
      await route.continue();
    }
  });
  await page.route(`**/api/jobs/${job._id}/similar*`, (route) => route.fulfill({ status: 503, json: { success: false } }));

  await page.goto(pathOf(job));
  await expect(page.getByRole('status').filter({ hasText: 'Loading job details' })).toBeVisible();
  await shot(page, testInfo, 'loading-1280');
  release();
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load job details. Please try again.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  // The similar jobs failed: the panel says so, the page stands.
  await expect(page.getByText('Similar jobs could not be loaded.')).toBeVisible();
  await expect(applyButton(page)).toBeVisible();
});

test('similar jobs: the empty panel text', async ({ page, playwright, baseURL, mailbox }) => {
  const employer = await newEmployer({ playwright, baseURL, mailbox });
  const job = await postJobWith(employer.request, { title: `Gardener ${uniqueWord()}` });
  await employer.dispose();
  await page.route(`**/api/jobs/${job._id}/similar*`, (route) => route.fulfill({ json: { success: true, jobs: [] } }));
  await page.goto(pathOf(job));
  await expect(page.getByText('No similar jobs right now.')).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('one column, Apply and Save in a bar at hand, nothing wider than the screen', async ({
    page,
    playwright,
    baseURL,
    mailbox,
  }, testInfo) => {
    const employer = await newEmployer({ playwright, baseURL, mailbox });
    const job = await postJobWith(employer.request, {
      ...HOST_JOB,
      title: `Front Office Associate With A Rather Long Title ${uniqueWord()}`,
    });
    await employer.dispose();

    await page.goto(pathOf(job));
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    // The bar's Apply is on screen before any scrolling.
    await expect(applyButton(page)).toBeInViewport();
    await expect(saveButton(page)).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, testInfo, 'detail-390');
    await applyButton(page).click();
    await expect(page.getByText('Please login to apply for jobs')).toBeVisible();
  });
});
