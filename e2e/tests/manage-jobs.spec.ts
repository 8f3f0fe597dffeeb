import type { Page } from '@playwright/test';
import { gate, screenshots, signedInEmployer, todayInIndia, uniqueWord } from '../fixtures/applicants';
import { postJob } from '../fixtures/jobs';
import { expect, test } from '../fixtures/test';

// Manage jobs (spec §2.16, §4, §9): each test has its own employer, with a complete company
// profile and its own jobs posted through the API.

test.describe.configure({ mode: 'parallel' });

const table = (page: Page) => page.getByRole('table', { name: 'Your jobs' });
/** The body rows of the table (the first row holds the column headers). */
const jobRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const rowOf = (page: Page, title: string) => jobRows(page).filter({ hasText: title });
const showing = (page: Page) => page.getByText(/^Showing \d+ of \d+ jobs$/);
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name });
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Status' });

test('nine jobs: 8 a page, sort by title, search, the status filter from the URL, the empty state, edit and applicants links', async ({
  page,
  mailbox,
}, testInfo) => {
  await signedInEmployer(page, mailbox);
  const word = uniqueWord();
  // Titles A… to I…, posted in reverse so the default order (newest first) is A… to I….
  const letters = 'ABCDEFGHI'.split('');
  const ids = new Map<string, string>();
  for (const letter of [...letters].reverse()) {
    ids.set(letter, await postJob(page.request, { title: `${letter} Courier ${letter === 'E' ? word : 'Runner'}` }));
  }
  const closeRes = await page.request.put(`/api/jobs/${ids.get('I')}/toggle-close`);
  expect(closeRes.status()).toBe(200);

  await page.goto('/manage-jobs');
  await expect(page.getByRole('heading', { name: 'Job Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Job' })).toHaveAttribute('href', '/post-job');
  await expect(showing(page)).toHaveText('Showing 8 of 9 jobs');
  await expect(jobRows(page)).toHaveCount(8);
  await expect(jobRows(page).first()).toContainText('A Courier Runner');
  await expect(jobRows(page).first()).toContainText(`Posted ${todayInIndia('DD-MM-YYYY')}`);
  for (const name of ['Positions', 'Actions']) await expect(table(page).getByRole('columnheader', { name })).toBeVisible();
  await screenshots(page, testInfo, 'manage-jobs-list');

  // Paging: 8 a page, numbered.
  await page.getByRole('navigation', { name: 'Job pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(showing(page)).toHaveText('Showing 1 of 9 jobs');
  await expect(jobRows(page)).toHaveCount(1);
  await expect(rowOf(page, 'I Courier Runner')).toBeVisible();
  await page.getByRole('navigation', { name: 'Job pages' }).getByRole('link', { name: 'Previous' }).click();
  await expect(showing(page)).toHaveText('Showing 8 of 9 jobs');

  // Sort by Job Title: ascending, then descending (aria-sort on the header).
  await expect(header(page, 'Job Title')).toHaveAttribute('aria-sort', 'none');
  await header(page, 'Job Title').getByRole('button').click();
  await expect(header(page, 'Job Title')).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sortBy=title&sortDir=asc/);
  await expect(jobRows(page).first()).toContainText('A Courier Runner');
  await header(page, 'Job Title').getByRole('button').click();
  await expect(header(page, 'Job Title')).toHaveAttribute('aria-sort', 'descending');
  await expect(jobRows(page).first()).toContainText('I Courier Runner');
  // Status: Active before Closed ascending.
  await header(page, 'Status').getByRole('button').click();
  await expect(header(page, 'Status')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(page, 'Job Title')).toHaveAttribute('aria-sort', 'none');

  // Search (debounced) by title: the URL carries it.
  await page.goto('/manage-jobs');
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`search=${word.toUpperCase()}`));
  await expect(showing(page)).toHaveText('Showing 1 of 1 jobs');
  await expect(rowOf(page, `E Courier ${word}`)).toBeVisible();

  // The empty state.
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(`${word}nomatch`);
  await expect(page.getByRole('heading', { name: 'No Jobs Found' })).toBeVisible();
  await expect(page.getByText('Try again your search or filter certeria')).toBeVisible();
  await expect(showing(page)).toHaveCount(0);
  await screenshots(page, testInfo, 'manage-jobs-empty');

  // The status filter from ?status=active (capitalised in the select), then Closed.
  await page.goto('/manage-jobs?status=active');
  await expect(statusFilter(page)).toHaveValue('Active');
  await expect(showing(page)).toHaveText('Showing 8 of 8 jobs');
  await statusFilter(page).selectOption({ label: 'Closed' });
  await expect(page).toHaveURL(/status=closed/);
  await expect(showing(page)).toHaveText('Showing 1 of 1 jobs');
  await expect(rowOf(page, 'I Courier Runner').getByText('Closed', { exact: true })).toBeVisible();
  await statusFilter(page).selectOption({ label: 'All Status' });
  await expect(showing(page)).toHaveText('Showing 8 of 9 jobs');

  // Edit carries the job id in the URL (and in navigation state); Applications leads to its applicants.
  const a = ids.get('A')!;
  const row = rowOf(page, 'A Courier Runner');
  await expect(row.getByRole('link', { name: 'Edit A Courier Runner' })).toHaveAttribute('href', `/post-job?jobId=${a}`);
  await expect(row.getByRole('link', { name: '0 applications for A Courier Runner' })).toHaveAttribute(
    'href',
    `/applicants?jobId=${a}`,
  );
  await row.getByRole('link', { name: 'Edit A Courier Runner' }).click();
  await expect(page).toHaveURL(`/post-job?jobId=${a}`);
  await expect(page.getByRole('textbox', { name: /Job Title/i })).toHaveValue('A Courier Runner');
});

test('close, reopen and delete a job (with a confirmation)', async ({ page, mailbox }, testInfo) => {
  await signedInEmployer(page, mailbox);
  const keep = `Loader ${uniqueWord()}`;
  const drop = `Packer ${uniqueWord()}`;
  await postJob(page.request, { title: keep });
  await postJob(page.request, { title: drop });
  await page.goto('/manage-jobs');
  await expect(showing(page)).toHaveText('Showing 2 of 2 jobs');

  const row = rowOf(page, keep);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Close ${keep}` }).click();
  await expect(page.getByText('Job Status Changed')).toBeVisible();
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
  await screenshots(page, testInfo, 'manage-jobs-closed');
  // A closed job shows an Active button that reopens it.
  await row.getByRole('button', { name: `Active ${keep}` }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Close ${keep}` })).toBeVisible();
  const closed = await page.request.get('/api/jobs/get-jobs-employer?status=closed');
  expect(((await closed.json()) as { pagination: { totalCount: number } }).pagination.totalCount).toBe(0);

  // Delete asks first; Cancel keeps the job.
  await rowOf(page, drop)
    .getByRole('button', { name: `Delete ${drop}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this job?' });
  await expect(dialog).toContainText(drop);
  await screenshots(page, testInfo, 'manage-jobs-delete-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, drop)).toBeVisible();
  await rowOf(page, drop)
    .getByRole('button', { name: `Delete ${drop}` })
    .click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Job deleted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, drop)).toHaveCount(0);
  await expect(showing(page)).toHaveText('Showing 1 of 1 jobs');
});

test('5 skeleton rows while a page loads, an error with Try Again, stacked cards on a phone', async ({
  page,
  mailbox,
}, testInfo) => {
  await signedInEmployer(page, mailbox);
  const title = `Driver ${uniqueWord()}`;
  await postJob(page.request, { title });

  const loading = gate();
  let fail = true;
  await page.route('**/api/jobs/get-jobs-employer*', async (route) => {
    await loading.wait();
    if (fail) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false }) });
    else await route.continue();
  });
  await page.goto('/manage-jobs');
  await expect(page.getByRole('status').filter({ hasText: 'Loading jobs' })).toBeVisible();
  await expect(page.getByTestId('job-skeleton-row')).toHaveCount(5);
  await expect(page.getByTestId('job-skeleton-row').first()).toBeVisible();
  await screenshots(page, testInfo, 'manage-jobs-loading');

  loading.open();
  const error = page.getByRole('alert').filter({ hasText: 'Failed to load jobs. Please try again.' });
  await expect(error).toBeVisible();
  await screenshots(page, testInfo, 'manage-jobs-error');
  fail = false;
  await error.getByRole('button', { name: 'Try Again' }).click();
  await expect(rowOf(page, title)).toBeVisible();

  // On a phone the table gives way to cards, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(table(page)).toBeHidden();
  const card = page.getByRole('list', { name: 'Your jobs' }).getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: `Close ${title}` })).toBeVisible();
  await expect(card.getByRole('link', { name: `0 applications for ${title}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});
