import type { Page, TestInfo } from '@playwright/test';
import { addResume, applyTo, employerWithJobs, nth, saveJob, screenshots, signInPage, uniqueWord } from '../fixtures/applications';
import { deleteJob, updateJob } from '../fixtures/jobs';
import { expect, test } from '../fixtures/test';

// A job its employer deletes does not erase the job seeker's history. Their application
// keeps the job as they applied to it (a later edit does not change it) and their saved job stays,
// both marked "No longer available"; the job's page says it was removed (410), not "Job not found".

const REMOVED = 'No longer available';
const ORIGINAL_SALARY = '₹15,000 - ₹22,000 per month';
const EDITED_SALARY = '₹30,000 - ₹40,000 per month';

const trackRows = (page: Page) => page.getByRole('list', { name: 'Applications' }).getByRole('article');
const savedCards = (page: Page) => page.getByRole('list', { name: 'Saved jobs' }).getByRole('article');

/** Screenshots at 1280 and 390 px once index.html's splash has faded out (it would veil them). */
async function settledScreenshots(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.getByRole('status', { name: 'Loading KaamSetu' })).toHaveCount(0);
  await screenshots(page, testInfo, name);
}

test('a job edited then deleted by its employer stays in the job seeker’s applications (as applied) and saved jobs, no longer available', async ({
  page,
  freshJobseeker,
  playwright,
  baseURL,
  mailbox,
}, testInfo) => {
  const word = uniqueWord();
  const original = `Courier ${word}`;
  const edited = `Senior Courier ${word}`;
  const employer = await employerWithJobs({ playwright, baseURL, mailbox }, [{ title: original }]);
  const jobId = nth(employer.ids, 0);

  // The job seeker applies and saves while the job is open.
  await signInPage(page, freshJobseeker);
  await addResume(page.request);
  await applyTo(page.request, jobId);
  await saveJob(page.request, jobId);

  // The employer changes the title and the salary, then deletes the job.
  await updateJob(employer.request, jobId, { title: edited, salaryMin: 30000, salaryMax: 40000 });
  await deleteJob(employer.request, jobId);
  const gone = await page.request.get(`/api/jobs/${jobId}`);
  expect(gone.status()).toBe(410);
  expect(await gone.json()).toMatchObject({ success: false, code: 'job_removed' });

  // Track Applications: the job as applied to (first title, first salary), no longer available,
  // its title not a link; the counters as before.
  await page.goto('/my-applications');
  await expect(page.getByText('Showing 1 - 1 of 1 application')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Applications by status' }).getByLabel('Applied: 1')).toBeVisible();
  const row = trackRows(page).first();
  await expect(row).toHaveAccessibleName(original);
  await expect(row).toContainText(employer.account.companyName ?? '');
  await expect(row).toContainText(ORIGINAL_SALARY);
  await expect(row).toContainText(REMOVED);
  await expect(row).toContainText('Applied');
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(page.getByText(edited)).toHaveCount(0);
  await expect(page.getByText(EDITED_SALARY)).toHaveCount(0);
  // The search still finds it by the title it had.
  await page.getByLabel('Search applications').fill('senior');
  await expect(page.getByRole('heading', { name: 'No matching applications' })).toBeVisible();
  await page.getByLabel('Search applications').fill(word);
  await expect(trackRows(page)).toHaveCount(1);
  await page.getByLabel('Search applications').fill('');
  await settledScreenshots(page, testInfo, 'removed-track-applications');

  // The Application Dashboard: the card, its badge and a note in View Details' place.
  await page.goto('/application-dashboard');
  await expect(page.getByRole('list', { name: 'Applications by status' }).getByLabel('Applications Sent: 1')).toBeVisible();
  const card = page.getByRole('region', { name: /^Applied Jobs/ }).getByRole('article', { name: original });
  await expect(card).toContainText(REMOVED);
  await expect(card).toContainText('₹15,000 - ₹22,000');
  await expect(card).toContainText('The employer removed this job');
  await expect(card.getByRole('link')).toHaveCount(0);
  await settledScreenshots(page, testInfo, 'removed-application-dashboard');

  // The dashboard still counts the application and the save, and lists it with the badge.
  await page.goto('/userDashboard');
  const overview = page.getByRole('list', { name: 'Overview' });
  await expect(overview.getByRole('link', { name: '1 Applications' })).toBeVisible();
  await expect(overview.getByRole('link', { name: '1 Saved jobs' })).toBeVisible();
  const recent = page.getByRole('list', { name: 'Recent applications' }).getByRole('listitem');
  await expect(recent).toHaveCount(1);
  await expect(recent.first()).toContainText(original);
  await expect(recent.first()).toContainText(REMOVED);
  await expect(recent.first().getByRole('link')).toHaveCount(0);
  await settledScreenshots(page, testInfo, 'removed-candidate-dashboard');

  // Saved Jobs: the job (as last edited) no longer available, no Apply and no save toggle, only
  // Remove, which works and holds after a reload.
  await page.goto('/user-saved-jobs');
  await expect(page.getByText('Showing 1 - 1 of 1 saved job')).toBeVisible();
  const saved = savedCards(page).first();
  await expect(saved).toHaveAccessibleName(edited);
  await expect(saved).toContainText(REMOVED);
  await expect(saved.getByRole('link')).toHaveCount(0);
  await expect(saved.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  await expect(saved.getByRole('button', { name: `Save ${edited}` })).toHaveCount(0);
  await expect(page.getByText('Application status:')).toContainText('Applied');
  await settledScreenshots(page, testInfo, 'removed-saved-jobs');
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(savedCards(page)).toHaveCount(1);
  await settledScreenshots(page, testInfo, 'removed-saved-jobs-list');
  await savedCards(page)
    .first()
    .getByRole('button', { name: `Remove ${edited} from saved jobs` })
    .click();
  await expect(page.getByText('Job removed successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No saved jobs yet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No saved jobs yet' })).toBeVisible();

  // The job's page: a 410 that says the job was removed, with a way to similar jobs; not the
  // not-found state, no error.
  const response = await page.goto(`/job/courier-${word}/${jobId}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'This job is no longer available' })).toBeVisible();
  await expect(page.getByText('The employer removed this job')).toBeVisible();
  await expect(page).toHaveTitle('Job removed | KaamSetu');
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Job not found' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await settledScreenshots(page, testInfo, 'removed-job-page');
  await page.getByRole('link', { name: 'Find similar jobs' }).click();
  await expect(page).toHaveURL(`/find-jobs?keyword=courier+${word}`);

  // A job that never existed is still "Job not found".
  await page.goto(`/job/courier/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  await employer.request.dispose();
});
