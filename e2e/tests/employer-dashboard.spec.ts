import type { Page } from '@playwright/test';
import { applyAsNewJobseeker, gate, screenshots, signedInEmployer, uniqueWord } from '../fixtures/employer';
import { completeCompanyProfile, postJob } from '../fixtures/jobs';
import { expect, storageStateOf, test } from '../fixtures/test';

// Employer dashboard (spec §2.14): the three figures with trends, the recent jobs and
// applications, quick actions, the skeleton and the error state.

test.describe.configure({ mode: 'parallel' });

const figure = (page: Page, label: 'Active Jobs' | 'Total Applicants' | 'Total Hired') =>
  page.getByRole('list', { name: 'Figures' }).getByRole('link', { name: new RegExp(`^${label}`) });

test('a new employer sees empty texts, then the figures after posting and after a job seeker applies', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}, testInfo) => {
  const employer = await signedInEmployer(page, mailbox);
  await page.goto('/employer-dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(figure(page, 'Active Jobs')).toContainText('0');
  await expect(figure(page, 'Active Jobs')).toHaveAccessibleName(/No change from a week ago/);
  await expect(page.getByText('No jobs posted yet')).toBeVisible();
  await expect(page.getByText('No applications yet')).toBeVisible();
  await screenshots(page, testInfo, 'dashboard-empty');

  // Quick actions (spec §2.14).
  await expect(page.getByRole('link', { name: /^Post New Job/ })).toHaveAttribute('href', '/post-job');
  await expect(page.getByRole('link', { name: /^Review Applications/ })).toHaveAttribute('href', '/manage-jobs');
  await expect(page.getByRole('link', { name: /^Company Setting/ })).toHaveAttribute('href', '/company-profile');

  // One job posted this week: one active job now, none a week ago: up 100%.
  await completeCompanyProfile(page.request, employer.companyName ?? 'Setu Logistics');
  const title = `Warehouse Helper ${uniqueWord()}`;
  const jobId = await postJob(page.request, { title });
  await page.reload();
  await expect(figure(page, 'Active Jobs')).toContainText('1');
  await expect(figure(page, 'Active Jobs')).toHaveAccessibleName(/Up 100% from a week ago/);
  await expect(figure(page, 'Total Applicants')).toContainText('0');
  const recentJobs = page.getByRole('region', { name: 'Recent Job Post' });
  await expect(recentJobs.getByRole('link', { name: title })).toBeVisible();

  // A job seeker with a résumé applies (applying needs one).
  const seeker = await applyAsNewJobseeker({ playwright, baseURL, mailbox }, jobId);
  await page.reload();
  await expect(figure(page, 'Total Applicants')).toContainText('1');
  await expect(figure(page, 'Total Applicants')).toHaveAccessibleName(/Up 100% from a week ago/);
  await expect(figure(page, 'Total Hired')).toContainText('0');
  const recentApplications = page.getByRole('region', { name: 'Recent Application' });
  await expect(recentApplications.getByText(seeker.name)).toBeVisible();
  await expect(recentApplications.getByText(title)).toBeVisible();
  await expect(recentApplications.getByText('Applied', { exact: true })).toBeVisible();
  await expect(recentJobs.getByText('1 applicant')).toBeVisible();
  await screenshots(page, testInfo, 'dashboard-figures');

  // The figures lead to Manage Jobs (Active Jobs with its status).
  await figure(page, 'Active Jobs').click();
  await expect(page).toHaveURL('/manage-jobs?status=active');
  await page.goBack();
  await figure(page, 'Total Applicants').click();
  await expect(page).toHaveURL('/manage-jobs');
});

test.describe('with the shared employer', () => {
  test.use({ storageState: storageStateOf('employer') });

  test('a skeleton while the figures load, an error with Try Again when they fail', async ({ page }, testInfo) => {
    const loading = gate();
    let fail = true;
    await page.route('**/api/analytics/overview', async (route) => {
      await loading.wait();
      if (fail) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false }) });
      else await route.continue();
    });
    await page.goto('/employer-dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'Loading dashboard' })).toBeVisible();
    await screenshots(page, testInfo, 'dashboard-loading');

    loading.open();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load dashboard. Please try again.' })).toBeVisible();
    await screenshots(page, testInfo, 'dashboard-error');

    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(figure(page, 'Active Jobs')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load dashboard' })).toHaveCount(0);
  });
});
