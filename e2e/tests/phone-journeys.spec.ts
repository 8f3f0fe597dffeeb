import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { createVerifiedAccount } from '../fixtures/api';
import { addResume, applyTo, saveJob, signInPage, uniqueWord } from '../fixtures/applications';
import { buildEmployer, buildJobseeker, uniqueSuffix, type Account } from '../fixtures/data';
import { completeCompanyProfile, postJobWith, searchIsUp, waitForIndexed, type JobFields } from '../fixtures/jobs';
import type { Mailbox } from '../fixtures/mail';
import { expectFitsScreen } from '../fixtures/pages';
import { expect, test } from '../fixtures/test';

// The journeys of a job seeker on a 390 × 844 phone (and what differs at
// 1280 px): no page wider than the screen with long titles, company names and e-mails; the hero's
// suggestions never take the next tap; find jobs with two cards on the first screen, its filters
// as chips and the categories with jobs first; a chat reply read from its start; yearly salaries
// in lakhs on cards and the WhatsApp share on the job page. Each test makes its own employers,
// jobs and job seekers through the API, under a word no other job has.

test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** A phone as Chromium emulates one: touch, the mobile viewport (a page too wide zooms out). */
const TOUCH_PHONE = { viewport: PHONE, hasTouch: true, isMobile: true };

type Env = { playwright: PlaywrightWorkerArgs['playwright']; baseURL?: string; mailbox: Mailbox };

/** `length` letters with no space or hyphen to break at. */
const unbroken = (start: string, length: number) => `${start}${'Warehouseoperations'.repeat(20)}`.slice(0, length);

/** A long but valid e-mail address: a 60-character name at a domain of long labels. */
const longEmail = (who: string) =>
  `${who}.${'k'.repeat(44)}${uniqueSuffix()}`.slice(0, 60) +
  '@mailroom-of-a-very-large-indian-logistics-company.regional-offices-karnataka.example.in';

/** A new employer with a complete company profile; its API context is signed in. */
async function newEmployer({ playwright, baseURL, mailbox }: Env, overrides: Partial<Account> = {}) {
  const request = await playwright.request.newContext({ baseURL });
  const account = buildEmployer(overrides);
  await createVerifiedAccount(request, mailbox, account);
  await completeCompanyProfile(request, account.companyName ?? 'Setu Logistics');
  return { request, account };
}

/** Posts `jobs` as `request` and waits until the search finds them all by `word`; returns their ids. */
async function postIndexed(request: APIRequestContext, word: string, jobs: JobFields[]) {
  expect(await searchIsUp(request), 'search answers (scripts/e2e.sh builds the index)').toBe(true);
  const ids: string[] = [];
  for (const job of jobs) ids.push((await postJobWith(request, job))._id);
  await waitForIndexed(request, word, jobs.length);
  return ids;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/** `locator` lies wholly inside the screen. */
async function expectOnScreen(page: Page, locator: Locator, what: string) {
  const box = await boxOf(locator);
  const screen = page.viewportSize() ?? PHONE;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(screen.width);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(screen.height);
}

/** A touch target at least 44 px tall. */
async function expectTouchSize(locator: Locator, what: string) {
  expect((await boxOf(locator)).height, `${what} is at least 44 px tall`).toBeGreaterThanOrEqual(44);
}

/**
 * A screenshot of what the screen shows once index.html's splash has faded out, into the test's
 * output folder (or E2E_SHOTS_DIR when set), to look at.
 */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.getByRole('status', { name: 'Loading KaamSetu' })).toHaveCount(0);
  const file = `${name}-${page.viewportSize()?.width ?? 0}.png`;
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: dir ? `${dir}/${file}` : testInfo.outputPath(file) });
}

const showing = (page: Page) => page.getByText(/^Showing \d+ - \d+ of \d+ jobs$/);
const jobCards = (page: Page) => page.getByRole('list', { name: 'Jobs' }).getByRole('article');

test.describe('a touch phone', () => {
  test.use(TOUCH_PHONE);

  test('no page is wider than the screen with a 120-character title, a long company name and long e-mails', async ({
    page,
    playwright,
    baseURL,
    mailbox,
  }, testInfo) => {
    test.setTimeout(120_000);
    const word = uniqueWord();
    const title = unbroken(`Super${word}`, 120);
    expect(title).toHaveLength(120);
    const company = unbroken(`Mahalakshmi${uniqueSuffix()}`, 100);
    const employer = await newEmployer({ playwright, baseURL, mailbox }, { email: longEmail('hr'), companyName: company });
    const [jobId] = await postIndexed(employer.request, word, [
      {
        title,
        description: `Move stock in the ${word} warehouse.`,
        salaryMin: 1250000,
        salaryMax: 1650000,
        salaryFrequency: 'per year',
        // Not blue collar: over ₹80,000 a month the scam-risk check holds blue-collar jobs (issue 29).
        isBlueCollar: 'No',
      },
    ]);
    if (!jobId) throw new Error('no job');

    // A job seeker with a long name and e-mail saves the job and applies (their pages and the
    // employer's applicants show them).
    const seeker = buildJobseeker({ name: `Asha ${unbroken('Venkataraghavan', 80)}`, email: longEmail('asha') });
    const seekerRequest = await playwright.request.newContext({ baseURL });
    await createVerifiedAccount(seekerRequest, mailbox, seeker);
    await addResume(seekerRequest);
    await saveJob(seekerRequest, jobId);
    await applyTo(seekerRequest, jobId);
    await seekerRequest.dispose();

    // Home: the job is trending (applied to and saved this week); its card keeps to its column.
    await expect(async () => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Trending This Week' }).getByRole('heading', { name: title })).toBeVisible({
        timeout: 5_000,
      });
    }).toPass({ timeout: 30_000 });
    await expectFitsScreen(page, 'home');
    await shot(page, testInfo, 'home');
    const launcher = page.getByRole('button', { name: 'Open chat assistant' });
    await expectOnScreen(page, launcher, 'the chat button');
    await launcher.tap();
    const chat = page.getByRole('dialog', { name: 'KaamSetu Assistant' });
    await expect(chat.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await expectOnScreen(page, chat.getByRole('button', { name: 'Close chat', exact: true }), "the chat's close button");
    await expectOnScreen(page, chat.getByRole('button', { name: 'Send message' }), "the chat's Send button");
    await expectFitsScreen(page, 'home with the chat open');
    await chat.getByRole('button', { name: 'Close chat', exact: true }).tap();
    await page.getByRole('region', { name: 'Trending This Week' }).getByRole('heading', { name: title }).scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'home-trending-long-title');

    // Find jobs and the job's page.
    await page.goto(`/find-jobs?keyword=${word}`);
    await expect(jobCards(page).getByRole('heading', { name: title })).toBeVisible();
    await expectFitsScreen(page, 'find jobs');
    await page.goto(`/job/job/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: company })).toBeVisible();
    await expectFitsScreen(page, 'the job page');

    // The job seeker's dashboard, saved jobs and applications (and their e-mail in the account menu).
    await signInPage(page, seeker);
    await page.goto('/userDashboard');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();
    await expectFitsScreen(page, "the job seeker's dashboard");
    await page.goto('/user-saved-jobs');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expectFitsScreen(page, 'saved jobs');
    await page.goto('/my-applications');
    await expect(page.getByText(title).first()).toBeVisible();
    await expectFitsScreen(page, 'track applications');
    await page.getByRole('button', { name: 'Account menu' }).tap();
    await expect(page.getByRole('menu', { name: 'Account' })).toContainText(seeker.email);
    await expectFitsScreen(page, 'the account menu');

    // The employer's dashboard, jobs, and the applicants of the long job with one's profile.
    await signInPage(page, employer.account);
    await page.goto('/employer-dashboard');
    await expect(page.getByText(title).first()).toBeVisible();
    await expectFitsScreen(page, "the employer's dashboard");
    await page.goto('/manage-jobs');
    await expect(page.getByRole('list', { name: 'Your jobs' }).getByRole('listitem').filter({ hasText: title })).toBeVisible();
    await expectFitsScreen(page, 'manage jobs');
    await page.goto(`/applicants?jobId=${jobId}`);
    await expect(page.getByRole('list', { name: 'Applicants' }).getByText(seeker.email)).toBeVisible();
    await expectFitsScreen(page, 'applicants');
    await page.getByRole('button', { name: /View Profile/ }).tap();
    await expect(page.getByRole('dialog', { name: 'Applicant Profile' })).toContainText(seeker.email);
    await expectFitsScreen(page, "an applicant's profile");
    await employer.request.dispose();
  });

  test("the hero's suggestions never take the next tap, and Escape keeps the keyword", async ({
    page,
    playwright,
    baseURL,
    mailbox,
  }) => {
    const word = uniqueWord();
    const title = `Truck Driver ${word}`;
    const { request } = await newEmployer({ playwright, baseURL, mailbox });
    await postIndexed(request, word, [{ title }, { title: `Truck Driver Helper ${word}` }]);
    await expect
      .poll(async () => (await (await request.get(`/api/jobs/title-suggestions?keyword=${word}`)).json()) as string[], {
        message: 'the title suggestions to offer the new jobs',
      })
      .toContain(title);
    await request.dispose();

    await page.goto('/');
    const keyword = page.getByRole('searchbox', { name: 'Job title, skill or company' });
    const where = page.getByRole('combobox', { name: 'City or state in India' });
    const list = page.getByRole('listbox', { name: 'Job title suggestions' });
    await keyword.tap();
    await keyword.fill(word);
    await expect(list.getByRole('option', { name: title })).toBeVisible();
    for (const option of await list.getByRole('option').all()) await expectTouchSize(option, 'a suggestion row');
    // The list sits between the keyword box and the place box, which it pushes down, not over.
    expect((await boxOf(list)).y + (await boxOf(list)).height).toBeLessThanOrEqual((await boxOf(where)).y);

    // Tapping the place box closes the list without choosing, and the place box has the focus.
    await where.tap();
    await expect(list).toBeHidden();
    await expect(keyword).toHaveValue(word);
    await expect(where).toBeFocused();

    // A tap anywhere outside closes it without choosing too.
    await keyword.tap();
    await keyword.press('End');
    await page.keyboard.type(' ');
    await expect(list.getByRole('option', { name: title })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(list).toBeHidden();
    await expect(keyword).toHaveValue(`${word} `);

    // Escape with no list open keeps the keyword; with the list open it only closes the list.
    await keyword.focus();
    await expect(list).toBeHidden();
    await keyword.press('Escape');
    await expect(keyword).toHaveValue(`${word} `);
    await keyword.fill(word);
    await expect(list.getByRole('option', { name: title })).toBeVisible();
    await keyword.press('Escape');
    await expect(list).toBeHidden();
    await keyword.press('Escape');
    await expect(keyword).toHaveValue(word);
  });

  test('find jobs: two cards on the first screen, filters as chips, the categories with jobs first', async ({
    page,
    playwright,
    baseURL,
    mailbox,
    accounts,
  }, testInfo) => {
    test.setTimeout(120_000);
    const word = uniqueWord();
    const { request } = await newEmployer({ playwright, baseURL, mailbox });
    await postIndexed(request, word, [
      ...Array.from({ length: 8 }, (_, i): JobFields => ({ title: `Delivery Partner ${i + 1} ${word}` })),
      { title: `Sales Associate ${word}`, category: 'Sales', type: 'Part-Time' },
      { title: `Counter Sales ${word}`, category: 'Sales', type: 'Part-Time' },
      { title: `Ward Assistant ${word}`, category: 'Healthcare' },
    ]);
    await request.dispose();

    /** Two cards on the first screen: the second card's title is in view without scrolling. */
    const expectTwoCards = async (who: string) => {
      await expect(jobCards(page)).toHaveCount(10);
      const second = await boxOf(jobCards(page).nth(1).getByRole('heading'));
      expect(second.y + second.height, `${who}: the second card's title is on the first screen`).toBeLessThanOrEqual(
        PHONE.height,
      );
    };

    await page.goto(`/find-jobs?keyword=${word}`);
    await expect(showing(page)).toHaveText('Showing 1 - 10 of 11 jobs');
    await expectTwoCards('a visitor');
    await expectFitsScreen(page, 'find jobs');
    // Touch targets: Apply, Filters, the pager.
    await expectTouchSize(
      jobCards(page)
        .first()
        .getByRole('button', { name: /^Apply for/ }),
      'Apply',
    );
    const filtersButton = page.getByRole('button', { name: /^Filters/ });
    await expectTouchSize(filtersButton, 'the Filters button');
    await expectTouchSize(
      page.getByRole('navigation', { name: 'Job results pages' }).getByRole('button', { name: 'Next' }),
      'Next',
    );

    // The categories: those with jobs first, most first; the 40 without any under Show all.
    await filtersButton.tap();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const categories = drawer.getByRole('list', { name: 'Category' }).getByRole('listitem');
    await expect(categories).toHaveText([/^Logistics & Supply Chain.*: 8 jobs$/, /^Sales.*: 2 jobs$/, /^Healthcare.*: 1 jobs$/]);
    await expect(drawer.getByText('3 of 43 categories')).toBeVisible();
    const showAll = drawer.getByRole('button', { name: /^Show all/ });
    await expect(showAll).toHaveText('Show all (40 without jobs)');
    await expectTouchSize(drawer.getByRole('button', { name: 'Category', exact: true }), 'the Category toggle');
    await expectTouchSize(drawer.getByText('Sales', { exact: true }), "a category's label, which toggles it");
    await showAll.tap();
    await expect(categories).toHaveCount(43);
    await expect(categories.first()).toContainText('Logistics & Supply Chain: 8 jobs');
    await expect(drawer.getByText('43 of 43 categories')).toBeVisible();
    await drawer.getByRole('button', { name: 'Show fewer' }).tap();
    await expect(categories).toHaveCount(3);

    // A filter becomes a chip above the results; removing the chip removes the filter.
    await drawer.getByRole('checkbox', { name: 'Part-Time' }).tap();
    await expect(page).toHaveURL(`/find-jobs?keyword=${word}&type=Part-Time`);
    await drawer.getByRole('button', { name: /^Show \d+ jobs$/ }).tap();
    await expect(drawer).toBeHidden();
    await expect(showing(page)).toHaveText('Showing 1 - 2 of 2 jobs');
    const chips = page.getByRole('list', { name: 'Active filters' });
    const partTime = chips.getByRole('button', { name: 'Remove filter: Part-Time' });
    await expect(partTime).toBeVisible();
    await expectTouchSize(partTime, 'a chip');
    await page.goto(`/find-jobs?keyword=${word}&type=Part-Time&category=Sales&minSalary=15000`);
    await expect(chips.getByRole('button')).toHaveText(['Part-Time', 'From ₹15,000 per month', 'Sales']);
    await expect(showing(page)).toHaveText('Showing 1 - 2 of 2 jobs');
    await shot(page, testInfo, 'find-jobs-chips');
    await expectFitsScreen(page, 'find jobs with chips');
    await chips.getByRole('button', { name: 'Remove filter: From ₹15,000 per month' }).tap();
    await expect(page).toHaveURL(`/find-jobs?keyword=${word}&category=Sales&type=Part-Time`);
    await chips.getByRole('button', { name: 'Remove filter: Sales' }).tap();
    await expect(page).toHaveURL(`/find-jobs?keyword=${word}&type=Part-Time`);
    await partTime.tap();
    await expect(page).toHaveURL(`/find-jobs?keyword=${word}`);
    await expect(chips).toHaveCount(0);
    await expect(showing(page)).toHaveText('Showing 1 - 10 of 11 jobs');
    await expect(filtersButton).not.toContainText('active');

    // Clear filters removes every chip and keeps the keyword.
    await page.goto(`/find-jobs?keyword=${word}&gender=Female&isBlueCollar=Yes`);
    await expect(chips.getByRole('button')).toHaveText(['Gender: Female', 'Blue collar: Yes']);
    await page.getByRole('button', { name: 'Clear filters' }).tap();
    await expect(page).toHaveURL(`/find-jobs?keyword=${word}`);

    // A job seeker sees find jobs in the candidate shell: two cards there too, Save 44 px.
    await signInPage(page, accounts.jobseeker);
    await page.goto(`/find-jobs?keyword=${word}`);
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expectTwoCards('a job seeker');
    await expectTouchSize(
      jobCards(page)
        .first()
        .getByRole('button', { name: /^Save / }),
      'Save',
    );
    await expectFitsScreen(page, 'find jobs in the candidate shell');
  });

  test('a chat reply scrolls to its start, not its last card', async ({ page, playwright, baseURL, mailbox }, testInfo) => {
    const word = uniqueWord();
    const { request } = await newEmployer({ playwright, baseURL, mailbox });
    await postIndexed(
      request,
      word,
      Array.from({ length: 5 }, (_, i): JobFields => ({ title: `Driver ${i + 1} ${word}`, type: 'Part-Time' })),
    );
    await request.dispose();

    await page.goto('/');
    await page.getByRole('button', { name: 'Open chat assistant' }).tap();
    const chat = page.getByRole('dialog', { name: 'KaamSetu Assistant' });
    const log = chat.getByRole('log', { name: 'Conversation' });
    const answered = page.waitForResponse((response) => response.url().includes('/api/chatbot/chat'));
    await chat.getByRole('textbox', { name: 'Message' }).fill(`part-time ${word} jobs`);
    await chat.getByRole('button', { name: 'Send message' }).tap();
    const reply = ((await (await answered).json()) as { data: { response: string } }).data.response;
    await expect(log.getByRole('article')).toHaveCount(5);

    // The reply is taller than the log: its first line is in view, its last card below.
    const firstLine = reply.split('\n')[0]!.trim().slice(0, 40);
    const start = await boxOf(log.getByText(firstLine).last());
    const view = await boxOf(log);
    expect(start.y, 'the first line of the reply is not above the log').toBeGreaterThanOrEqual(view.y);
    expect(start.y + start.height, 'the first line of the reply is in the log').toBeLessThanOrEqual(view.y + view.height);
    const lastCard = await boxOf(log.getByRole('article').last());
    expect(lastCard.y + lastCard.height, 'the last card waits below').toBeGreaterThan(view.y + view.height);
    await expectOnScreen(page, chat.getByRole('button', { name: 'Close chat', exact: true }), "the chat's close button");
    await expectOnScreen(page, chat.getByRole('button', { name: 'Send message' }), "the chat's Send button");
    await shot(page, testInfo, 'chat-open');
  });

  test('cards read a yearly salary in lakhs, the job page in full with a WhatsApp share', async ({
    page,
    playwright,
    baseURL,
    mailbox,
  }, testInfo) => {
    const word = uniqueWord();
    const title = `Warehouse Manager ${word}`;
    const { request } = await newEmployer({ playwright, baseURL, mailbox });
    const [id] = await postIndexed(request, word, [
      // Not blue collar: over ₹80,000 a month the scam-risk check holds blue-collar jobs (issue 29).
      { title, salaryMin: 1250000, salaryMax: 1650000, salaryFrequency: 'per year', isBlueCollar: 'No' },
      { title: `Store Keeper ${word}`, salaryMin: 15000, salaryMax: 22000, salaryFrequency: 'per month' },
    ]);
    await request.dispose();

    await page.goto(`/find-jobs?keyword=${word}`);
    const card = jobCards(page).filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toContainText('₹12.5–16.5 LPA');
    await expect(jobCards(page).filter({ hasText: `Store Keeper ${word}` })).toContainText('₹15,000 - ₹22,000 per month');

    await card.getByRole('link', { name: title }).tap();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/job/warehouse-manager-${word}/${id}$`));
    await expect(page.getByRole('article', { name: title })).toContainText('Compensation₹12,50,000 - ₹16,50,000 per year');

    const share = page.getByRole('list', { name: 'Share this job' });
    const whatsapp = share.getByRole('link', { name: 'Share on WhatsApp (opens in a new tab)' });
    const address = new URL(page.url());
    await expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${title} ${address.origin}${address.pathname}`)}`,
    );
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', /\bnoopener\b/);
    // Beside Copy link, the last of the row.
    await expect(
      share
        .getByRole('listitem')
        .nth(3)
        .getByRole('link', { name: /WhatsApp/ }),
    ).toBeVisible();
    await expect(share.getByRole('listitem').nth(4).getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expectFitsScreen(page, 'the job page');
    await share.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'job-detail-share');
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the job page, find jobs with chips, home and the chat fit the screen with long content', async ({
    page,
    playwright,
    baseURL,
    mailbox,
  }, testInfo) => {
    const word = uniqueWord();
    const title = unbroken(`Super${word}`, 120);
    const company = unbroken(`Mahalakshmi${uniqueSuffix()}`, 100);
    const { request } = await newEmployer({ playwright, baseURL, mailbox }, { companyName: company });
    const [id] = await postIndexed(request, word, [
      {
        title,
        description: `Move stock in the ${word} warehouse.`,
        salaryMin: 1250000,
        salaryMax: 1650000,
        salaryFrequency: 'per year',
        // Not blue collar: over ₹80,000 a month the scam-risk check holds blue-collar jobs (issue 29).
        isBlueCollar: 'No',
      },
      { title: `Store Keeper ${word}`, category: 'Sales', type: 'Part-Time' },
    ]);
    await request.dispose();

    // The job page: the long company name in the Apply card wraps; the share row with WhatsApp.
    await page.goto(`/job/job/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Apply' })).toContainText(company);
    await expectFitsScreen(page, 'the job page');
    const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp (opens in a new tab)' });
    await whatsapp.scrollIntoViewIfNeeded();
    await expectOnScreen(page, whatsapp, 'the WhatsApp share');
    await shot(page, testInfo, 'job-detail-share');

    // Find jobs: the chips above the results, beside the filter panel.
    await page.goto(`/find-jobs?keyword=${word}&type=Part-Time&category=Sales`);
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveText(['Part-Time', 'Sales']);
    await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'Sales' })).toBeChecked();
    await expect(showing(page)).toHaveText('Showing 1 - 1 of 1 jobs');
    await expectFitsScreen(page, 'find jobs with chips');
    await shot(page, testInfo, 'find-jobs-chips');
    await page.goto(`/find-jobs?keyword=${word}`);
    await expect(jobCards(page).getByRole('heading', { name: title })).toBeVisible();
    await expect(jobCards(page).filter({ has: page.getByRole('heading', { name: title }) })).toContainText('₹12.5–16.5 LPA');
    await expectFitsScreen(page, 'find jobs');

    // Home and the chat panel.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsScreen(page, 'home');
    await shot(page, testInfo, 'home');
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    const chat = page.getByRole('dialog', { name: 'KaamSetu Assistant' });
    await chat.getByRole('textbox', { name: 'Message' }).fill(`${word} jobs`);
    await chat.getByRole('button', { name: 'Send message' }).click();
    await expect(chat.getByRole('log', { name: 'Conversation' }).getByRole('article').first()).toBeVisible({ timeout: 15_000 });
    await expectOnScreen(page, chat.getByRole('button', { name: 'Close chat', exact: true }), "the chat's close button");
    await expectOnScreen(page, chat.getByRole('button', { name: 'Send message' }), "the chat's Send button");
    await shot(page, testInfo, 'chat-open');
  });
});
