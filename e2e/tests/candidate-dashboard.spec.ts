import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { createVerifiedAccount } from '../fixtures/api';
import { addResume, applyTo, signIn, uniqueWord, updateProfile } from '../fixtures/candidate';
import { buildEmployer } from '../fixtures/data';
import { completeCompanyProfile, postJob, waitForIndexed, type JobSpec } from '../fixtures/jobs';
import type { Mailbox } from '../fixtures/mail';
import { expect, test } from '../fixtures/test';

// The job seeker dashboard (spec §2.9): overview figures, profile completeness, the newest
// applications and 'Recommended for you'. Each test has its own job seeker and its own jobs,
// posted through the API under words no other job has.

test.describe.configure({ mode: 'parallel' });

type Ctx = { playwright: PlaywrightWorkerArgs['playwright']; baseURL?: string; mailbox: Mailbox };

/** Posts `jobs` as a new employer and waits until the search finds them all by `word`; returns their ids. */
async function postIndexedJobs({ playwright, baseURL, mailbox }: Ctx, word: string, jobs: JobSpec[]) {
  const request = await playwright.request.newContext({ baseURL });
  const employer = buildEmployer();
  await createVerifiedAccount(request, mailbox, employer);
  await completeCompanyProfile(request, employer.companyName!);
  const ids: string[] = [];
  for (const job of jobs) ids.push(await postJob(request, job));
  await waitForIndexed(request, word, jobs.length);
  await request.dispose();
  return { ids, companyName: employer.companyName! };
}

const tile = (page: Page, label: string) => page.getByRole('list', { name: 'Overview' }).getByRole('link', { name: label });
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Profile completeness' });
const missing = (page: Page) => page.getByRole('list', { name: 'Missing from your profile' }).getByRole('link');
const recommended = (page: Page) => page.getByRole('list', { name: 'Recommended jobs' });

test('an empty profile: 0 % with all six missing, no applications, trending jobs with a link to add skills', async ({
  page,
  freshJobseeker,
  playwright,
  baseURL,
  mailbox,
}) => {
  const word = uniqueWord();
  await postIndexedJobs({ playwright, baseURL, mailbox }, word, [{ title: `Trending Rider ${word}` }]);
  await signIn(page, freshJobseeker);
  await page.goto('/userdashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await expect(tile(page, '0 Applications')).toBeVisible();
  await expect(tile(page, '0 Saved jobs')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(missing(page)).toHaveCount(6);
  await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();

  await expect(page.getByText('These jobs are trending because your profile has no skills yet.')).toBeVisible();
  await expect(recommended(page).getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/^Matches your skills/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('dashboard-empty-1280.png'), fullPage: true });

  await page.getByRole('link', { name: 'Add skills', exact: true }).click();
  await expect(page).toHaveURL('/edit-profile?field=skills');
  await page.goBack();
  await missing(page).filter({ hasText: 'Upload your resume' }).click();
  await expect(page).toHaveURL('/edit-profile?field=resume');
});

test('a profile with skills: jobs sharing them with why, recent applications after applying, completeness', async ({
  page,
  freshJobseeker,
  playwright,
  baseURL,
  mailbox,
}) => {
  const [skillA, skillB, other] = [uniqueWord(), uniqueWord(), uniqueWord()];
  const { ids, companyName } = await postIndexedJobs({ playwright, baseURL, mailbox }, skillA, [
    { title: `Analyst ${skillA} ${skillB}` },
    { title: `Clerk ${skillA} ${other}` },
  ]);
  await signIn(page, freshJobseeker);
  await updateProfile(page.request, {
    skills: [skillA, skillB],
    phone: '9876543210',
    location: 'Bengaluru, Karnataka',
    educationQualification: 'B.Com',
  });
  await addResume(page.request);
  await applyTo(page.request, ids[1]!);

  await page.goto('/userDashboard');
  await expect(tile(page, '1 Applications')).toBeVisible();
  await expect(tile(page, '1 Applied')).toBeVisible();
  await expect(tile(page, '0 In Review')).toBeVisible();

  const recent = page.getByRole('list', { name: 'Recent applications' }).getByRole('listitem');
  await expect(recent).toHaveCount(1);
  await expect(recent.first()).toContainText(`Clerk ${skillA} ${other}`);
  await expect(recent.first()).toContainText(companyName);
  await expect(recent.first()).toContainText('Applied');
  await expect(recent.first()).toContainText(/Applied \d{2}-\d{2}-\d{4}/);
  await expect(recent.first().getByRole('link', { name: `Clerk ${skillA} ${other}` })).toHaveAttribute(
    'href',
    new RegExp(`^/job/clerk-${skillA}-${other}/${ids[1]}$`),
  );

  // The job applied to is not recommended again; the other one comes with why.
  const analyst = recommended(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Analyst ${skillA} ${skillB}` }) });
  // The jobs are posted in Bengaluru, the profile's city.
  await expect(analyst).toContainText(`Matches your skills: ${skillA}, ${skillB} · Near you`);
  await expect(recommended(page).getByRole('heading', { name: `Clerk ${skillA} ${other}` })).toHaveCount(0);
  await expect(page.getByText('These jobs are trending because your profile has no skills yet.')).toHaveCount(0);

  // Five of six filled: only the photo is missing.
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '83');
  await expect(missing(page)).toHaveText([/Add a profile photo/]);
  await page.screenshot({ path: test.info().outputPath('dashboard-full-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('dashboard-full-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer.getByRole('link', { name: 'Dashboard', exact: true })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('dashboard-drawer-390.png') });
});

test('each part shows a skeleton while loading and Try Again after a failure', async ({ page, freshJobseeker }) => {
  await signIn(page, freshJobseeker);
  const parts = ['**/api/analytics/jobseekrOverview', '**/api/applications/my**', '**/api/jobs/recommended**'];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let failing = true;
  for (const part of parts) {
    await page.route(part, async (route) => {
      await held;
      if (failing) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Boom","code":"internal"}' });
      return route.continue();
    });
  }
  await page.goto('/userDashboard');
  for (const label of ['Loading overview', 'Loading applications', 'Loading recommended jobs']) {
    await expect(page.getByRole('status').filter({ hasText: label })).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('dashboard-loading-1280.png'), fullPage: true });
  release();

  const errors = [
    'Failed to load your overview. Please try again.',
    'Failed to load applications. Please try again.',
    'Failed to load recommended jobs. Please try again.',
  ];
  for (const message of errors) await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dashboard-error-1280.png'), fullPage: true });

  failing = false;
  for (const message of errors) {
    await page.getByRole('alert').filter({ hasText: message }).getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
  }
  await expect(tile(page, '0 Applications')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
});
