import type { Page } from '@playwright/test';
import { screenshots, signedInEmployer, uniqueWord } from '../fixtures/applicants';
import { createVerifiedAccount } from '../fixtures/api';
import { buildJobseeker } from '../fixtures/data';
import { addResume, postJobWith } from '../fixtures/jobs';
import { expect, test } from '../fixtures/test';

// Employers see whom they are hiring (beyond the spec): the applicant's profile (phone, city,
// experience, skills, education, languages) on the Applicants page of the owning employer; the
// job header names the state once; the company profile shows its logo, not a stored file name.

test.describe.configure({ mode: 'parallel' });

const rowOf = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Applicants' }).getByRole('listitem').filter({ hasText: name });

test('the applicant profile in the row and the dialog; the header says the state once (390 and 1280 px)', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}, testInfo) => {
  await signedInEmployer(page, mailbox);
  const title = `Warehouse Picker ${uniqueWord()}`;
  const job = await postJobWith(page.request, { title, location: 'Pune, Maharashtra', state: 'Maharashtra' });

  const request = await playwright.request.newContext({ baseURL });
  const seeker = buildJobseeker({ name: 'Sunita Devi Pawar' });
  try {
    await createVerifiedAccount(request, mailbox, seeker);
    await addResume(request);
    const profile = await request.put('/api/users/profile', {
      data: {
        phone: '98765 43210',
        location: 'Hadapsar, Pune',
        status: 'experienced',
        yearsOfExperience: 4,
        skills: ['Forklift', 'Packing'],
        educationQualification: '10th pass',
        languages: ['Marathi', 'Hindi'],
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    expect((await request.post(`/api/applications/${job._id}`)).status()).toBe(201);
  } finally {
    await request.dispose();
  }

  await page.goto(`/applicants?jobId=${job._id}`);
  const header = page.getByRole('region', { name: 'Job' });
  await expect(header.getByRole('heading', { name: title })).toBeVisible();
  await expect(header).toContainText('Pune, Maharashtra');
  await expect(header).not.toContainText('Maharashtra, Maharashtra');

  const row = rowOf(page, seeker.name);
  await expect(row).toContainText('Hadapsar, Pune · 4 years');
  await screenshots(page, testInfo, 'applicant-profile-row');

  await row.getByRole('button', { name: `View Profile of ${seeker.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Applicant Profile' });
  await expect(dialog).toBeVisible();
  const profileFacts = dialog;
  await expect(profileFacts).toContainText('98765 43210');
  await expect(dialog.getByRole('link', { name: '98765 43210' })).toHaveAttribute('href', 'tel:9876543210');
  await expect(profileFacts).toContainText('Hadapsar, Pune');
  await expect(profileFacts).toContainText('4 years');
  await expect(dialog.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText(['Forklift', 'Packing']);
  await expect(profileFacts).toContainText('10th pass');
  await expect(profileFacts).toContainText('Marathi, Hindi');
  await screenshots(page, testInfo, 'applicant-profile-dialog');
});

test('the company profile shows its logo, and editing names no stored file', async ({ page, mailbox }, testInfo) => {
  await signedInEmployer(page, mailbox);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { companyLogo: string } };
  await page.goto('/company-profile');
  await expect(page.getByRole('heading', { name: 'Company Profile', level: 1 })).toBeVisible();
  await expect(page.getByText(me.user.companyLogo)).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByRole('img', { name: 'Company logo preview' })).toBeVisible();
  await expect(page.getByText('Company logo uploaded')).toBeVisible();
  await expect(page.getByText(me.user.companyLogo)).toHaveCount(0);
  await screenshots(page, testInfo, 'company-profile-edit-logo');
});
