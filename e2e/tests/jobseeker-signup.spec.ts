import { expect, test } from '../fixtures/test';

test('a job seeker signs up, verifies the e-mail, logs out and logs in again with remember-me', async ({
  page,
  context,
  mailbox,
  newJobseeker,
  signupPage,
  verifyEmailPage,
  loginPage,
  shell,
}) => {
  const account = newJobseeker();

  await signupPage.goto('jobseeker');
  await signupPage.fill(account);
  const since = await mailbox.mark();
  await signupPage.submit();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await verifyEmailPage.expectOpenFor(account.email);
  await verifyEmailPage.enterCode(await mailbox.code(account.email, since));
  await expect(page.getByText('Email verified successfully! Account created.')).toBeVisible();

  await expect(page).toHaveURL('/userDashboard');
  await shell.expectGreeting(account);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await shell.logout();
  expect((await context.cookies()).filter((c) => c.name === 'ks_session')).toHaveLength(0);

  await loginPage.goto('jobseeker');
  await loginPage.login(account.email, account.password, { rememberMe: true });
  await loginPage.expectSignedIn(account);
  await shell.expectGreeting(account);

  // Remember me: the session cookie outlives the browser session.
  const session = (await context.cookies()).find((c) => c.name === 'ks_session');
  expect(session?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 3600);
});
