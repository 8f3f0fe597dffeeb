import { tinyPng } from '../fixtures/data';
import { gate, screenshots, signedInEmployer } from '../fixtures/employer';
import { expect, storageStateOf, test } from '../fixtures/test';

// Company profile (spec §2.18, §4, §5, §8) and the incomplete-profile rule of the job form (§5).

test.describe.configure({ mode: 'parallel' });

const logo = () => ({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });

test('a new employer is sent from Post Job to the company profile, completes it with a logo and can then post', async ({
  page,
  mailbox,
}, testInfo) => {
  const employer = await signedInEmployer(page, mailbox);

  // Spec §5/§8: without a description and a logo, the message shows and after 2 s the profile opens.
  await page.goto('/post-job');
  const message = 'Please complete your profile first! Company name, description, and logo are required to post jobs.';
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  const shown = Date.now();
  await screenshots(page, testInfo, 'post-job-incomplete-profile');
  await expect(page).toHaveURL('/company-profile', { timeout: 5_000 });
  expect(Date.now() - shown, 'the redirect waits about 2 s').toBeGreaterThan(800);

  // View mode: what the sign-up gave, and the fallbacks of what is missing.
  const main = page.getByRole('main');
  await expect(main.getByText(employer.name)).toBeVisible();
  await expect(main.getByText(employer.email)).toBeVisible();
  await expect(main.getByRole('heading', { name: employer.companyName })).toBeVisible();
  await expect(main.getByText('No company description provided')).toBeVisible();
  await expect(main.getByText('No location provided')).toBeVisible();
  await expect(main.getByText('No industry provided')).toBeVisible();
  await screenshots(page, testInfo, 'company-profile-view-new');

  // Edit mode behind the pencil.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(employer.email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Company description')).toHaveAttribute('rows', '4');
  await expect(page.getByText('Start typing to see location suggestions')).toBeVisible();

  // A file of another type is refused with the spec's message, before any upload.
  await page.getByLabel('Company logo').setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please upload a valid image file (JPEG, PNG, GIF, or WebP)')).toBeVisible();

  // While the logo uploads, Save Changes waits (spec §4).
  const upload = gate();
  await page.route('**/api/files/upload*', async (route) => {
    await upload.wait();
    await route.continue();
  });
  await page.getByLabel('Company logo').setInputFiles(logo());
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  upload.open();
  await expect(page.getByText('Company logo uploaded successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  await page.unroute('**/api/files/upload*');

  // A failed upload keeps the logo just stored (spec §5), with the spec's words (§8).
  const stored = page.getByRole('button', { name: 'Remove company logo' });
  await expect(stored).toBeVisible();
  await page.route('**/api/files/upload*', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByLabel('Company logo').setInputFiles(logo());
  await expect(page.getByText('Failed to upload company logo. Please try again.')).toBeVisible();
  await expect(stored).toBeVisible();
  await expect(page.getByRole('img', { name: 'Company logo preview' })).toBeVisible();
  await page.unroute('**/api/files/upload*');

  await page.getByLabel('Company description').fill('We move parcels across Karnataka, on time.');
  await page.getByRole('combobox', { name: 'Company location' }).fill('Mysu');
  await page.getByRole('option', { name: /^Mysuru/ }).click();
  await expect(page.getByRole('combobox', { name: 'Company location' })).toHaveValue(/^Mysuru, Karnataka/);
  await page.getByLabel('Industry').fill('Logistics');
  await screenshots(page, testInfo, 'company-profile-edit');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile details updated successfully!')).toBeVisible();

  // Back in view mode with the saved values; the auth state knows them (the form opens at once).
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  await expect(main.getByText('We move parcels across Karnataka, on time.')).toBeVisible();
  await expect(main.getByText(/^Mysuru, Karnataka/)).toBeVisible();
  await expect(main.getByText('Logistics', { exact: true })).toBeVisible();
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { companyLogo?: string | null } };
  expect(me.user.companyLogo, 'the uploaded logo is saved on the profile').toBeTruthy();
  await screenshots(page, testInfo, 'company-profile-view-complete');

  await page.getByRole('link', { name: 'Post Job' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Job title' })).toBeVisible();
  await expect(page).toHaveURL('/post-job');
});

test('Cancel restores the saved values; a failed save stays in edit mode with the message', async ({ page, mailbox }) => {
  const employer = await signedInEmployer(page, mailbox);
  await page.goto('/company-profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('Industry').fill('Mining');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const main = page.getByRole('main');
  await expect(main.getByText(employer.name)).toBeVisible();
  await expect(main.getByText('No industry provided')).toBeVisible();

  // Opening edit again shows the saved values, not the cancelled ones.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue(employer.name);
  await expect(page.getByLabel('Industry')).toHaveValue('');

  // A failed save: the server's message, else the spec's; the form stays open.
  await page.route('**/api/users/profile', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false }) }),
  );
  await page.getByLabel('Industry').fill('Mining');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Failed to update profile. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expect(page.getByLabel('Industry')).toHaveValue('Mining');
});

test.describe('with the shared employer', () => {
  test.use({ storageState: storageStateOf('employer') });

  test('view mode shows the six fallbacks of an empty profile', async ({ page }, testInfo) => {
    // The session answers with a profile whose every field is blank (a real account has a name).
    await page.route('**/api/auth/me', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { user: Record<string, unknown> };
      const user = { ...body.user, name: ' ', email: '', companyName: null, companyDesc: '', companyLocation: null, industry: '' };
      await route.fulfill({ response, json: { ...body, user } });
    });
    await page.goto('/company-profile');
    const main = page.getByRole('main');
    for (const fallback of [
      'No name provided',
      'No email provided',
      'No company name provided',
      'No company description provided',
      'No location provided',
      'No industry provided',
    ]) {
      await expect(main.getByText(fallback, { exact: true })).toBeVisible();
    }
    await screenshots(page, testInfo, 'company-profile-fallbacks');
  });
});
