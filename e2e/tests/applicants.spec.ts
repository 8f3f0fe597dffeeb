import type { Page } from '@playwright/test';
import { applyAsNewJobseeker, gate, screenshots, signedInEmployer, todayInIndia, uniqueWord } from '../fixtures/applicants';
import { postJob } from '../fixtures/jobs';
import { expect, test } from '../fixtures/test';

// Applicants of a job (spec §2.17, §3, §4): each test has its own employer and job; job seekers
// with a résumé apply through the API.

test.describe.configure({ mode: 'parallel' });

const applicantRows = (page: Page) => page.getByRole('list', { name: 'Applicants' }).getByRole('listitem');
const rowOf = (page: Page, name: string) => applicantRows(page).filter({ hasText: name });
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Status' });

test('rows, résumé, the profile modal, status changes (optimistic, restored on failure), filter, search, reload, Back', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}, testInfo) => {
  test.setTimeout(90_000);
  await signedInEmployer(page, mailbox);
  const title = `Delivery Partner ${uniqueWord()}`;
  const jobId = await postJob(page.request, { title });
  const asha = await applyAsNewJobseeker({ playwright, baseURL, mailbox }, jobId);
  const ravi = await applyAsNewJobseeker({ playwright, baseURL, mailbox }, jobId, { name: 'Ravi Kumar Singh' });
  const [a, r] = [asha.account, ravi.account];

  try {
    // From Manage Jobs: the Applications count leads here with the job id in the URL.
    await page.goto('/manage-jobs');
    await page
      .getByRole('link', { name: `2 applications for ${title}` })
      .first()
      .click();
    await expect(page).toHaveURL(`/applicants?jobId=${jobId}`);
    await expect(page.getByRole('heading', { name: 'Applications OverView', level: 1 })).toBeVisible();

    // The job header.
    const job = page.getByRole('region', { name: 'Job' });
    await expect(job.getByRole('heading', { name: title })).toBeVisible();
    await expect(job).toContainText('Bengaluru, Karnataka');
    await expect(job).toContainText('Full-Time');
    await expect(job).toContainText('Logistics & Supply Chain');
    await expect(job).toContainText('2 Application(s)');

    // The rows: initials (no avatar), name, email, applied date (DD MM YYYY), status, Resume, View Profile.
    await expect(applicantRows(page)).toHaveCount(2);
    const row = rowOf(page, a.name);
    await expect(row).toContainText(a.email);
    await expect(row).toContainText(`Applied ${todayInIndia('DD MM YYYY')}`);
    await expect(row.getByText('Applied', { exact: true })).toBeVisible();
    await expect(rowOf(page, r.name).getByText('RS', { exact: true })).toBeVisible();
    await screenshots(page, testInfo, 'applicants-list');

    // Resume opens the file in a new tab; the employer may read it.
    const resume = row.getByRole('link', { name: `Resume of ${a.name}` });
    const href = await resume.getAttribute('href');
    expect(href).toMatch(/^\/uploads\/.+/);
    expect((await page.request.get(href!)).status()).toBe(200);
    await expect(resume).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.context().waitForEvent('request', (request) => request.url().endsWith(href!)),
      resume.click(),
    ]);
    await popup.close();

    // View Profile: the modal.
    await row.getByRole('button', { name: `View Profile of ${a.name}` }).click();
    const modal = page.getByRole('dialog', { name: 'Applicant Profile' });
    await expect(modal).toContainText(a.name);
    await expect(modal).toContainText(a.email);
    await expect(modal).toContainText(title);
    await expect(modal).toContainText('Full-Time');
    await expect(modal).toContainText(todayInIndia('MMM Do YY'));
    await expect(modal.getByRole('link', { name: `Download Resume of ${a.name}` })).toHaveAttribute('href', href!);
    const select = modal.getByRole('combobox', { name: 'Change Application Status' });
    await expect(select).toHaveValue('Applied');
    await screenshots(page, testInfo, 'applicants-modal');

    // A failed change shows at once (optimistic), the select waits, then the old status comes back.
    const held = gate();
    await page.route('**/api/applications/*/status', async (route) => {
      await held.wait();
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'boom' }),
      });
    });
    await select.selectOption('In Review');
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('In Review');
    await expect(row.getByText('In Review', { exact: true })).toBeVisible();
    held.open();
    await expect(select).toBeEnabled();
    await expect(select).toHaveValue('Applied');
    await expect(row.getByText('Applied', { exact: true })).toBeVisible();
    await expect(page.getByText('Status updated')).toHaveCount(0);
    await page.unroute('**/api/applications/*/status');

    // A change that succeeds: the toast, the modal and the row, and the job seeker sees it.
    await select.selectOption('Accepted');
    await expect(page.getByText('Status updated')).toBeVisible();
    await expect(select).toBeEnabled();
    await expect(select).toHaveValue('Accepted');
    await expect(modal.getByRole('definition').filter({ hasText: /^Accepted$/ })).toBeVisible();
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
    const mine = await asha.request.get('/api/applications/my');
    expect(mine.status()).toBe(200);
    const own = (await mine.json()) as { applications: { status: string; job?: { _id: string } }[] };
    expect(own.applications.find((x) => x.job?._id === jobId)?.status).toBe('Accepted');

    // The status filter and the search (both in the URL).
    await statusFilter(page).selectOption('Accepted');
    await expect(page).toHaveURL(/status=Accepted/);
    await expect(applicantRows(page)).toHaveCount(1);
    await expect(rowOf(page, a.name)).toBeVisible();
    await statusFilter(page).selectOption('Applied');
    await expect(applicantRows(page)).toHaveCount(1);
    await expect(rowOf(page, r.name)).toBeVisible();
    await statusFilter(page).selectOption('all');
    await expect(applicantRows(page)).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search applicants' }).fill(r.email);
    await expect(page).toHaveURL(/search=/);
    await expect(applicantRows(page)).toHaveCount(1);
    await expect(rowOf(page, r.name)).toBeVisible();

    // A reload keeps the page: the job and the search are in the URL.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Applications OverView' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search applicants' })).toHaveValue(r.email);
    await expect(applicantRows(page)).toHaveCount(1);

    // Nobody matches: the empty state.
    await page.getByRole('searchbox', { name: 'Search applicants' }).fill(`nobody-${uniqueWord()}`);
    await expect(page.getByRole('heading', { name: 'No applications available' })).toBeVisible();
    await expect(page.getByText('No applications found at the moment')).toBeVisible();
    await screenshots(page, testInfo, 'applicants-empty');

    // Back returns to Manage Jobs.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/manage-jobs/);
  } finally {
    await asha.request.dispose();
    await ravi.request.dispose();
  }
});

test('without a job id the page goes to Manage Jobs; a job id in navigation state alone is written into the URL', async ({
  page,
  mailbox,
}) => {
  await signedInEmployer(page, mailbox);
  const title = `Cook ${uniqueWord()}`;
  const jobId = await postJob(page.request, { title });
  await page.goto('/applicants');
  await expect(page).toHaveURL('/manage-jobs');
  await expect(page.getByRole('heading', { name: 'Job Management' })).toBeVisible();

  // A navigation that carries { jobId } in its state only (as react-router stores it).
  await page.evaluate((id) => {
    window.history.pushState({ usr: { jobId: id }, key: 'h5b', idx: 1 }, '', '/applicants');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, jobId);
  await expect(page).toHaveURL(`/applicants?jobId=${jobId}`);
  await expect(page.getByRole('region', { name: 'Job' }).getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Job' })).toContainText('0 Application(s)');
});

test('a skeleton while applications load, an error with Try Again, the empty state, Page X of Y', async ({
  page,
  mailbox,
}, testInfo) => {
  await signedInEmployer(page, mailbox);
  const jobId = await postJob(page.request, { title: `Helper ${uniqueWord()}` });

  const loading = gate();
  let mode: 'fail' | 'real' | 'three pages' = 'fail';
  await page.route('**/api/applications/job/**', async (route) => {
    await loading.wait();
    if (mode === 'fail') {
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false }) });
    } else if (mode === 'real') {
      await route.continue();
    } else {
      // The real reply, told there are three pages (paging without 21 applicants).
      const response = await route.fetch();
      const body = (await response.json()) as { pagination: Record<string, unknown> };
      const page = Number(new URL(route.request().url()).searchParams.get('page') ?? '1');
      body.pagination = { ...body.pagination, currentPage: page, totalPages: 3, totalCount: 21 };
      await route.fulfill({ response, json: body });
    }
  });
  await page.goto(`/applicants?jobId=${jobId}`);
  await expect(page.getByRole('status').filter({ hasText: 'Loading applications' })).toBeVisible();
  await screenshots(page, testInfo, 'applicants-loading');

  loading.open();
  const error = page.getByRole('alert').filter({ hasText: 'Failed to load applications. Please try again.' });
  await expect(error).toBeVisible();
  await screenshots(page, testInfo, 'applicants-error');
  mode = 'real';
  await error.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'No applications available' })).toBeVisible();
  await expect(page.getByText('No applications found at the moment')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Applicant pages' })).toHaveCount(0);

  mode = 'three pages';
  await page.reload();
  const pager = page.getByRole('navigation', { name: 'Applicant pages' });
  await expect(pager).toContainText('Page 1 of 3');
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager).toContainText('Page 2 of 3');
  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(pager).toContainText('Page 1 of 3');
  await expect(page).not.toHaveURL(/page=/);
});
