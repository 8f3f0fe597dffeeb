import { tinyPng } from '../fixtures/data';
import { expect, test } from '../fixtures/test';

test('an employer signs up with a company logo and lands on the employer dashboard', async ({
  page,
  mailbox,
  newEmployer,
  signupPage,
  verifyEmailPage,
  shell,
}) => {
  const account = newEmployer();

  await signupPage.goto('employer');
  await signupPage.fill(account);
  await page.getByLabel('Company logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByRole('img', { name: 'Company logo preview' })).toBeVisible();

  const since = await mailbox.mark();
  const upload = page.waitForResponse((r) => r.url().endsWith('/api/auth/upload-image'));
  await signupPage.submit();
  const uploaded = await upload;
  expect(uploaded.status()).toBe(200);
  const { filename } = (await uploaded.json()) as { filename: string };
  expect(filename).toBeTruthy();

  await verifyEmailPage.expectOpenFor(account.email);
  await verifyEmailPage.enterCode(await mailbox.code(account.email, since), 'paste');

  await expect(page).toHaveURL('/employer-dashboard');
  await shell.expectGreeting(account);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const me = await page.request.get('/api/auth/me');
  expect(await me.json()).toMatchObject({
    user: { role: 'employer', email: account.email, companyName: account.companyName, companyLogo: filename },
  });
  const logo = await page.request.get(`/uploads/${filename}`);
  expect(logo.status()).toBe(200);
});
