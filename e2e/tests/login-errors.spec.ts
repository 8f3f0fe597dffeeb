import { sessionUser } from '../fixtures/api';
import { expect, test } from '../fixtures/test';

test('an employer on the candidate login page is told to use the employer login', async ({ page, accounts, loginPage }) => {
  await loginPage.goto('jobseeker');
  await loginPage.login(accounts.employer.email, accounts.employer.password);
  await expect(page.getByText('This email is registered as an employer. Please use the employer login.')).toBeVisible();
  // The server's redirect is followed to the right login page.
  await expect(page).toHaveURL('/login/employer');
  // No session was kept from the wrong door.
  expect(await sessionUser(page.request)).toBeNull();
});

test('a wrong password shows the invalid-credentials message', async ({ page, accounts, loginPage }) => {
  await loginPage.goto('jobseeker');
  await loginPage.login(accounts.jobseeker.email, `${accounts.jobseeker.password}x`);
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please check your email and password.');
  await expect(page).toHaveURL('/login/jobseeker');
});

test('the login form checks its fields before calling the API', async ({ page, loginPage }) => {
  await loginPage.goto('employer');
  // Spec §2.3: the login pages are never cached.
  await expect(page.locator('head meta[http-equiv="Cache-Control"]')).toHaveAttribute('content', /no-store/);
  await loginPage.submit();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeFocused();
});

test('an account still waiting for its code is sent back to sign-up', async ({ page, request, newJobseeker, loginPage }) => {
  const account = newJobseeker();
  const register = await request.post('/api/auth/register', {
    data: { ...account, confirmPassword: account.password, role: 'jobseeker' },
  });
  expect(register.status()).toBe(200);

  await loginPage.goto('jobseeker');
  await loginPage.login(account.email, account.password);
  await expect(page.getByText('Please verify your email address to login.')).toBeVisible();
  await expect(page).toHaveURL('/signup/jobseeker');
});

test('a migrated password that cannot be verified leads to the reset-by-code dialog', async ({ page, newEmployer }) => {
  const account = newEmployer();
  await page.goto(`/reset-migrated-password?email=${encodeURIComponent(account.email)}&role=employer`);
  await expect(page.getByLabel('Email address')).toHaveValue(account.email);
  await expect(page.getByLabel('Email address')).toHaveAttribute('readonly', '');
  await page.getByLabel('Old password', { exact: true }).fill('not-the-old-one');
  await page.getByLabel('New password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Reset password' }).click();

  // The server's 403 redirect is followed: the employer login with the forgot-password dialog open.
  await expect(page).toHaveURL('/login/employer?forgot=1');
  await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
});
