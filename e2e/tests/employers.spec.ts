import type { Page, Route } from '@playwright/test';
import { createEmployer, uniqueCompanyWord, type CreatedEmployer } from '../fixtures/employers';
import { Mailbox } from '../fixtures/mail';
import { expect, test } from '../fixtures/test';

// Browse employers and employer detail (spec §2.20). The employers are created once per worker
// through the API under a word no other company name holds, so the counts are this file's own
// even while other tests create employers in parallel.

const word = uniqueCompanyWord();
let freight: CreatedEmployer; // complete profile in Pune, three open jobs (created first: listed last)
let foods: CreatedEmployer; // complete profile in Kochi, no jobs
let studio: CreatedEmployer; // bare sign-up: no logo, no location, no jobs

test.beforeAll(async ({ playwright }, testInfo) => {
  const ctx = { playwright, baseURL: testInfo.project.use.baseURL, mailbox: new Mailbox() };
  freight = await createEmployer(ctx, {
    companyName: `${word} Freight`,
    profile: { location: 'Pune, Maharashtra' },
    jobs: [{ title: `Delivery Rider ${word}` }, { title: `Warehouse Packer ${word}` }, { title: `Fleet Supervisor ${word}` }],
  });
  foods = await createEmployer(ctx, { companyName: `${word} Foods`, profile: { location: 'Kochi, Kerala' } });
  studio = await createEmployer(ctx, { companyName: `${word} Studio` });
});

const filter = (page: Page) => page.getByRole('searchbox', { name: 'Search employers' });
const cards = (page: Page) => page.getByRole('list', { name: 'Employers' }).getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const jobRows = (page: Page) => page.getByRole('list', { name: 'Job openings' }).getByRole('article');
/** 'Page X of Y' of the footer (the pager shows its own under 640 px). */
const pageOf = (page: Page, text: string) => page.getByText(new RegExp(`^${text}$`)).filter({ visible: true });
const isPath = (path: string | RegExp) => (url: URL) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname));

/** Answers the API calls on `path` with the real server but `limit` a page, so paging needs few employers. */
async function smallPages(page: Page, path: string | RegExp, limit: number) {
  await page.route(isPath(path), (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', String(limit));
    return route.continue({ url: url.toString() });
  });
}

/** Answers the API calls on `path` with a 500 until the returned function is called. */
async function failing(page: Page, path: string | RegExp) {
  let fail = true;
  await page.route(isPath(path), (route) =>
    fail ? route.fulfill({ status: 500, json: { success: false, message: 'boom', code: 'internal' } }) : route.continue(),
  );
  return () => {
    fail = false;
  };
}

test('browse, filter, open an employer and one of its jobs', async ({ page }) => {
  await page.goto('/browse-employers');
  await expect(page).toHaveTitle(/^Browse Employers \|/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Employers' })).toBeVisible();
  await expect(filter(page)).toHaveAttribute('placeholder', 'Search employers by name, location...');

  // The filter matches company names (and resets to page 1 in the URL).
  await filter(page).fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${word}(&|$)`));
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByText('Showing 3 of 3 employers')).toBeVisible();
  await expect(pageOf(page, 'Page 1 of 1')).toBeVisible();
  // Newest first.
  await expect(cards(page).getByRole('heading')).toHaveText([studio.companyName, foods.companyName, freight.companyName]);

  // The card: logo, name, location, 'Employer', View Profile.
  const freightCard = card(page, freight.companyName);
  await expect(freightCard.getByText('Pune, Maharashtra')).toBeVisible();
  await expect(freightCard.getByText('Employer', { exact: true })).toBeVisible();
  await expect(freightCard.getByRole('img')).toHaveCount(0); // the logo is decorative
  await expect(freightCard.getByRole('link', { name: `View Profile of ${freight.companyName}` })).toBeVisible();
  await expect(card(page, studio.companyName).getByText('Location not specified')).toBeVisible();

  // The filter matches locations too.
  await filter(page).fill(`Kochi`);
  await expect(page).toHaveURL(/search=Kochi/);
  await expect(card(page, foods.companyName)).toBeVisible();
  await expect(card(page, freight.companyName)).toHaveCount(0);

  await filter(page).fill(`${word} Freight`);
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByText('Showing 1 of 1 employers')).toBeVisible();

  // A click anywhere on the card opens the employer.
  await card(page, freight.companyName).click({ position: { x: 40, y: 20 } });
  await expect(page).toHaveURL(`/employer/${freight.id}`);
  await expect(page).toHaveTitle(new RegExp(`^${freight.companyName} \\|`));
  await expect(page.getByRole('heading', { level: 1, name: freight.companyName })).toBeVisible();
  const facts = page.getByRole('list', { name: 'About the employer' });
  await expect(facts).toContainText(freight.account.name);
  await expect(facts).toContainText('Pune, Maharashtra');
  const joined = await joinedText(page, freight.id);
  await expect(facts).toContainText(`Joined ${joined}`);
  await expect(page.getByRole('heading', { name: 'About Company' })).toBeVisible();
  await expect(page.getByText('We move goods across India.')).toBeVisible();

  const openings = page.getByRole('region', { name: 'Job Openings' });
  await expect(openings.getByText('3 jobs', { exact: true })).toBeVisible();
  await expect(jobRows(page)).toHaveCount(3);
  // Job cards on an employer's page have no save button.
  await expect(openings.getByRole('button', { name: /save/i })).toHaveCount(0);

  await jobRows(page).getByRole('link', { name: `Warehouse Packer ${word}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*/job/warehouse-packer-${word.toLowerCase()}/${freight.jobIds[1]}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Warehouse Packer ${word}` })).toBeVisible();

  // Back to the employer, then Back to the filtered list, the filter still in the box.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: freight.companyName })).toBeVisible();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/browse-employers\?search=/);
  await expect(filter(page)).toHaveValue(`${word} Freight`);
  await expect(cards(page)).toHaveCount(1);
});

/** 'Month Year' of the employer's sign-up, as the page (in the browser's time zone) shows it. */
async function joinedText(page: Page, id: string) {
  const reply = await page.request.get(`/api/users/${id}`);
  const { employer } = (await reply.json()) as { employer: { createdAt: string } };
  return page.evaluate(
    (iso) => new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' }),
    employer.createdAt,
  );
}

test('employers page through Previous, Next and the page numbers; the page is in the URL', async ({ page }) => {
  await smallPages(page, '/api/users', 1);
  await page.goto(`/browse-employers?search=${word}`);
  const pager = page.getByRole('navigation', { name: 'Employer pages' });
  await expect(page.getByText('Showing 1 of 3 employers')).toBeVisible();
  await expect(pageOf(page, 'Page 1 of 3')).toBeVisible();
  await expect(pager.getByRole('link', { name: /^Page \d$/ })).toHaveText(['1', '2', '3']);
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
  await expect(cards(page).getByRole('heading')).toHaveText([studio.companyName]);

  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${word}&page=2$`));
  await expect(pageOf(page, 'Page 2 of 3')).toBeVisible();
  await expect(cards(page).getByRole('heading')).toHaveText([foods.companyName]);

  await pager.getByRole('link', { name: 'Page 3' }).click();
  await expect(cards(page).getByRole('heading')).toHaveText([freight.companyName]);
  await expect(pager.getByText('Next')).toHaveAttribute('aria-disabled', 'true');

  // Reload and Back restore the page.
  await page.reload();
  await expect(pageOf(page, 'Page 3 of 3')).toBeVisible();
  await expect(cards(page).getByRole('heading')).toHaveText([freight.companyName]);
  await page.goBack();
  await expect(pageOf(page, 'Page 2 of 3')).toBeVisible();
  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(pageOf(page, 'Page 1 of 3')).toBeVisible();

  // A new filter starts again at page 1.
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await filter(page).fill(`${word} F`);
  await expect(page).toHaveURL(new RegExp(`search=${word}\\+F$`));
  await expect(page.getByText('Showing 1 of 2 employers')).toBeVisible();
  await expect(pageOf(page, 'Page 1 of 2')).toBeVisible();
});

test('an employer’s job openings page too', async ({ page }) => {
  await smallPages(page, /^\/api\/jobs\/employer\//, 2);
  await page.goto(`/employer/${freight.id}`);
  const openings = page.getByRole('region', { name: 'Job Openings' });
  await expect(openings.getByText('3 jobs', { exact: true })).toBeVisible();
  await expect(jobRows(page)).toHaveCount(2);
  const pager = page.getByRole('navigation', { name: 'Job openings pages' });
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/employer/${freight.id}?page=2`);
  await expect(jobRows(page)).toHaveCount(1);
  await expect(openings.getByText('3 jobs', { exact: true })).toBeVisible();
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('a filter that matches nothing shows No employers found', async ({ page }) => {
  await page.goto('/browse-employers');
  await filter(page).fill(`${uniqueCompanyWord()} nobody`);
  await expect(page.getByRole('heading', { name: 'No employers found' })).toBeVisible();
  await expect(page.getByText('There are currently no employers to display.')).toBeVisible();
  await expect(page.getByText(/^Showing /)).toHaveCount(0);
});

test('an employer without open jobs shows No job openings', async ({ page }) => {
  await page.goto(`/employer/${foods.id}`);
  await expect(page.getByRole('heading', { level: 1, name: foods.companyName })).toBeVisible();
  await expect(page.getByRole('list', { name: 'About the employer' })).toContainText('Kochi, Kerala');
  await expect(page.getByRole('heading', { name: 'No job openings' })).toBeVisible();
  await expect(page.getByText("This employer doesn't have any open positions at the moment.")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Job Openings' }).getByText('0 jobs', { exact: true })).toBeVisible();

  // No company profile yet: the person's details and the placeholders.
  await page.goto(`/employer/${studio.id}`);
  await expect(page.getByRole('heading', { level: 1, name: studio.companyName })).toBeVisible();
  await expect(page.getByRole('list', { name: 'About the employer' })).toContainText(studio.account.name);
  await expect(page.getByText('This employer has not added a description yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No job openings' })).toBeVisible();
});

for (const [what, id] of [
  ['an unknown id', '1b4e28ba-2fa1-4d2b-9f3c-7a1d5c2e9a01'],
  ['a malformed id', 'not-an-employer'],
] as const) {
  test(`${what} shows Employer not found with a way to Browse Employers`, async ({ page }) => {
    await page.goto(`/employer/${id}`);
    await expect(page.getByRole('heading', { name: 'Employer not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Employer not found \|/);
    await page.getByRole('main').getByRole('link', { name: 'Browse Employers' }).click();
    await expect(page).toHaveURL('/browse-employers');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Employers' })).toBeVisible();
  });
}

test('a failed load offers Try Again, which loads the employers', async ({ page }) => {
  const recover = await failing(page, '/api/users');
  await page.goto(`/browse-employers?search=${word}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load employers. Please try again.' });
  await expect(alert).toBeVisible();
  recover();
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(cards(page)).toHaveCount(3);
});

test('the employer page offers Try Again for the employer and for its jobs', async ({ page }) => {
  const recoverEmployer = await failing(page, `/api/users/${freight.id}`);
  const recoverJobs = await failing(page, `/api/jobs/employer/${freight.id}`);
  await page.goto(`/employer/${freight.id}`);
  const employerAlert = page.getByRole('alert').filter({ hasText: 'Failed to load employer details. Please try again.' });
  await expect(employerAlert).toBeVisible();
  recoverEmployer();
  await employerAlert.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: freight.companyName })).toBeVisible();

  const jobsAlert = page.getByRole('alert').filter({ hasText: 'Failed to load job openings. Please try again.' });
  await expect(jobsAlert).toBeVisible();
  recoverJobs();
  await jobsAlert.getByRole('button', { name: 'Try Again' }).click();
  await expect(jobRows(page)).toHaveCount(3);
});

test('8 skeleton cards show while the employers load', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isPath('/api/users'), async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/browse-employers?search=${word}`);
  await expect(page.getByRole('status').filter({ hasText: 'Loading employers' })).toBeVisible();
  await expect(page.getByTestId('employer-card-skeleton')).toHaveCount(8);
  // The skeletons take the cards' place: the same width as a card of the grid.
  const skeleton = await page.getByTestId('employer-card-skeleton').first().boundingBox();
  release();
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByTestId('employer-card-skeleton')).toHaveCount(0);
  const first = await cards(page).first().boundingBox();
  expect(Math.abs((skeleton?.width ?? 0) - (first?.width ?? -100))).toBeLessThan(2);
  expect(Math.abs((skeleton?.height ?? 0) - (first?.height ?? -100))).toBeLessThan(12);
});

/** No sideways scrolling: the page fits its viewport. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

for (const width of [1280, 390]) {
  test(`every state fits at ${width} px (screenshots in the output folder)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    const shot = async (name: string) => {
      await expectNoOverflow(page);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    };

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isPath('/api/users'), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/browse-employers?search=${word}`);
    await expect(page.getByTestId('employer-card-skeleton')).toHaveCount(8);
    await shot('browse-loading');
    release();
    await expect(cards(page)).toHaveCount(3);
    await shot('browse');

    await filter(page).fill(`${uniqueCompanyWord()} nobody`);
    await expect(page.getByRole('heading', { name: 'No employers found' })).toBeVisible();
    await shot('browse-empty');

    await page.goto(`/employer/${freight.id}`);
    await expect(jobRows(page)).toHaveCount(3);
    await shot('detail');

    await page.goto(`/employer/${studio.id}`);
    await expect(page.getByRole('heading', { name: 'No job openings' })).toBeVisible();
    await shot('detail-no-jobs');

    await page.goto('/employer/not-an-employer');
    await expect(page.getByRole('heading', { name: 'Employer not found' })).toBeVisible();
    await shot('detail-not-found');

    await failing(page, '/api/users');
    await page.goto(`/browse-employers?search=${word}x`);
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await shot('browse-error');
  });
}
