// The moderation console (issue 29): the admin login, the queue's decisions and what they do
// (mail, Manage Jobs, search), the audit log, the console's states on a phone and a desktop, and
// who may not see it. The admin is shared by the run's tests: each finds its own jobs by title.
import {
  adminAccount,
  expectSearchCount,
  mailTo,
  newEmployer,
  openConsole,
  postHeldJob,
  postJob,
  queueCard,
  reportByThree,
  screenshots,
  searchCount,
  signInAdmin,
  uniqueWord,
  waitForSearch,
} from '../fixtures/admin';
import { sessionUser } from '../fixtures/api';
import { gate } from '../fixtures/employer';
import { toastSaying } from '../fixtures/pages';
import type { Page } from '@playwright/test';
import { expect, storageStateOf, test } from '../fixtures/test';

const MESSAGE_RULE = 'Please write a message for the employer (at least 5 characters)';

/**
 * Opens `path` at the top of the page: the app brings a loaded page back to where it was left
 * (its scroll restoration), which would put the screenshots' sticky header mid-page.
 */
async function visitFromTop(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.goto(path);
}

test('a held posting is in the queue; rejecting it mails the employer, who reads why in Manage Jobs', async ({
  page,
  browser,
  playwright,
  baseURL,
  mailbox,
}) => {
  const employer = await newEmployer({ playwright, baseURL, mailbox });
  const title = `Delivery partner ${uniqueWord()}`;
  const job = await postHeldJob(employer.request, title);

  // The admin signs in on the admin's own login page and lands on the console.
  const admin = adminAccount();
  await page.goto('/login/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  await page.getByLabel('Email address').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin');

  const card = queueCard(page, title);
  await expect(card.getByText('Held by check')).toBeVisible();
  await expect(card.getByText(/^Risk score \d+$/)).toBeVisible();
  await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', new RegExp(`^/job/[^/]+/${job._id}$`));
  await expect(card.getByRole('region', { name: 'What the check found' }).getByRole('listitem').first()).toBeVisible();
  const history = card.getByRole('region', { name: 'Employer' });
  await expect(history.getByText(employer.account.email)).toBeVisible();
  await expect(history.getByText(/^Joined \w+ \d{4}$/)).toBeVisible();

  // Reject asks for a message first.
  await card.getByRole('button', { name: `Reject ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this job' });
  await dialog.getByRole('button', { name: 'Reject job' }).click();
  await expect(dialog.getByText(MESSAGE_RULE)).toBeVisible();
  const message = `Asking job seekers for a registration fee is not allowed (${uniqueWord()}).`;
  await dialog.getByLabel('Message to the employer').fill(message);
  await dialog.getByRole('button', { name: 'Reject job' }).click();
  await expect(toastSaying(page, 'Job rejected')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  // The employer is mailed the message, and reads it in Manage Jobs.
  const body = await mailTo(mailbox, employer.account.email, 'was not published');
  expect(body).toContain(message);
  const context = await browser.newContext({ baseURL, storageState: await employer.request.storageState() });
  try {
    const employerPage = await context.newPage();
    await employerPage.goto('/manage-jobs');
    // (Manage Jobs draws a table on wide screens and cards on phones: the one shown counts.)
    await expect(employerPage.getByText(title).filter({ visible: true }).first()).toBeVisible();
    await expect(employerPage.getByText(message).filter({ visible: true }).first()).toBeVisible();
  } finally {
    await context.close();
    await employer.request.dispose();
  }
});

test('approving a held job makes it findable', async ({ page, playwright, baseURL, mailbox }) => {
  const employer = await newEmployer({ playwright, baseURL, mailbox });
  await waitForSearch(employer.request);
  const word = uniqueWord();
  const title = `Warehouse helper ${word}`;
  await postHeldJob(employer.request, title);
  expect(await searchCount(employer.request, word), 'a held job is not searchable').toBe(0);

  await openConsole(page);
  const card = queueCard(page, title);
  // The title opens the job's page, which an admin may see while the job is held.
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.goBack();
  await card.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(toastSaying(page, 'Job approved')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expectSearchCount(employer.request, word, 1);
  await employer.request.dispose();
});

test("suspending an employer takes all their jobs out of search and stops their posting", async ({
  page,
  playwright,
  baseURL,
  mailbox,
}) => {
  const employer = await newEmployer({ playwright, baseURL, mailbox });
  await waitForSearch(employer.request);
  const word = uniqueWord();
  const live = await postJob(employer.request, { title: `Packing staff ${word}` });
  expect(live.review).toBe('live');
  const held = await postHeldJob(employer.request, `Courier boy ${word}`);
  await expectSearchCount(employer.request, word, 1);

  await openConsole(page);
  const card = queueCard(page, held.title);
  await card.getByRole('button', { name: `Suspend employer ${employer.account.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend this employer' });
  await expect(dialog.getByText('All their jobs leave search at once')).toBeVisible();
  await dialog.getByRole('button', { name: 'Suspend employer' }).click();
  await expect(dialog.getByText(MESSAGE_RULE)).toBeVisible();
  const message = `Your jobs asked job seekers for money (${uniqueWord()}).`;
  await dialog.getByLabel('Message to the employer').fill(message);
  await dialog.getByRole('button', { name: 'Suspend employer' }).click();
  await expect(toastSaying(page, 'Employer suspended')).toBeVisible();
  await expect(card).toHaveCount(0);

  await expectSearchCount(employer.request, word, 0);
  expect(await mailTo(mailbox, employer.account.email, 'employer account is suspended')).toContain(message);
  const again = await employer.request.post('/api/jobs', { data: { title: `Another ${word}` } });
  expect(again.status(), 'a suspended employer cannot post').not.toBe(201);
  await employer.request.dispose();
});

test('the audit log lists every action: who, what, on which job or employer, why and when', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}) => {
  const first = await newEmployer({ playwright, baseURL, mailbox });
  const second = await newEmployer({ playwright, baseURL, mailbox });
  const approved = await postHeldJob(first.request, `Cook ${uniqueWord()}`);
  const rejected = await postHeldJob(first.request, `Helper ${uniqueWord()}`);
  await postHeldJob(second.request, `Guard ${uniqueWord()}`);

  // The decisions, taken through the API as the admin.
  const admin = await playwright.request.newContext({ baseURL });
  await signInAdmin(admin);
  const rejectMessage = `Fees are not allowed (${uniqueWord()}).`;
  const suspendMessage = `Repeated fee demands (${uniqueWord()}).`;
  expect((await admin.post(`/api/admin/jobs/${approved._id}/approve`)).status()).toBe(200);
  expect((await admin.post(`/api/admin/jobs/${rejected._id}/reject`, { data: { message: rejectMessage } })).status()).toBe(200);
  expect((await admin.post(`/api/admin/employers/${second.id}/suspend`, { data: { message: suspendMessage } })).status()).toBe(200);
  await admin.dispose();

  await openConsole(page);
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page).toHaveURL('/admin?tab=audit');
  await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
  const { email } = adminAccount();

  const approvedRow = rows.filter({ hasText: approved.title });
  await expect(approvedRow).toContainText('Approved');
  await expect(approvedRow).toContainText(`by ${email}`);
  await expect(approvedRow.getByRole('link', { name: approved.title })).toHaveAttribute('href', new RegExp(`/${approved._id}$`));

  const rejectedRow = rows.filter({ hasText: rejected.title });
  await expect(rejectedRow).toContainText('Rejected');
  await expect(rejectedRow).toContainText(rejectMessage);
  await expect(rejectedRow).toContainText(first.account.companyName ?? '');

  const suspendedRow = rows.filter({ hasText: suspendMessage });
  await expect(suspendedRow).toContainText('Suspended employer');
  await expect(suspendedRow).toContainText(second.account.companyName ?? '');
  await expect(suspendedRow.getByText(/\d{4}, \d{1,2}:\d{2}/)).toBeVisible();

  // The tab is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
  await first.request.dispose();
  await second.request.dispose();
});

test('the console on a phone and a desktop: loading, items, dialogs, empty and failed', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}, testInfo) => {
  test.setTimeout(120_000);
  const employer = await newEmployer({ playwright, baseURL, mailbox });
  const word = uniqueWord();
  const held = await postHeldJob(employer.request, `Field sales executive ${word}`);
  const reported = await postJob(employer.request, { title: `Data entry operator ${word}` });
  await reportByThree({ playwright, baseURL, mailbox }, reported._id);
  await signInAdmin(page.request);

  // Loading: the queue's answer is held back.
  const queueRoute = '**/api/admin/moderation';
  const hold = gate();
  await page.route(queueRoute, async (route) => {
    await hold.wait();
    await route.continue();
  });
  await visitFromTop(page, '/admin');
  await expect(page.getByRole('status').filter({ hasText: 'Loading the moderation queue' })).toBeAttached();
  await screenshots(page, testInfo, 'admin-queue-loading');
  hold.open();

  // Items: the hidden job's reports, tallied and listed; the held job's signals.
  const hiddenCard = queueCard(page, reported.title);
  await expect(hiddenCard.getByText('Hidden after reports')).toBeVisible();
  await page.unroute(queueRoute);
  const reports = hiddenCard.getByRole('region', { name: 'Reports' });
  await expect(reports.getByRole('heading', { name: 'Reports (3)' })).toBeVisible();
  await expect(reports.getByText('Asked for money / a fee ×2')).toBeVisible();
  await expect(reports.getByText('Fake company', { exact: true }).first()).toBeVisible();
  await expect(reports.getByText('They asked me to pay before the interview (report 1).')).toBeVisible();
  await expect(queueCard(page, held.title).getByText('Held by check')).toBeVisible();
  await screenshots(page, testInfo, 'admin-queue');

  // On a phone every decision is a thumb-sized button.
  await page.setViewportSize({ width: 390, height: 800 });
  for (const name of [`Approve ${held.title}`, `Reject ${held.title}`, `Suspend employer ${employer.account.email}`]) {
    const box = await queueCard(page, held.title).getByRole('button', { name }).boundingBox();
    expect(box?.height, `${name} is at least 44 px tall`).toBeGreaterThanOrEqual(44);
  }
  await queueCard(page, held.title).getByRole('button', { name: `Reject ${held.title}` }).click();
  const reject = page.getByRole('dialog', { name: 'Reject this job' });
  await reject.getByRole('button', { name: 'Reject job' }).click();
  await expect(reject.getByText(MESSAGE_RULE)).toBeVisible();
  await screenshots(page, testInfo, 'admin-reject-dialog', { fullPage: false });
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await queueCard(page, held.title).getByRole('button', { name: `Suspend employer ${employer.account.email}` }).click();
  const suspend = page.getByRole('dialog', { name: 'Suspend this employer' });
  await expect(suspend.getByText('All their jobs leave search at once')).toBeVisible();
  await screenshots(page, testInfo, 'admin-suspend-dialog', { fullPage: false });
  await suspend.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Empty (the shared queue is never empty on purpose: the answer is made up).
  await page.route(queueRoute, (route) => route.fulfill({ json: { success: true, jobs: [] } }));
  await visitFromTop(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Nothing to review' })).toBeVisible();
  await screenshots(page, testInfo, 'admin-queue-empty');
  await page.unroute(queueRoute);

  // Failed, then Try Again.
  await page.route(queueRoute, (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Internal server error', code: 'internal' } }),
  );
  await visitFromTop(page, '/admin');
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load the moderation queue. Please try again.' })).toBeVisible();
  await screenshots(page, testInfo, 'admin-queue-error');
  await page.unroute(queueRoute);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(queueCard(page, held.title)).toBeVisible();

  // Approve one, so the audit log has an action of this test.
  await queueCard(page, held.title).getByRole('button', { name: `Approve ${held.title}` }).click();
  await expect(toastSaying(page, 'Job approved')).toBeVisible();

  // The audit log: loading, with entries, empty, failed.
  const logRoute = '**/api/admin/audit-log';
  const logHold = gate();
  await page.route(logRoute, async (route) => {
    await logHold.wait();
    await route.continue();
  });
  await visitFromTop(page, '/admin?tab=audit');
  await expect(page.getByRole('status').filter({ hasText: 'Loading the audit log' })).toBeAttached();
  await screenshots(page, testInfo, 'admin-audit-loading');
  logHold.open();
  await expect(page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').filter({ hasText: held.title })).toContainText(
    'Approved',
  );
  await page.unroute(logRoute);
  await screenshots(page, testInfo, 'admin-audit');

  await page.route(logRoute, (route) => route.fulfill({ json: { success: true, entries: [] } }));
  await visitFromTop(page, '/admin?tab=audit');
  await expect(page.getByRole('heading', { name: 'No actions yet' })).toBeVisible();
  await screenshots(page, testInfo, 'admin-audit-empty');
  await page.unroute(logRoute);

  await page.route(logRoute, (route) => route.fulfill({ status: 500, json: { success: false, message: 'Internal server error' } }));
  await visitFromTop(page, '/admin?tab=audit');
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load the audit log. Please try again.' })).toBeVisible();
  await screenshots(page, testInfo, 'admin-audit-error');
  await employer.request.dispose();
});

test.describe('who may use the console', () => {
  test('an employer on the admin login is told to use the employer login, without a session', async ({
    page,
    accounts,
  }, testInfo) => {
    await page.goto('/login/admin');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText('KaamSetu moderation', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Employer Login|Candidate Login/ })).toHaveCount(0);
    await screenshots(page, testInfo, 'admin-login');
    await page.getByLabel('Email address').fill(accounts.employer.email);
    await page.getByLabel('Password', { exact: true }).fill(accounts.employer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toastSaying(page, 'This email is registered as an employer. Please use the employer login.')).toBeVisible();
    await expect(page).toHaveURL('/login/employer');
    expect(await sessionUser(page.request)).toBeNull();
  });

  test('the admin on the candidate login is sent to the admin login', async ({ page }) => {
    const admin = adminAccount();
    await page.goto('/login/jobseeker');
    await page.getByLabel('Email address').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toastSaying(page, 'This email is registered as an admin. Please use the admin login.')).toBeVisible();
    await expect(page).toHaveURL('/login/admin');
    expect(await sessionUser(page.request)).toBeNull();
  });

  test('a visitor is sent to the admin login, and back to the console after it', async ({ page }) => {
    await page.goto('/admin?tab=audit');
    await expect(page).toHaveURL('/login/admin');
    const admin = adminAccount();
    await page.getByLabel('Email address').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/admin?tab=audit');
    await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the admin elsewhere in the app: a Moderation button, an account menu without a profile, Sign Out', async ({ page }) => {
    await signInAdmin(page.request);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Moderation', exact: true })).toHaveAttribute('href', '/admin');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByText('Admin', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'View Profile' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Other roles' pages lead to the console.
    await page.goto('/employer-dashboard');
    await expect(page).toHaveURL('/admin');
    await page.goto('/userDashboard');
    await expect(page).toHaveURL('/admin');
    await page.goto('/login/employer');
    await expect(page).toHaveURL('/admin');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    expect(await sessionUser(page.request)).toBeNull();
  });
});

test.describe('signed in as an employer', () => {
  test.use({ storageState: storageStateOf('employer') });

  test('the console is not for them: /admin leads to their dashboard, and its API answers 403', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/employer-dashboard');
    await expect(page.getByRole('heading', { name: 'Moderation' })).toHaveCount(0);
    expect((await page.request.get('/api/admin/moderation')).status()).toBe(403);
  });
});

test.describe('signed in as a job seeker', () => {
  test.use({ storageState: storageStateOf('jobseeker') });

  test('/admin leads to their dashboard', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/userDashboard');
    await expect(page.getByRole('heading', { name: 'Moderation' })).toHaveCount(0);
  });
});
