import type { Page } from '@playwright/test';
import { completeCompanyProfile } from '../fixtures/jobs';
import { screenshots, signedInEmployer, uniqueWord } from '../fixtures/employer';
import { expect, test } from '../fixtures/test';

// Posting salaries cannot be mis-stated silently (beyond the spec): the period is an explicit
// choice, per month first, and amounts that look like the other period make the preview ask.

test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page, mailbox }) => {
  const employer = await signedInEmployer(page, mailbox);
  await completeCompanyProfile(page.request, employer.companyName ?? 'Setu Logistics');
});

/** Every field of a valid job but the salary period. */
async function fillJob(page: Page, title: string, min: string, max: string) {
  await page.getByRole('textbox', { name: 'Job title' }).fill(title);
  await page.getByRole('combobox', { name: 'State' }).fill('Maharashtra');
  await page.getByLabel('Category').selectOption('Logistics & Supply Chain');
  await page.getByLabel('Job type').selectOption('Full-Time');
  await page.getByLabel('Work mode').selectOption({ label: 'Work from office' });
  await page.getByLabel('Minimum salary').fill(min);
  await page.getByLabel('Maximum salary').fill(max);
  await page.getByLabel('Blue collar job').selectOption('Yes');
  await page.getByRole('textbox', { name: 'Job description' }).fill('Load and unload trucks at the warehouse.');
}

async function storedFrequency(page: Page, title: string) {
  const reply = await page.request.get('/api/jobs/get-jobs-employer?limit=50');
  const { data } = (await reply.json()) as { data: { _id: string; title: string }[] };
  const id = data.find((job) => job.title === title)?._id;
  const job = (await (await page.request.get(`/api/jobs/${id}`)).json()) as { job: { salaryFrequency: string; salaryText: string } };
  return job.job;
}

test('18,000 - 24,000 per year: the preview asks "Did you mean per month?" and Yes publishes it monthly (390 px)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/post-job');
  const radios = page.getByRole('radiogroup', { name: 'Salary frequency' }).getByRole('radio');
  // Per month first, nothing chosen for the employer.
  await expect(radios).toHaveCount(2);
  await expect(radios.nth(0)).toHaveAccessibleName('Per month');
  await expect(radios.nth(1)).toHaveAccessibleName('Per year');
  await expect(radios.nth(0)).not.toBeChecked();
  await expect(radios.nth(1)).not.toBeChecked();

  const title = `Loader ${uniqueWord()}`;
  await fillJob(page, title, '18000', '24000');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Please select whether the salary is per month or per year')).toBeVisible();
  await page.getByRole('radio', { name: 'Per year' }).check();
  await page.getByRole('button', { name: 'Preview' }).click();

  const question = page.getByRole('region', { name: 'Did you mean per month?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('₹18,000 - ₹24,000 per year');
  await expect(page.getByRole('button', { name: 'Publish Job' })).toBeDisabled();
  await screenshots(page, testInfo, 'salary-period-question');

  await question.getByRole('button', { name: 'Yes, per month' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByText('₹18,000 - ₹24,000 per month').first()).toBeVisible();
  await page.getByRole('button', { name: 'Publish Job' }).click();
  await expect(page.getByText('Job Posted Successfully')).toBeVisible();
  expect(await storedFrequency(page, title)).toMatchObject({ salaryFrequency: 'per month', salaryText: '₹18,000 - ₹24,000 per month' });
});

test('a monthly amount over ₹5,00,000 asks "Did you mean per year?"; No keeps it; Publish from the form asks too (1280 px)', async ({
  page,
}, testInfo) => {
  await page.goto('/post-job');
  const title = `Plant Head ${uniqueWord()}`;
  await fillJob(page, title, '600000', '900000');
  // A plant head is no blue-collar job: blue-collar pay this high is held by the scam-risk check.
  await page.getByLabel('Blue collar job').selectOption('No');
  await page.getByRole('radio', { name: 'Per month' }).check();
  // Publishing straight from the form goes through the question first.
  await page.getByRole('button', { name: 'Publish Job' }).click();
  const question = page.getByRole('region', { name: 'Did you mean per year?' });
  await expect(question).toBeVisible();
  await screenshots(page, testInfo, 'salary-period-question-yearly');
  await question.getByRole('button', { name: 'No, keep per month' }).click();
  await expect(question).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish Job' }).click();
  await expect(page.getByText('Job Posted Successfully')).toBeVisible();
  expect((await storedFrequency(page, title)).salaryFrequency).toBe('per month');
});

test('plausible amounts publish without a question', async ({ page }) => {
  await page.goto('/post-job');
  const title = `Driver ${uniqueWord()}`;
  await fillJob(page, title, '18000', '24000');
  await page.getByRole('radio', { name: 'Per month' }).check();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(page.getByText(/Did you mean/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish Job' }).click();
  await expect(page.getByText('Job Posted Successfully')).toBeVisible();
});
