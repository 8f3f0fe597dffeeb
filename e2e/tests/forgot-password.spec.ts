import { strongPassword } from '../fixtures/data';
import { expect, test } from '../fixtures/test';

test('the forgot-password dialog resets the password with the e-mailed code', async ({
  page,
  mailbox,
  freshJobseeker: account,
  loginPage,
}) => {
  const newPassword = strongPassword();
  await loginPage.goto('jobseeker');
  await page.getByRole('button', { name: 'Forgot password?' }).click();

  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email address').fill(account.email);
  const since = await mailbox.mark();
  await dialog.getByRole('button', { name: 'Send code' }).click();

  // Step 2: the code, with the resend cooldown running.
  await expect(dialog.getByText(`Code sent to ${account.email}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  const code = await mailbox.code(account.email, since);
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'Verify code' }).click();

  // Step 3: the new password, checked by the dialog's rules first.
  await dialog.getByLabel('New password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm new password', { exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(dialog.getByText('Password must be 8–20 characters long')).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Reset password' }).click();

  await expect(page.getByText('Password reset successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await loginPage.login(account.email, newPassword);
  await loginPage.expectSignedIn(account);
});
