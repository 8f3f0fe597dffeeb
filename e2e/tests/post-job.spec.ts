import type { Page } from '@playwright/test';
import { completeCompanyProfile, postJob } from '../fixtures/jobs';
import { gate, screenshots, signedInEmployer, uniqueWord } from '../fixtures/employer';
import { expect, test } from '../fixtures/test';

// Post / edit job (spec §2.15, §4, §5 Job form, §8 Employer side). Each test is a new employer
// with a complete company profile (through the API), signed in in the browser.

test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page, mailbox }) => {
  const employer = await signedInEmployer(page, mailbox);
  await completeCompanyProfile(page.request, employer.companyName ?? 'Setu Logistics');
});

const field = {
  title: (page: Page) => page.getByRole('textbox', { name: 'Job title' }),
  state: (page: Page) => page.getByRole('combobox', { name: 'State' }),
  city: (page: Page) => page.getByRole('combobox', { name: 'City' }),
  description: (page: Page) => page.getByRole('textbox', { name: 'Job description' }),
};

/** Fills every field of a valid job titled `title`. */
async function fillJob(page: Page, title: string) {
  await field.title(page).fill(title);
  await field.state(page).fill('Karna');
  await page.getByRole('option', { name: 'Karnataka' }).click();
  await field.city(page).fill('Bengal');
  await page.getByRole('option', { name: /^Bengaluru/ }).first().click();
  await page.getByLabel('Category').selectOption('Logistics & Supply Chain');
  await page.getByLabel('Open positions').fill('3');
  await page.getByLabel('Job type').selectOption('Full-Time');
  await page.getByLabel('Work mode').selectOption({ label: 'Work from office' });
  await page.getByLabel('Minimum salary').fill('15000');
  await page.getByLabel('Maximum salary').fill('22000');
  await page.getByRole('radio', { name: 'Per month' }).check();
  await page.getByLabel('Gender preference').selectOption('Both');
  await page.getByLabel('Blue collar job').selectOption('Yes');
  await field.description(page).fill('Deliver parcels across the city on time.\nA two-wheeler is needed.');
}

test('posts a job through the form and its preview, and job seekers find it in search', async ({ page }, testInfo) => {
  const word = uniqueWord();
  const title = `Delivery Executive ${word}`;
  await page.goto('/post-job');
  await expect(page.getByRole('heading', { name: 'Post a Job', level: 1 })).toBeVisible();
  await fillJob(page, title);
  await screenshots(page, testInfo, 'post-job-form');

  // The preview: the search card and a page like the job's, then back to the form with its values.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByText('₹15,000 - ₹22,000 per month').first()).toBeVisible();
  await expect(page.getByText('Work from office')).toBeVisible();
  await screenshots(page, testInfo, 'post-job-preview');
  await page.getByRole('button', { name: 'Back to edit' }).click();
  await expect(field.title(page)).toHaveValue(title);
  await expect(page.getByLabel('Blue collar job')).toHaveValue('Yes');

  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Publish Job' }).click();
  await expect(page.getByText('Job Posted Successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: "View the job's public page" })).toHaveAttribute('href', /^\/job\/delivery-executive-/);
  await expect(page).toHaveURL('/manage-jobs');

  // Public search finds it within seconds (the indexer works asynchronously).
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/jobs?keyword=${word}&facets=false`);
        if (response.status() !== 200) return -1;
        return ((await response.json()) as { jobs: unknown[] }).jobs.length;
      },
      { timeout: 30_000, message: 'the search to find the posted job' },
    )
    .toBe(1);
  await page.goto(`/find-jobs?keyword=${word}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('edits a job from /post-job?jobId=…: a skeleton while it loads, its values, the change saved', async ({ page }, testInfo) => {
  const word = uniqueWord();
  const jobId = await postJob(page.request, { title: `Courier ${word}`, salaryMin: 15000, salaryMax: 22000 });

  const loading = gate();
  await page.route(`**/api/jobs/${jobId}`, async (route) => {
    if (route.request().method() === 'GET') await loading.wait();
    await route.continue();
  });
  await page.goto(`/post-job?jobId=${jobId}`);
  await expect(page.getByRole('status').filter({ hasText: 'Loading the job' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Job', level: 1 })).toBeVisible();
  await screenshots(page, testInfo, 'post-job-edit-loading');
  loading.open();

  // The stored values (fixtures/jobs.ts postJob).
  await expect(field.title(page)).toHaveValue(`Courier ${word}`);
  await expect(field.state(page)).toHaveValue('Karnataka');
  await expect(field.city(page)).toHaveValue('Bengaluru');
  await expect(page.getByLabel('Category')).toHaveValue('Logistics & Supply Chain');
  await expect(page.getByLabel('Job type')).toHaveValue('Full-Time');
  await expect(page.getByLabel('Open positions')).toHaveValue('2');
  await expect(page.getByLabel('Minimum salary')).toHaveValue('15000');
  await expect(page.getByLabel('Maximum salary')).toHaveValue('22000');
  await expect(page.getByRole('radio', { name: 'Per month' })).toBeChecked();
  await expect(page.getByLabel('Blue collar job')).toHaveValue('Yes');
  await expect(field.description(page)).toHaveValue(/^Deliver parcels/);
  await screenshots(page, testInfo, 'post-job-edit');

  await field.title(page).fill(`Senior Courier ${word}`);
  await page.getByLabel('Open positions').fill('5');
  await page.getByRole('button', { name: 'Publish Job' }).click();
  await expect(page.getByText('Job Update Successfully')).toBeVisible();
  await expect(page).toHaveURL('/manage-jobs');
  const stored = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { job: { title: string; openPositions: number } };
  expect(stored.job).toMatchObject({ title: `Senior Courier ${word}`, openPositions: 5 });
});

test('every rule of the job form shows its message, and Preview waits until the form is valid', async ({ page }, testInfo) => {
  await page.goto('/post-job');
  const preview = page.getByRole('button', { name: 'Preview' });
  const publish = page.getByRole('button', { name: 'Publish Job' });
  await expect(field.title(page)).toBeVisible();

  // Empty: every required field says so (gender, blue collar and open positions have defaults).
  await preview.click();
  for (const message of [
    'State is required',
    'Job title is required',
    'Please select a category',
    'Please select a job type',
    'Please select a work mode',
    'Job description is required',
    'Both minimum and maximum salary are required',
    // Beyond the spec: the salary period has no default; it is chosen.
    'Please select whether the salary is per month or per year',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(preview).toBeDisabled();
  await expect(publish).toBeDisabled();
  await screenshots(page, testInfo, 'post-job-errors');

  // Step through the rules one by one.
  await fillJob(page, `Packer ${uniqueWord()}`);
  await expect(preview).toBeEnabled();
  const expectOnly = async (message: string) => {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(preview).toBeDisabled();
  };

  await page.getByLabel('Open positions').fill('0');
  await expectOnly('Open positions must be at least 1');
  await page.getByLabel('Open positions').fill('1.5');
  await expectOnly('Open positions must be a whole number');
  await page.getByLabel('Open positions').fill('2');

  await page.getByLabel('Gender preference').selectOption('');
  await expectOnly('Gender preference is required');
  await page.getByLabel('Gender preference').selectOption('Female');

  await page.getByLabel('Blue collar job').selectOption('');
  await expectOnly('Please select if this is a blue collar job');
  await page.getByLabel('Blue collar job').selectOption('No');

  await page.getByLabel('Maximum salary').fill('');
  await expectOnly('Both minimum and maximum salary are required');
  await page.getByLabel('Maximum salary').fill('15000');
  await expectOnly('Maximum salary must be greater than minimum salary');
  await page.getByLabel('Maximum salary').fill('18000');

  await field.state(page).fill('');
  await expectOnly('State is required');
  await field.state(page).fill('Kerala');
  await field.title(page).fill('   ');
  await expectOnly('Job title is required');
  await field.title(page).fill(`Packer ${uniqueWord()}`);
  await field.description(page).fill('');
  await expectOnly('Job description is required');
  await field.description(page).fill('Pack boxes.');

  await expect(preview).toBeEnabled();
  await expect(publish).toBeEnabled();

  // A failed publish: the server's message, else the spec's words (§8).
  await page.route('**/api/jobs', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  await publish.click();
  await expect(page.getByText('Faild to post/updaet job. Please try again')).toBeVisible();
  await expect(page).toHaveURL('/post-job');
});

test('edit mode also comes from a jobId in navigation state (spec §2.15)', async ({ page }) => {
  const word = uniqueWord();
  const jobId = await postJob(page.request, { title: `Loader ${word}` });
  await page.goto('/employer-dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // What a link with `state={{ jobId }}` does: a history entry whose state carries the id.
  await page.evaluate((id) => {
    window.history.pushState({ usr: { jobId: id }, key: 'edit', idx: 1 }, '', '/post-job');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, jobId);
  await expect(page.getByRole('heading', { name: 'Edit Job', level: 1 })).toBeVisible();
  await expect(field.title(page)).toHaveValue(`Loader ${word}`);
});

test('editing a job that does not exist shows the error with Try Again', async ({ page }, testInfo) => {
  await page.goto('/post-job?jobId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Edit Job', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Job not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await screenshots(page, testInfo, 'post-job-edit-missing');
  await page.getByRole('link', { name: 'Post a new job' }).click();
  await expect(page.getByRole('heading', { name: 'Post a Job', level: 1 })).toBeVisible();
});

test('phone numbers typed in the description turn into asterisks with the warning', async ({ page }, testInfo) => {
  await page.goto('/post-job');
  const description = field.description(page);
  await description.click();
  await description.pressSequentially('Call 98765 43210 or +91 9123456789 today');
  await expect(description).toHaveValue('Call ***** ***** or +** ********** today');
  await expect(page.getByText('Phone numbers are not allowed in job descriptions.')).toBeVisible();
  await screenshots(page, testInfo, 'post-job-phone-warning');

  // A number typed last is masked once the box is left.
  await description.fill('WhatsApp 9876543210');
  await page.keyboard.press('Tab');
  await expect(description).toHaveValue('WhatsApp **********');

  // Numbers that are not mobiles stay as typed.
  await description.fill('Pin 560001, 2 years, ref 1234567890');
  await expect(description).toHaveValue('Pin 560001, 2 years, ref 1234567890');
});
