import { toasts } from '../fixtures/pages';
import { expect, test } from '../fixtures/test';

test('sign-up shows the first failing rule of each field before calling the API', async ({ page, signupPage }) => {
  await signupPage.goto('employer');
  await signupPage.submit();
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();

  await page.getByLabel('Full name').fill('A');
  await page.getByLabel('Email address').fill('asha@example');
  await page.getByLabel('Password', { exact: true }).fill('lowercase1!');
  await page.getByLabel('Confirm password', { exact: true }).fill('different');
  await signupPage.submit();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Email address is invalid')).toBeVisible();
  await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});

test('signing up with an e-mail that has an account marks the e-mail field', async ({ page, accounts, signupPage }) => {
  await signupPage.goto('jobseeker');
  await signupPage.fill({ ...accounts.jobseeker, name: 'Someone Else' });
  await signupPage.submit();
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email address')).toBeFocused();
  // The error shows once: under the field, not again as a form alert or a toast.
  await expect(page.getByText('User already exists')).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(0);
});

test('a picked file that is not an image is refused with the spec message', async ({ page, signupPage }) => {
  await signupPage.goto('jobseeker');
  await page.getByLabel('Profile image').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('Please select an image file (JPEG, PNG, GIF)')).toBeVisible();
});
