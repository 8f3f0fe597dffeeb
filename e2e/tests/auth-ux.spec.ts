import { boxOf, isOnTop, toasts, toastSaying } from '../fixtures/pages';
import { expect, test } from '../fixtures/test';

const DEV_MAIL_NOTE = 'Development mode: the email was saved on the server instead of being sent.';

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a sign-up that only sent a code says so, Resend waits out the cooldown, errors show once, toasts stay below the header', async ({
    page,
    mailbox,
    newJobseeker,
    signupPage,
    verifyEmailPage,
    shell,
  }) => {
    const account = newJobseeker();
    await signupPage.goto('jobseeker');
    await signupPage.fill(account);
    const since = await mailbox.mark();
    await signupPage.submit();

    // 200 from register: a code was sent, no account exists yet.
    const sent = toastSaying(page, 'Verification code sent to your email');
    await expect(sent).toBeVisible();
    await expect(page.getByText('Registration successful!')).toHaveCount(0);
    // The e2e server writes mail to a folder instead of sending it, and the page says so.
    await expect(page.getByText(DEV_MAIL_NOTE)).toBeVisible();
    await expect(page.getByText(/console/i)).toHaveCount(0);
    // The toast sits below the phone's logo bar.
    const logo = page.getByRole('link', { name: 'KaamSetu home' });
    await expect(async () => expect((await boxOf(sent)).top).toBeGreaterThanOrEqual((await boxOf(logo)).bottom)).toPass();

    // /verify-email continues the cooldown the register reply announced: Resend is not live.
    await verifyEmailPage.expectOpenFor(account.email);
    const resendLater = page.getByRole('button', { name: /^Resend in \d+s$/ });
    await expect(resendLater).toBeDisabled();
    const seconds = Number(/(\d+)s/.exec((await resendLater.textContent()) ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(30);
    expect(seconds).toBeLessThanOrEqual(60);
    await expect(page.getByText(DEV_MAIL_NOTE)).toBeVisible();
    // It is kept with the pending sign-up, so a reload does not make Resend live either.
    await page.reload();
    await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();

    // A wrong code: the message shows once, under the boxes, and not as a toast.
    const code = await mailbox.code(account.email, since);
    const wrong = [...code].map((digit) => String((Number(digit) + 1) % 10)).join('');
    await verifyEmailPage.enterCode(wrong);
    const error = page.getByRole('alert');
    await expect(error).toBeVisible();
    const message = ((await error.textContent()) ?? '').trim();
    expect(message).not.toBe('');
    await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    await expect(toastSaying(page, message)).toHaveCount(0);

    // The right code (a fresh form: the reload clears the boxes).
    await page.reload();
    await verifyEmailPage.enterCode(code);
    const verified = toastSaying(page, 'Email verified successfully! Account created.');
    await expect(verified).toBeVisible();
    // Hovering a toast pauses its timer, so it is still there on the dashboard.
    await verified.hover();
    await expect(page).toHaveURL('/userDashboard');
    await shell.expectGreeting(account);
    await expect(verified).toBeVisible();
    const header = page.getByRole('banner');
    await expect(async () => expect((await boxOf(verified)).top).toBeGreaterThanOrEqual((await boxOf(header)).bottom)).toPass();
    expect(await isOnTop(page.getByText(`Namaste, ${account.name}`))).toBe(true);
    expect(await isOnTop(page.getByRole('button', { name: 'Account menu' }))).toBe(true);
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('toasts show above the forgot-password dialog and can be dismissed there', async ({
      page,
      freshJobseeker: account,
      loginPage,
    }) => {
      await loginPage.goto('jobseeker');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset your password' });
      await dialog.getByLabel('Email address').fill(account.email);
      await dialog.getByRole('button', { name: 'Send code' }).click();
      await expect(dialog.getByText(`Code sent to ${account.email}`)).toBeVisible();
      await expect(dialog.getByText(DEV_MAIL_NOTE)).toBeVisible();
      await expect(dialog.getByText(/console/i)).toHaveCount(0);

      const sent = toastSaying(page, 'Verification code sent to your email');
      await expect(sent).toBeVisible();
      // Nothing (no backdrop) covers it, and it takes clicks while the modal is open.
      await expect.poll(() => isOnTop(sent)).toBe(true);
      await sent.getByRole('button', { name: 'Close toast' }).click({ timeout: 5_000 });
      await expect(sent).toHaveCount(0);
      await expect(dialog).toBeVisible();

      // Closing the dialog gives the toasts back to the page.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(1);
    });
  });
}

test('"Registration successful!" shows only when register created the account (201)', async ({ page, newJobseeker, signupPage }) => {
  const account = newJobseeker();
  // A server configured to create accounts at once answers 201 with the signed-in user.
  await page.route('**/api/auth/register', (route) =>
    route.fulfill({
      status: 201,
      json: {
        success: true,
        message: 'Registration successful!',
        user: {
          _id: '00000000-0000-0000-0000-000000000001',
          name: account.name,
          email: account.email,
          role: 'jobseeker',
          avatar: null,
          skills: [],
          isEmailVerified: true,
          companyName: null,
          companyLogo: null,
          company: null,
          companyDesc: null,
          companyLocation: null,
          industry: null,
          location: null,
          phone: null,
          resume: null,
          status: null,
          yearsOfExperience: null,
          educationQualification: null,
          createdAt: null,
        },
      },
    }),
  );
  await signupPage.goto('jobseeker');
  await signupPage.fill(account);
  await signupPage.submit();
  await expect(toastSaying(page, 'Registration successful!')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome to KaamSetu, ${account.name}!` })).toBeVisible();
  await expect(toastSaying(page, 'Verification code sent to your email')).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(1);
});
