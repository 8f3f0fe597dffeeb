// The sign-in screens and the moderation console in Hindi (issue 30): the login chooser, the
// candidate, employer and admin logins with their validation and a wrong password, sign-up with
// its validation, the e-mailed code, the forgot-password dialog's three steps, the migrated
// password reset, and the console with a held job, its reject dialog and the audit log. Each
// screen is checked for English left on it (fixtures/hindi.ts) and photographed at 390 and 1280 px.
import type { Page } from '@playwright/test';
import { adminAccount, newEmployer, postHeldJob, queueCard, uniqueWord } from '../fixtures/admin';
import { buildEmployer, strongPassword } from '../fixtures/data';
import { chooseHindi, expectHindi, screenshots } from '../fixtures/hindi';
import { expect, test } from '../fixtures/test';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseHindi(context, baseURL ?? '');
});

/** A login page's fields, by their Hindi labels. */
async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('ईमेल पता').fill(email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(password);
}

test('the login chooser and the candidate and employer logins, with their errors, read in Hindi', async ({
  page,
  accounts,
}, testInfo) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'KaamSetu में लॉग इन करें' })).toBeVisible();
  await expectHindi(page);
  await expect(page).toHaveTitle('लॉगिन | KaamSetu');
  await screenshots(page, testInfo, 'auth-chooser');

  await page.getByRole('main').getByRole('link', { name: /उम्मीदवार लॉगिन/ }).click();
  await expect(page).toHaveURL('/login/jobseeker');
  await expect(page.getByRole('heading', { name: 'उम्मीदवार लॉगिन' })).toBeVisible();
  await expectHindi(page);

  // The form's own checks, then the server's answer to a wrong password.
  await page.getByRole('button', { name: 'लॉग इन करें' }).click();
  await expect(page.getByText('ईमेल लिखना ज़रूरी है')).toBeVisible();
  await expect(page.getByText('पासवर्ड लिखना ज़रूरी है')).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'auth-login-required');

  await fillLogin(page, accounts.jobseeker.email, `${accounts.jobseeker.password}x`);
  await page.getByRole('button', { name: 'लॉग इन करें' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ईमेल या पासवर्ड गलत है' })).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'auth-login-wrong-password');

  // The employer's page: an address that is not one.
  await page.getByRole('link', { name: 'कर्मचारी चाहिए? एम्प्लॉयर लॉगिन' }).click();
  await expect(page.getByRole('heading', { name: 'एम्प्लॉयर लॉगिन' })).toBeVisible();
  await fillLogin(page, 'nobody', 'x');
  await page.getByRole('button', { name: 'लॉग इन करें' }).click();
  await expect(page.getByText('कृपया सही ईमेल लिखें')).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'auth-login-employer');

  // A job seeker at the employer's door is sent to the candidate login, told why in Hindi.
  await fillLogin(page, accounts.jobseeker.email, accounts.jobseeker.password);
  await page.getByRole('button', { name: 'लॉग इन करें' }).click();
  await expect(page).toHaveURL('/login/jobseeker');
  await expect(page.getByText('यह ईमेल नौकरी खोजने वाले के रूप में रजिस्टर है। कृपया उम्मीदवार लॉगिन का इस्तेमाल करें।')).toBeVisible();

  // The right door: the welcome screen, by name.
  await fillLogin(page, accounts.jobseeker.email, accounts.jobseeker.password);
  await page.getByRole('button', { name: 'लॉग इन करें' }).click();
  await expect(page.getByText(`फिर से स्वागत है, ${accounts.jobseeker.name}!`)).toBeVisible();
});

test('sign-up checks its fields in Hindi, then the e-mailed code verifies the account', async ({ page, mailbox }, testInfo) => {
  const account = buildEmployer();
  await page.goto('/signup/employer');
  await expect(page.getByRole('heading', { name: 'अपना एम्प्लॉयर अकाउंट बनाएँ' })).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'auth-signup-employer');

  await page.getByRole('button', { name: 'अकाउंट बनाएँ' }).click();
  await expect(page.getByText('नाम लिखना ज़रूरी है', { exact: true })).toBeVisible();
  await expect(page.getByText('कंपनी का नाम लिखना ज़रूरी है')).toBeVisible();
  await expect(page.getByText('ईमेल लिखना ज़रूरी है')).toBeVisible();
  await expect(page.getByText('कृपया अपना पासवर्ड दोबारा लिखें')).toBeVisible();
  await page.getByLabel('पूरा नाम').fill(account.name);
  await page.getByLabel('कंपनी का नाम').fill(account.companyName ?? 'Setu Logistics');
  await page.getByLabel('ईमेल पता').fill('asha@example');
  await page.getByLabel('पासवर्ड', { exact: true }).fill('short');
  await page.getByLabel('पासवर्ड दोबारा लिखें', { exact: true }).fill('other');
  await expect(page.getByText('ईमेल पता सही नहीं है')).toBeVisible();
  await expect(page.getByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए')).toBeVisible();
  await expect(page.getByText('दोनों पासवर्ड एक जैसे नहीं हैं')).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'auth-signup-errors');

  // A good form: the code is mailed and the verify page opens.
  await page.getByLabel('ईमेल पता').fill(account.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(account.password);
  await page.getByLabel('पासवर्ड दोबारा लिखें', { exact: true }).fill(account.password);
  const since = await mailbox.mark();
  await page.getByRole('button', { name: 'अकाउंट बनाएँ' }).click();
  await expect(page.getByRole('heading', { name: 'अपना ईमेल देखें' })).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  await expect(page.getByRole('heading', { name: 'अपना ईमेल सत्यापित करें' })).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'auth-verify');

  // A wrong code: the server's error in Hindi; then the right one.
  const code = await mailbox.code(account.email, since);
  const wrong = code === '000000' ? '111111' : '000000';
  const boxes = page.getByRole('group', { name: 'सत्यापन कोड' }).getByRole('textbox');
  await boxes.first().click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: 'ईमेल सत्यापित करें' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'सत्यापन कोड गलत है' })).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'auth-verify-wrong-code');

  // Each box selects its digit on focus: typing over them replaces the wrong code.
  await boxes.first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'ईमेल सत्यापित करें' }).click();
  await expect(page.getByRole('heading', { name: 'ईमेल सत्यापित हो गया!' })).toBeVisible();
});

test('the verify page without an address, and the migrated-password reset, read in Hindi', async ({ page }, testInfo) => {
  await page.goto('/verify-email');
  await expect(page.getByText('हम पता नहीं लगा सके कि कौन-सा ईमेल पता सत्यापित करना है। कृपया दोबारा साइन अप करें।')).toBeVisible();
  await expect(page.getByRole('link', { name: 'साइन अप पर जाएँ' })).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'auth-verify-no-email');

  await page.goto(`/reset-migrated-password?email=${encodeURIComponent('old.user@example.in')}&role=employer`);
  await expect(page.getByRole('heading', { name: 'नया पासवर्ड बनाएँ' })).toBeVisible();
  await page.getByRole('button', { name: 'पासवर्ड रीसेट करें' }).click();
  await expect(page.getByText('पासवर्ड लिखना ज़रूरी है')).toBeVisible();
  await expect(page.getByText('कृपया अपना पासवर्ड दोबारा लिखें')).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'auth-migrated-reset');
});

test('the forgot-password dialog walks its three steps in Hindi', async ({ page, mailbox, freshJobseeker: account }, testInfo) => {
  await page.goto('/login/jobseeker');
  await page.getByRole('button', { name: 'पासवर्ड भूल गए?' }).click();
  const dialog = page.getByRole('dialog', { name: 'अपना पासवर्ड रीसेट करें' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'कोड भेजें' }).click();
  await expect(dialog.getByText('ईमेल लिखना ज़रूरी है')).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'auth-forgot-email');

  await dialog.getByLabel('ईमेल पता').fill(account.email);
  const since = await mailbox.mark();
  await dialog.getByRole('button', { name: 'कोड भेजें' }).click();
  await expect(dialog.getByText(`कोड ${account.email} पर भेजा गया`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^\d+ सेकंड में दोबारा भेजें$/ })).toBeDisabled();
  await dialog.getByRole('button', { name: 'कोड जाँचें' }).click();
  await expect(dialog.getByText('कृपया 6 अंकों का सही सत्यापन कोड लिखें')).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'auth-forgot-code');

  const code = await mailbox.code(account.email, since);
  await dialog.getByRole('group', { name: 'सत्यापन कोड' }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'कोड जाँचें' }).click();

  await dialog.getByLabel('नया पासवर्ड', { exact: true }).fill('short');
  await dialog.getByLabel('नया पासवर्ड दोबारा लिखें', { exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'पासवर्ड रीसेट करें' }).click();
  await expect(dialog.getByText('पासवर्ड 8 से 20 अक्षरों का होना चाहिए')).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'auth-forgot-password');

  const password = strongPassword();
  await dialog.getByLabel('नया पासवर्ड', { exact: true }).fill(password);
  await dialog.getByLabel('नया पासवर्ड दोबारा लिखें', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'पासवर्ड रीसेट करें' }).click();
  await expect(page.getByText('पासवर्ड रीसेट हो गया')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the admin login and the moderation console, with a held job, read in Hindi', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}, testInfo) => {
  const employer = await newEmployer({ playwright, baseURL, mailbox });
  const title = `Delivery partner ${uniqueWord()}`;
  await postHeldJob(employer.request, title);

  await page.goto('/login/admin');
  await expect(page.getByRole('heading', { name: 'एडमिन लॉगिन' })).toBeVisible();
  await expect(page.getByText('एडमिन अकाउंट KaamSetu की टीम बनाती है, साइन अप से नहीं बनते।')).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'admin-login');

  const admin = adminAccount();
  await fillLogin(page, admin.email, admin.password);
  await page.getByRole('button', { name: 'लॉग इन करें' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'मॉडरेशन', level: 1 })).toBeVisible();

  const card = queueCard(page, title);
  await expect(card.getByText('जाँच में रुकी')).toBeVisible();
  await expect(card.getByText(/^जोखिम स्कोर \d+$/)).toBeVisible();
  await expect(card.getByRole('region', { name: 'जाँच में क्या मिला' }).getByText(/नौकरी खोजने वालों से पैसे माँगती है/)).toBeVisible();
  await expect(card.getByText('आज पोस्ट हुई')).toBeVisible();
  await card.getByText('पूरी पोस्टिंग पढ़ें').click();
  await expect(card.getByText('₹15,000 - ₹22,000 प्रति माह')).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'admin-queue');

  // Reject asks for the employer's message first.
  await card.getByRole('button', { name: `अस्वीकार करें ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'यह नौकरी अस्वीकार करें' });
  await dialog.getByRole('button', { name: 'नौकरी अस्वीकार करें' }).click();
  await expect(dialog.getByText('कृपया एम्प्लॉयर के लिए संदेश लिखें (कम से कम 5 अक्षर)')).toBeVisible();
  await expectHindi(page);
  await screenshots(page, testInfo, 'admin-reject-dialog');

  await dialog.getByLabel('एम्प्लॉयर के लिए संदेश').fill('रजिस्ट्रेशन फ़ीस माँगना मना है।');
  await dialog.getByRole('button', { name: 'नौकरी अस्वीकार करें' }).click();
  await expect(page.getByText('नौकरी अस्वीकार की गई', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'ऑडिट लॉग' }).click();
  const log = page.getByRole('list', { name: 'ऑडिट लॉग' });
  const row = log.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('अस्वीकार की गई')).toBeVisible();
  await expect(row.getByText(`${admin.email} द्वारा`)).toBeVisible();
  // Let the toast go before the check, so it looks at the log alone.
  await expect(page.getByText('नौकरी अस्वीकार की गई', { exact: true })).toBeHidden({ timeout: 10_000 });
  await expectHindi(page);
  await screenshots(page, testInfo, 'admin-audit');
});
