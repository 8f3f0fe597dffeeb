import type { Page } from '@playwright/test';
import { addResume, signIn, updateProfile } from '../fixtures/candidate';
import { tinyPdf, tinyPng } from '../fixtures/data';
import { expect, test } from '../fixtures/test';

// My Profile (spec §2.10, §4, §5, §8): each test signs in its own fresh job seeker, so tests
// may change the profile and run in parallel.

test.describe.configure({ mode: 'parallel' });

const MAX_UPLOAD_BYTES = 5_242_880;

const chips = (page: Page) => page.getByRole('list', { name: 'Your skills' }).getByRole('listitem');
/** The chips hold each skill and its remove button ('Remove React'). */
const expectChips = (page: Page, skills: string[]) => expect(chips(page)).toHaveText(skills.map((s) => `${s}Remove ${s}`));
const resumeInput = (page: Page) => page.getByLabel('Resume', { exact: true });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test('a fresh job seeker completes the profile, uploads, views and deletes a résumé', async ({ page, freshJobseeker }) => {
  await signIn(page, freshJobseeker);
  await page.goto('/user-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  // The empty states offer a way into edit mode.
  await expect(page.getByRole('link', { name: 'Upload Resume' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Skills' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-empty-1280.png'), fullPage: true });

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL('/edit-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(freshJobseeker.email);
  await expect(page.getByLabel('Email address')).toHaveAttribute('readonly', '');

  const name = `${freshJobseeker.name} Rao`;
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Phone number').fill('+91 98765 43210');
  // Location: the places autocomplete, cities only.
  await page.getByRole('combobox', { name: 'Location' }).fill('Pun');
  await page.getByRole('option', { name: 'Pune, Maharashtra' }).click();
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Pune, Maharashtra');

  // Years of experience shows only for status experienced.
  await expect(page.getByLabel('Years of experience')).toHaveCount(0);
  await page.getByLabel('Status').selectOption('experienced');
  await page.getByLabel('Years of experience').fill('4');
  await page.getByLabel('Education qualification').fill('B.Com, Savitribai Phule Pune University');

  // Skills: typed comma separated into chips, removable from the keyboard.
  const skills = page.getByLabel('Skills', { exact: true });
  await skills.fill('React, SQL,');
  await expectChips(page, ['React', 'SQL']);
  await skills.fill('Tally');
  await skills.press('Enter');
  await expectChips(page, ['React', 'SQL', 'Tally']);
  await page.getByRole('button', { name: 'Remove SQL' }).focus();
  await page.keyboard.press('Enter');
  await expectChips(page, ['React', 'Tally']);
  await skills.fill('Excel');

  // The résumé uploads at once and is saved with the form.
  await resumeInput(page).setInputFiles({ name: 'asha-cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(toast(page, 'Resume uploaded successfully!')).toBeVisible();
  await expect(page.getByText('Resume (PDF)')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-edit-1280.png'), fullPage: true });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile details updated successfully!')).toBeVisible();
  await expect(page).toHaveURL('/user-profile');

  // The view shows every field, and the header greets by the new name (the session refreshed).
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText(`Namaste, ${name}`)).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: '+91 98765 43210' })).toBeVisible();
  await expect(details.filter({ hasText: 'Pune, Maharashtra' })).toBeVisible();
  await expect(details.filter({ hasText: 'Experienced' })).toBeVisible();
  await expect(details.filter({ hasText: '4 years of experience' })).toBeVisible();
  await expect(details.filter({ hasText: 'B.Com, Savitribai Phule Pune University' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText(['React', 'Tally', 'Excel']);
  await page.screenshot({ path: test.info().outputPath('profile-full-1280.png'), fullPage: true });

  // View opens the stored file in a new tab.
  const view = page.getByRole('link', { name: 'View resume (opens in a new tab)' });
  await expect(view).toHaveAttribute('target', '_blank');
  const href = await view.getAttribute('href');
  expect(href).toMatch(/^\/uploads\/[^/]+\.pdf$/);
  const popup = page.waitForEvent('popup');
  await view.click();
  await (await popup).close();
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');

  // Delete asks first; Cancel keeps it, Delete removes it.
  await page.getByRole('button', { name: 'Delete resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete resume' });
  await expect(dialog).toContainText('Are you sure you want to delete your resume?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Resume (PDF)')).toBeVisible();
  await page.getByRole('button', { name: 'Delete resume' }).click();
  await page.getByRole('dialog', { name: 'Delete resume' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Resume deleted successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload Resume' })).toBeVisible();
  expect(((await (await page.request.get('/api/auth/me')).json()) as { user: { resume: string | null } }).user.resume ?? null).toBeNull();
});

test('a saved résumé must be deleted before another is uploaded; a failed delete says so', async ({ page, freshJobseeker }) => {
  await signIn(page, freshJobseeker);
  await addResume(page.request);
  await page.goto('/edit-profile?field=resume');
  await expect(page.getByText('Delete this resume to upload a new one')).toBeVisible();
  await expect(resumeInput(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete resume' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete resume' }).getByRole('button', { name: 'Delete', exact: true });
  // A failed delete says so and keeps the prompt open.
  await page.route('**/api/users/resume', (route) => route.fulfill({ status: 500, body: '' }));
  await confirm.click();
  await expect(toast(page, 'Failed to delete resume. Please try again.')).toBeVisible();
  await page.unroute('**/api/users/resume');
  await confirm.click();
  await expect(toast(page, 'Resume deleted successfully!')).toBeVisible();
  await expect(resumeInput(page)).toHaveCount(1);
});

test('uploads of a wrong type or over 5 MB are refused with the spec messages; a failed upload keeps the old file', async ({
  page,
  freshJobseeker,
}) => {
  await signIn(page, freshJobseeker);
  await page.goto('/edit-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();

  await resumeInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload a valid document file (PDF, DOC, or DOCX)' })).toBeVisible();

  const tooBig = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
  tooBig.write('%PDF-1.4\n', 0, 'latin1');
  await resumeInput(page).setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: tooBig });
  await expect(page.getByRole('alert').filter({ hasText: 'File size should be less than 5MB' })).toBeVisible();

  const photo = page.getByLabel('Profile photo');
  await photo.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload a valid image file (JPEG, PNG, GIF, or WebP)' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-upload-errors-1280.png'), fullPage: true });

  // A good photo, then a failing one: the first stays.
  await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(toast(page, 'Avatar uploaded successfully!')).toBeVisible();
  const preview = page.getByRole('img', { name: /profile photo/ });
  const first = await preview.getAttribute('src');
  expect(first).toMatch(/^\/uploads\//);
  await page.route('**/api/files/upload**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Storage is full","code":"internal"}' }),
  );
  await photo.setInputFiles({ name: 'other.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(toast(page, 'Failed to upload avatar. Please try again.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Storage is full' })).toBeVisible();
  await expect(preview).toHaveAttribute('src', first!);

  // An upload that names no file is a failure too (spec §5).
  await page.unroute('**/api/files/upload**');
  await page.route('**/api/files/upload**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, message: 'File uploaded', filename: '', url: '', imageUrl: '' }),
    }),
  );
  await resumeInput(page).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(toast(page, 'Failed to upload resume. Please try again.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Upload successful but no URL returned' })).toBeVisible();
  await expect(resumeInput(page)).toHaveCount(1);
});

test('Cancel restores the saved values', async ({ page, freshJobseeker }) => {
  await signIn(page, freshJobseeker);
  await updateProfile(page.request, { phone: '9876543210', skills: ['Welding', 'Fitting'], status: 'fresher' });
  await page.goto('/edit-profile');
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('Phone number').fill('9123456780');
  await page.getByRole('button', { name: 'Remove Welding' }).click();
  await page.getByLabel('Status').selectOption('experienced');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL('/user-profile');
  await expect(page.getByRole('heading', { level: 2, name: freshJobseeker.name })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '9876543210' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText(['Welding', 'Fitting']);

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue(freshJobseeker.name);
  await expect(page.getByLabel('Phone number')).toHaveValue('9876543210');
  await expect(page.getByLabel('Status')).toHaveValue('fresher');
  await expectChips(page, ['Welding', 'Fitting']);
});

test('Add Skills and Upload Resume open the edit mode at that field', async ({ page, freshJobseeker }) => {
  await signIn(page, freshJobseeker);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Add Skills' }).click();
  await expect(page).toHaveURL('/edit-profile?field=skills');
  await expect(page.getByLabel('Skills', { exact: true })).toBeFocused();
  await page.goBack();
  await page.getByRole('link', { name: 'Upload Resume' }).click();
  await expect(page).toHaveURL('/edit-profile?field=resume');
  await expect(resumeInput(page)).toBeFocused();
});

test('the form checks its fields; a failed save stays in edit with the server message', async ({ page, freshJobseeker }) => {
  await signIn(page, freshJobseeker);
  await page.goto('/edit-profile');
  await page.getByLabel('Full name').fill(' ');
  await page.getByLabel('Phone number').fill('12345');
  await page.getByLabel('Status').selectOption('experienced');
  await page.getByLabel('Years of experience').fill('1.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(page.getByText('Years of experience must be a whole number of 0 or more')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();

  await page.getByLabel('Full name').fill('Asha Verma');
  await page.getByLabel('Phone number').fill('');
  await page.getByLabel('Years of experience').fill('2');
  await page.route('**/api/users/profile', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Server responded with status 502')).toBeVisible();
  await expect(page).toHaveURL('/edit-profile');

  await page.unroute('**/api/users/profile');
  await page.route('**/api/users/profile', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Location must be at most 200 characters', code: 'validation' }),
    }),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Location must be at most 200 characters')).toBeVisible();
  await expect(page).toHaveURL('/edit-profile');
});

test('the profile shows a skeleton while it loads and Try Again after a failure', async ({ page, freshJobseeker }) => {
  await signIn(page, freshJobseeker);
  // The first GET /api/auth/me is the session check; the profile page asks again.
  let calls = 0;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/me', async (route) => {
    calls += 1;
    if (calls === 1) return route.continue();
    if (calls === 2) {
      await held;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Boom","code":"internal"}' });
    }
    return route.continue();
  });
  await page.goto('/user-profile');
  await expect(page.getByRole('status').filter({ hasText: 'Loading profile' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-loading-1280.png'), fullPage: true });
  release();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load profile data' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-error-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: freshJobseeker.name })).toBeVisible();
});

test('at 390 px the profile and its form fit the screen', async ({ page, freshJobseeker }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, freshJobseeker);
  await updateProfile(page.request, {
    phone: '+91 98765 43210',
    location: 'Pune, Maharashtra',
    status: 'experienced',
    yearsOfExperience: 3,
    educationQualification: 'Diploma in Mechanical Engineering',
    skills: ['AutoCAD', 'Welding', 'Quality checks', 'Team leading'],
  });
  await addResume(page.request);
  const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/user-profile');
  await expect(page.getByRole('heading', { level: 2, name: freshJobseeker.name })).toBeVisible();
  await fits();
  await page.screenshot({ path: test.info().outputPath('profile-390.png'), fullPage: true });

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Years of experience')).toHaveValue('3');
  await fits();
  await page.screenshot({ path: test.info().outputPath('profile-edit-390.png'), fullPage: true });

  await page.getByRole('button', { name: 'Delete resume' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete resume' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-delete-dialog-390.png') });
});
