import type { Page } from '@playwright/test';
import {
  addResume,
  applyTo,
  employerWithJobs,
  gate,
  nth,
  screenshots,
  setStatus,
  signInPage,
  uniqueWord,
} from '../fixtures/applications';
import { expect, test } from '../fixtures/test';

// Track Applications (spec §2.11) and the Application Dashboard (§2.12, §4 cache, §8 errors): a
// fresh job seeker with a résumé applies through the API to jobs a fresh employer posted; the
// employer changes statuses through the API.

test.describe.configure({ mode: 'parallel' });

const rows = (page: Page) => page.getByRole('list', { name: 'Applications' }).getByRole('article');
const showing = (page: Page) => page.getByText(/^Showing \d+ - \d+ of \d+ applications?$/);
const tiles = (page: Page) => page.getByRole('list', { name: 'Applications by status' });
const section = (page: Page, heading: string) => page.getByRole('region', { name: new RegExp(`^${heading}`) });

test('applications show in both views; a status changed by the employer shows after Refresh; offline the cache shows', async ({
  page,
  freshJobseeker,
  playwright,
  baseURL,
  mailbox,
}, testInfo) => {
  const word = uniqueWord();
  const titles = [1, 2, 3, 4].map((i) => `Courier ${i} ${word}`);
  const employer = await employerWithJobs(
    { playwright, baseURL, mailbox },
    titles.map((title) => ({ title })),
  );
  await signInPage(page, freshJobseeker);
  await addResume(page.request);
  const applications: string[] = [];
  for (const id of employer.ids) applications.push(await applyTo(page.request, id));

  // Track Applications: four Applied, newest first.
  await page.goto('/my-applications');
  await expect(showing(page)).toHaveText('Showing 1 - 4 of 4 applications');
  await expect(tiles(page).getByLabel('Applied: 4')).toBeVisible();
  await expect(tiles(page).getByLabel('In Review: 0')).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).first()).toHaveAccessibleName(nth(titles, 3));
  for (const title of titles) await expect(page.getByRole('article', { name: title })).toContainText('Applied');
  await screenshots(page, testInfo, 'track-list');

  // The dashboard: the tiles, 3 cards a page in Applied Jobs, the other sections empty.
  await page.getByRole('navigation', { name: 'Candidate' }).getByRole('link', { name: 'Application Dashboard' }).first().click();
  await expect(page.getByRole('heading', { name: 'Application Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Track and manage your job applications')).toBeVisible();
  await expect(tiles(page).getByLabel('Applications Sent: 4')).toBeVisible();
  const applied = section(page, 'Applied Jobs');
  await expect(applied.getByRole('article')).toHaveCount(3);
  await expect(applied.getByText('1 / 2')).toBeVisible();
  await applied.getByRole('button', { name: 'Next Applied Jobs' }).click();
  await expect(applied.getByText('2 / 2')).toBeVisible();
  await expect(applied.getByRole('article')).toHaveCount(1);
  await expect(applied.getByRole('article', { name: nth(titles, 0) })).toContainText('₹15,000 - ₹22,000 per month');
  await expect(section(page, 'In Review')).toContainText('No In Review Applications');
  await expect(section(page, 'In Review')).toContainText('No in review responses yet');
  await expect(section(page, 'Accepted Jobs')).toContainText('No Accepted Applications');
  await expect(section(page, 'Rejected Applications')).toContainText('No rejected responses yet');
  await screenshots(page, testInfo, 'dashboard');

  // The employer moves two applications on; Refresh shows it ('Refreshing...' while it runs).
  await setStatus(employer.request, nth(applications, 0), 'In Review');
  await setStatus(employer.request, nth(applications, 1), 'Accepted');
  const slow = gate();
  await page.route('**/api/applications/my*', async (route) => {
    await slow.wait();
    await route.continue();
  });
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
  slow.open();
  await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toBeEnabled();
  await page.unroute('**/api/applications/my*');
  await expect(tiles(page).getByLabel('Under Review: 1')).toBeVisible();
  await expect(tiles(page).getByLabel('Accepted Offers: 1')).toBeVisible();
  await expect(tiles(page).getByLabel('Applications Sent: 2')).toBeVisible();
  await expect(section(page, 'In Review').getByRole('article', { name: nth(titles, 0) })).toBeVisible();
  await expect(section(page, 'Accepted Jobs').getByRole('article', { name: nth(titles, 1) })).toBeVisible();
  await section(page, 'Accepted Jobs')
    .getByRole('link', { name: `View Details of ${nth(titles, 1)}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/job/courier-2-${word}/${nth(employer.ids, 1)}$`));

  // Offline: the last reply, kept in the browser, shows with §4's note.
  await page.goto('/application-dashboard');
  await expect(tiles(page).getByLabel('Under Review: 1')).toBeVisible();
  await page.route('**/api/applications/my*', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Using cached data (offline mode)' })).toBeVisible();
  await expect(section(page, 'Accepted Jobs').getByRole('article', { name: nth(titles, 1) })).toBeVisible();
  await screenshots(page, testInfo, 'dashboard-offline');

  // Track Applications shows the new statuses too.
  await page.unroute('**/api/applications/my*');
  await page.goto('/my-applications');
  await expect(page.getByRole('article', { name: nth(titles, 0) })).toContainText('In Review');
  await expect(page.getByRole('article', { name: nth(titles, 1) })).toContainText('Accepted');
  await expect(tiles(page).getByLabel('Accepted: 1')).toBeVisible();
  await employer.request.dispose();
});

test('Track Applications: search, status and type filters, paging with the go-to-page input, all in the URL', async ({
  page,
  freshJobseeker,
  playwright,
  baseURL,
  mailbox,
}, testInfo) => {
  const word = uniqueWord();
  const jobs = [
    ...Array.from({ length: 11 }, (_, i) => ({
      title: `Loader ${i + 1} ${word}`,
    })),
    {
      title: `Designer ${word}`,
      type: 'Part-Time' as const,
      category: 'Design',
    },
  ];
  const employer = await employerWithJobs({ playwright, baseURL, mailbox }, jobs);
  await signInPage(page, freshJobseeker);
  await addResume(page.request);
  const applications: string[] = [];
  for (const id of employer.ids) applications.push(await applyTo(page.request, id));
  await setStatus(employer.request, nth(applications, 0), 'Rejected');

  await page.goto('/my-applications');
  await expect(showing(page)).toHaveText('Showing 1 - 10 of 12 applications');
  await expect(tiles(page).getByLabel('Applied: 11')).toBeVisible();
  await expect(tiles(page).getByLabel('Rejected: 1')).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first()).toHaveAccessibleName(`Designer ${word}`);

  // The go-to-page input: a page out of range is refused, page 2 holds the oldest two.
  const pager = page.getByRole('navigation', { name: 'Applications pages' });
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Go to page').fill('5');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByText('Enter a page from 1 to 2')).toBeVisible();
  await page.getByLabel('Go to page').fill('2');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(showing(page)).toHaveText('Showing 11 - 12 of 12 applications');
  await expect(rows(page).last()).toHaveAccessibleName(`Loader 1 ${word}`);
  await screenshots(page, testInfo, 'track-page-2');
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(showing(page)).toHaveText('Showing 1 - 10 of 12 applications');

  // The search matches title, company or location, ignoring case; it goes back to page 1.
  await page.getByLabel('Search applications').fill(`DESIGNER ${word.toUpperCase()}`);
  await expect(showing(page)).toHaveText('Showing 1 - 1 of 1 application');
  await expect(page).toHaveURL(/search=DESIGNER/);
  await page.getByLabel('Search applications').fill(employer.account.companyName?.toLowerCase() ?? '');
  await expect(showing(page)).toHaveText('Showing 1 - 10 of 12 applications');
  await page.getByLabel('Search applications').fill('bengaluru');
  await expect(showing(page)).toHaveText('Showing 1 - 10 of 12 applications');
  await page.getByLabel('Search applications').fill(word);

  // Filters: the job type, then the status; the URL keeps them through a reload.
  await page.getByLabel('Job type', { exact: true }).selectOption('Part-Time');
  await expect(showing(page)).toHaveText('Showing 1 - 1 of 1 application');
  await page.getByLabel('Job type', { exact: true }).selectOption('Blue Collar');
  await expect(showing(page)).toHaveText('Showing 1 - 10 of 12 applications');
  await page.getByLabel('Status', { exact: true }).selectOption('Rejected');
  await expect(showing(page)).toHaveText('Showing 1 - 1 of 1 application');
  await expect(rows(page).first()).toHaveAccessibleName(`Loader 1 ${word}`);
  await page.reload();
  await expect(showing(page)).toHaveText('Showing 1 - 1 of 1 application');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('Rejected');
  await expect(page.getByLabel('Job type', { exact: true })).toHaveValue('Blue Collar');
  await expect(page.getByLabel('Search applications')).toHaveValue(word);

  // Nothing matches: its empty state, and Clear filters.
  await page.getByLabel('Job type', { exact: true }).selectOption('Internship');
  await expect(page.getByRole('heading', { name: 'No matching applications' })).toBeVisible();
  await screenshots(page, testInfo, 'track-no-match');
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/my-applications$/);
  await expect(showing(page)).toHaveText('Showing 1 - 10 of 12 applications');
  await expect(page.getByLabel('Search applications')).toHaveValue('');
  await employer.request.dispose();
});

test('no applications yet: both views say so, the list reloads when the tab comes back, and the failures say why', async ({
  page,
  freshJobseeker,
  playwright,
  baseURL,
  mailbox,
}, testInfo) => {
  await signInPage(page, freshJobseeker);

  // The dashboard: skeletons, then the invitation to start.
  const slow = gate();
  await page.route('**/api/applications/my*', async (route) => {
    await slow.wait();
    await route.continue();
  });
  await page.goto('/application-dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Loading applications' })).toBeVisible();
  await screenshots(page, testInfo, 'dashboard-loading');
  slow.open();
  await expect(page.getByRole('heading', { name: 'Ready to Start Your Journey?' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/find-jobs');
  await screenshots(page, testInfo, 'dashboard-empty');
  await page.unroute('**/api/applications/my*');

  // A failed load without a cached copy: §8's dashboard text and Try Again.
  await page.evaluate(() => localStorage.clear());
  await page.route('**/api/applications/my*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Failed to load applications. Please try again.');
  await screenshots(page, testInfo, 'dashboard-error');
  await page.unroute('**/api/applications/my*');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Ready to Start Your Journey?' })).toBeVisible();

  // Track Applications: skeletons, then the empty state leading to Find jobs.
  const slower = gate();
  await page.route('**/api/applications/my*', async (route) => {
    await slower.wait();
    await route.continue();
  });
  await page.goto('/my-applications');
  await expect(page.getByRole('status').filter({ hasText: 'Loading applications' })).toBeVisible();
  await screenshots(page, testInfo, 'track-loading');
  slower.open();
  await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/find-jobs');
  await screenshots(page, testInfo, 'track-empty');
  await page.unroute('**/api/applications/my*');

  // Applied elsewhere (here through the API): the empty list asks again when the tab is visible.
  const word = uniqueWord();
  const employer = await employerWithJobs({ playwright, baseURL, mailbox }, [{ title: `Packer ${word}` }]);
  await addResume(page.request);
  await applyTo(page.request, nth(employer.ids, 0));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('article', { name: `Packer ${word}` })).toContainText('Applied');
  await employer.request.dispose();

  // §8's texts for 403 and any other failure (with Try Again).
  for (const [status, text] of [
    [403, 'Access denied. Please ensure you are logged in as a job seeker.'],
    [500, 'Failed to load applications. Please check your connection and try again.'],
  ] as const) {
    await page.route('**/api/applications/my*', (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: '{"success":false,"message":"no","code":"x"}',
      }),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(text);
    if (status === 500) await screenshots(page, testInfo, 'track-error');
    await page.unroute('**/api/applications/my*');
  }
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('article', { name: `Packer ${word}` })).toBeVisible();

  // A 401 is a session that ended: handled once for the app, not by this page. §8's
  // words show on the candidate login page, which leads back here.
  await page.route('**/api/applications/my*', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"success":false,"message":"no","code":"x"}' }),
  );
  await page.getByRole('link', { name: 'Application Dashboard' }).first().click();
  await expect(page).toHaveURL('/login/jobseeker');
  await expect(page.getByRole('status').filter({ hasText: 'Session expired. Please log in again.' })).toBeVisible();
  await page.unroute('**/api/applications/my*');
});
