import type { Page, TestInfo } from '@playwright/test';
import { alertMails, confirmationMails, createAlert, linkIn } from '../fixtures/alerts';
import { employerWithJobs } from '../fixtures/applications';
import { signIn } from '../fixtures/candidate';
import { uniqueSuffix } from '../fixtures/data';
import { gate, screenshots as shootAt, uniqueWord } from '../fixtures/employer';
import { waitForIndexed } from '../fixtures/jobs';
import { toastSaying } from '../fixtures/pages';
import { expect, storageStateOf, test } from '../fixtures/test';

// Job alerts (docs/operations.md "Job alerts"): made on find jobs from the current
// search (a job seeker at once, a visitor by email and a confirmation link), mailed by the API's
// worker as the indexer matches new jobs (instant mails after 2 s in this stack), and kept on the
// job seeker's Alerts page and dashboard. Each test has its own accounts and words.

test.describe.configure({ mode: 'parallel' });

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const alertCards = (page: Page) => page.getByRole('list', { name: 'Job alerts' }).getByRole('article');
const alertCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const showing = (page: Page) => page.getByText(/^Showing \d+ - \d+ of \d+ jobs$/);
const MAIL_WAIT = { timeout: 30_000, intervals: [250, 500, 1_000] };

/** Screenshots at 1280 and 390 px once the splash has faded and with no toast in the way. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.getByRole('status', { name: 'Loading KaamSetu' })).toHaveCount(0);
  const close = page.getByRole('button', { name: 'Close toast' });
  // A toast may go by itself meanwhile.
  for (const button of await close.all()) await button.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(close).toHaveCount(0);
  await shootAt(page, testInfo, name);
}

/** Nothing on the page is wider than its 390 px screen. */
async function fitsPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (size) await page.setViewportSize(size);
}

test('a job seeker creates an alert from find jobs; one mail with the matching job only, whose links open the job and unsubscribe; the Alerts page shows, pauses, edits and deletes', async ({
  page,
  browser,
  baseURL,
  freshJobseeker,
  playwright,
  mailbox,
}, testInfo) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  await signIn(page, freshJobseeker);

  // Nothing matches yet: the empty state offers the alert as well as the result line.
  await page.goto(`/find-jobs?keyword=${word}&type=Full-Time`);
  await expect(page.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get an alert when one appears' })).toBeVisible();
  await screenshots(page, testInfo, 'find-jobs-empty-alert');
  await page.getByRole('button', { name: 'Create job alert' }).click();

  // The dialog is filled from the search: its words, a name, daily by default; no email asked.
  const create = dialog(page, 'Create job alert');
  await expect(create).toBeVisible();
  await expect(create.getByText(`${word} jobs · Full-Time`, { exact: true })).toBeVisible();
  await expect(create.getByLabel('Alert name')).toHaveValue(`${word} jobs · Full-Time`);
  await expect(create.getByRole('radio', { name: 'Daily' })).toBeChecked();
  await expect(create.getByRole('radio', { name: 'Instant' })).toHaveAccessibleDescription(
    'Within a minute or two of a job going live',
  );
  await expect(create.getByLabel('Email address')).toHaveCount(0);
  await screenshots(page, testInfo, 'alert-dialog-signed-in');
  await fitsPhone(page);

  await create.getByLabel('Alert name').fill(' ');
  await create.getByRole('button', { name: 'Create alert' }).click();
  await expect(create.getByText('Alert name is required')).toBeVisible();
  await create.getByLabel('Alert name').fill(`Riders ${word}`);
  await create.getByRole('radio', { name: 'Instant' }).check();
  await create.getByRole('button', { name: 'Create alert' }).click();
  const created = dialog(page, 'Job alert created');
  await expect(created).toContainText(
    `We will email ${freshJobseeker.email} within a minute or two of a matching job going live.`,
  );
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();

  // An employer posts a matching job and one that is not (part-time).
  const employer = await employerWithJobs({ playwright, baseURL, mailbox }, [
    { title: `Delivery Rider ${word}`, type: 'Full-Time' },
    { title: `Warehouse Packer ${word}`, type: 'Part-Time' },
  ]);
  const riderId = employer.ids[0];
  await waitForIndexed(employer.request, word, 2);
  await employer.request.dispose();

  // One mail, with the matching job only.
  await expect
    .poll(async () => (await alertMails(mailbox, freshJobseeker.email)).length, { message: 'the alert mail', ...MAIL_WAIT })
    .toBe(1);
  const [mail] = await alertMails(mailbox, freshJobseeker.email);
  expect(mail!.body).toContain(`1 new job matches your job alert "Riders ${word}"`);
  expect(mail!.body).toContain(`Delivery Rider ${word}`);
  expect(mail!.body).not.toContain('Warehouse Packer');

  // Its link opens the job.
  const jobLink = linkIn(mail!.body, '/job/');
  expect(jobLink).toBe(`/job/delivery-rider-${word}/${riderId}`);
  await page.goto(jobLink);
  await expect(page.getByRole('heading', { level: 1, name: `Delivery Rider ${word}` })).toBeVisible();

  // Unsubscribe from a signed-out browser.
  const signedOut = await browser.newContext({ baseURL });
  const visitor = await signedOut.newPage();
  const unsubscribeLink = linkIn(mail!.body, '/alerts/unsubscribe');
  expect(unsubscribeLink).toMatch(/^\/alerts\/unsubscribe\?token=/);
  await visitor.goto(unsubscribeLink);
  // Opening the link stops nothing (mail scanners open links too): a press does.
  await expect(visitor.getByRole('heading', { level: 1, name: 'Unsubscribe from this job alert?' })).toBeVisible();
  await screenshots(visitor, testInfo, 'alert-unsubscribe-ask');
  await fitsPhone(visitor);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await expect(visitor.getByText('No more emails will come for this job alert.')).toBeVisible();
  await expect(visitor.getByRole('main').getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/find-jobs');
  await screenshots(visitor, testInfo, 'alert-unsubscribed');
  await fitsPhone(visitor);
  await signedOut.close();

  // The Alerts page: paused by the unsubscribe, mailed, nothing new since.
  await page.goto('/job-alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Alerts' })).toBeVisible();
  const alert = alertCard(page, `Riders ${word}`);
  await expect(alert.getByText('Paused', { exact: true })).toBeVisible();
  await expect(alert).toContainText(`${word} jobs · Full-Time`);
  await expect(alert).toContainText('Instant');
  await expect(alert.getByRole('time')).toHaveText(/^(just now|\d+ minutes? ago)$/);
  await expect(alert).toContainText('No new jobs');
  await expect(alert.getByRole('link', { name: 'See jobs' })).toHaveAttribute('href', `/find-jobs?keyword=${word}&type=Full-Time`);
  await screenshots(page, testInfo, 'alerts-page');
  await fitsPhone(page);

  // Resume, then pause again.
  await alert.getByRole('button', { name: 'Resume' }).click();
  await expect(alert.getByText('Active', { exact: true })).toBeVisible();
  await expect(toastSaying(page, 'Job alert resumed')).toBeVisible();
  await alert.getByRole('button', { name: 'Pause' }).click();
  await expect(alert.getByText('Paused', { exact: true })).toBeVisible();
  await expect(toastSaying(page, 'Job alert paused')).toBeVisible();

  // Edit its name and frequency.
  await alert.getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit job alert');
  await expect(edit.getByLabel('Alert name')).toHaveValue(`Riders ${word}`);
  await expect(edit.getByRole('radio', { name: 'Instant' })).toBeChecked();
  await screenshots(page, testInfo, 'alert-edit-dialog');
  await edit.getByLabel('Alert name').fill(`Weekly riders ${word}`);
  await edit.getByRole('radio', { name: 'Weekly' }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(toastSaying(page, 'Job alert updated')).toBeVisible();
  const edited = alertCard(page, `Weekly riders ${word}`);
  await expect(edited).toContainText('Weekly, Mondays at 08:00 IST');
  await expect(edited.getByText('Paused', { exact: true })).toBeVisible();

  // See jobs opens find jobs with the alert's search, where the action is in the result line.
  await edited.getByRole('link', { name: 'See jobs' }).click();
  await expect(page).toHaveURL(`/find-jobs?keyword=${word}&type=Full-Time`);
  await expect(showing(page)).toHaveText('Showing 1 - 1 of 1 jobs');
  await expect(page.getByRole('heading', { name: `Delivery Rider ${word}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create job alert' })).toBeVisible();
  await screenshots(page, testInfo, 'find-jobs-alert-action');
  await fitsPhone(page);

  // Delete, after a confirmation.
  await page.goto('/job-alerts');
  await alertCard(page, `Weekly riders ${word}`).getByRole('button', { name: 'Delete' }).click();
  const confirm = dialog(page, 'Delete this job alert?');
  await expect(confirm).toContainText(`Weekly riders ${word} will stop and be removed`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastSaying(page, 'Job alert deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No job alerts yet' })).toBeVisible();
  await screenshots(page, testInfo, 'alerts-empty');
});

test.describe('a visitor', () => {
  test('creates an alert with an email, gets the confirmation mail and confirms it on its page', async ({
    page,
    mailbox,
  }, testInfo) => {
    const word = uniqueWord();
    const email = `guest.${uniqueSuffix()}@example.in`;

    // No search, no alert to make.
    await page.goto('/find-jobs');
    await expect(showing(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create job alert' })).toHaveCount(0);

    await page.goto(`/find-jobs?keyword=${word}&location=Pune`);
    await expect(page.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
    await page.getByRole('button', { name: 'Get an alert when one appears' }).click();
    const create = dialog(page, 'Create job alert');
    await expect(create.getByText(`${word} jobs in Pune`, { exact: true })).toBeVisible();
    await expect(create.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/jobseeker');
    await screenshots(page, testInfo, 'alert-dialog-guest');
    await fitsPhone(page);

    await create.getByRole('button', { name: 'Create alert' }).click();
    await expect(create.getByText('Email is required')).toBeVisible();
    await create.getByLabel('Email address').fill('asha@');
    await expect(create.getByText('Please enter a valid email')).toBeVisible();
    await create.getByLabel('Email address').fill(email);
    await create.getByRole('radio', { name: 'Weekly' }).check();
    await create.getByRole('button', { name: 'Create alert' }).click();

    const sent = dialog(page, 'Check your email to confirm your alert');
    await expect(sent).toContainText(`We sent a link to ${email}. Open it to start the alert: nothing is emailed until you do.`);
    await expect(sent).toContainText('Development mode: the email was saved on the server instead of being sent.');
    await screenshots(page, testInfo, 'alert-dialog-guest-sent');
    await sent.getByRole('button', { name: 'Done' }).click();
    await expect(sent).toBeHidden();

    await expect
      .poll(async () => (await confirmationMails(mailbox, email)).length, { message: 'the confirmation mail', ...MAIL_WAIT })
      .toBe(1);
    const [mail] = await confirmationMails(mailbox, email);
    expect(mail!.body).toContain(`${word} jobs in Pune`);
    expect(mail!.body).toContain('every Monday morning');

    const confirmLink = linkIn(mail!.body, '/alerts/confirm');
    expect(confirmLink).toMatch(/^\/alerts\/confirm\?token=/);
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your job alert' })).toBeVisible();
    await screenshots(page, testInfo, 'alert-confirm-ask');
    await fitsPhone(page);
    // The server fails once: Try Again, then it works.
    const confirmCall = (url: URL) => url.pathname === '/api/alerts/confirm';
    await page.route(confirmCall, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'internal', message: 'Internal server error' }),
      }),
    );
    await page.getByRole('button', { name: 'Confirm my job alert' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your alert could not be confirmed' })).toBeVisible();
    await page.unroute(confirmCall);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your job alert is confirmed' })).toBeVisible();
    await expect(page.getByText('We will email you the new jobs that match your search')).toBeVisible();
    await screenshots(page, testInfo, 'alert-confirmed');
    await fitsPhone(page);
    await page.getByRole('main').getByRole('link', { name: 'Find Jobs' }).click();
    await expect(page).toHaveURL('/find-jobs');
  });

  test('a mailed link that does not work says why, with the way on', async ({ page }, testInfo) => {
    // A token that is not ours: the server's words, no Try Again (it would fail the same).
    await page.goto('/alerts/unsubscribe?token=not-a-real-token');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You could not be unsubscribed' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'This link is not valid. Open the link from the mail exactly as it was sent.',
    );
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    await screenshots(page, testInfo, 'alert-link-invalid');
    await fitsPhone(page);
    await page.goto('/alerts/confirm?token=not-a-real-token');
    await page.getByRole('button', { name: 'Confirm my job alert' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your alert could not be confirmed' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This link is not valid.');
    // No token at all: said at once.
    await page.goto('/alerts/confirm');
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm my job alert' })).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Find Jobs' }).click();
    await expect(page).toHaveURL('/find-jobs');
  });

  test('sees "too many from here" (429) in the dialog', async ({ page }) => {
    await page.route('**/api/alerts/guest', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '1200' },
        body: JSON.stringify({
          success: false,
          code: 'rate_limited',
          message: 'Too many job alerts made from here. Please try again later.',
          retryAfterSeconds: 1200,
        }),
      }),
    );
    await page.goto(`/find-jobs?keyword=${uniqueWord()}`);
    await page.getByRole('button', { name: 'Create job alert' }).click();
    const create = dialog(page, 'Create job alert');
    await create.getByLabel('Email address').fill(`guest.${uniqueSuffix()}@example.in`);
    await create.getByRole('button', { name: 'Create alert' }).click();
    await expect(create.getByRole('alert')).toHaveText('Too many job alerts made from here. Please try again later.');
    await expect(create).toBeVisible();
  });
});

test('the create dialog shows the limit of 20 with a way to the Alerts page, which says so too', async ({ page, freshJobseeker }, testInfo) => {
  const word = uniqueWord();
  await signIn(page, freshJobseeker);
  for (let i = 1; i <= 20; i++) await createAlert(page.request, { name: `Alert ${i} ${word}`, search: { keyword: `${word} ${i}` } });

  await page.goto(`/find-jobs?keyword=${word}`);
  await page.getByRole('button', { name: 'Create job alert' }).click();
  const create = dialog(page, 'Create job alert');
  await create.getByRole('button', { name: 'Create alert' }).click();
  const refusal = create.getByRole('alert');
  await expect(refusal).toContainText('You already have 20 job alerts, the most allowed. Delete one to add another.');
  await screenshots(page, testInfo, 'alert-dialog-limit');
  await refusal.getByRole('link', { name: 'Manage your alerts' }).click();

  await expect(page).toHaveURL('/job-alerts');
  await expect(alertCards(page)).toHaveCount(20);
  await expect(alertCards(page).first()).toHaveAccessibleName(`Alert 20 ${word}`);
  await expect(page.getByText('You have 20 of 20 alerts, the most allowed.')).toBeVisible();
});

test('every state of the Alerts page and of the dashboard tile: loading, error with Try Again, empty, alerts', async ({
  page,
  freshJobseeker,
}, testInfo) => {
  await signIn(page, freshJobseeker);
  const tile = page.getByRole('region', { name: 'Job alerts', exact: true });
  const list = page.getByRole('region', { name: 'Your job alerts' });

  /** Holds GET /api/alerts until released, then fails it until `failing` is false. */
  let held = gate();
  let failing = true;
  await page.route('**/api/alerts', async (route) => {
    await held.wait();
    if (failing) {
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Boom","code":"internal_error"}' });
    }
    return route.continue();
  });

  // The dashboard tile: loading, error, Try Again, empty.
  await page.goto('/userDashboard');
  await expect(tile.getByRole('status').filter({ hasText: 'Loading job alerts' })).toBeVisible();
  held.open();
  await expect(tile.getByRole('alert')).toContainText('Failed to load your job alerts.');
  failing = false;
  await tile.getByRole('button', { name: 'Try Again' }).click();
  await expect(tile).toContainText('Get an email when new jobs match a search');
  await expect(tile.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/find-jobs');

  // The Alerts page: loading, error, Try Again, empty.
  held = gate();
  failing = true;
  await page.goto('/job-alerts');
  await expect(list.getByRole('status').filter({ hasText: 'Loading job alerts' })).toBeVisible();
  await screenshots(page, testInfo, 'alerts-loading');
  held.open();
  const error = list.getByRole('alert').filter({ hasText: 'Failed to load your job alerts. Please try again.' });
  await expect(error).toBeVisible();
  await screenshots(page, testInfo, 'alerts-error');
  failing = false;
  await error.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'No job alerts yet' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/find-jobs');
  await page.unroute('**/api/alerts');

  // With alerts (made through the API): newest first, not sent yet; the tile counts them.
  const word = uniqueWord();
  await createAlert(page.request, { name: `Cooks ${word}`, search: { keyword: word, location: 'Pune' } });
  await createAlert(page.request, {
    name: `Drivers ${word}`,
    frequency: 'instant',
    search: { keyword: word, type: ['Full-Time'], isBlueCollar: true, minSalary: 20000 },
  });
  await page.reload();
  await expect(alertCards(page)).toHaveCount(2);
  await expect(alertCards(page).first()).toHaveAccessibleName(`Drivers ${word}`);
  await expect(alertCards(page).first()).toContainText(`${word} jobs · Full-Time · blue collar · from ₹20,000 a month`);
  await expect(alertCards(page).nth(1)).toContainText(`${word} jobs in Pune`);
  await expect(alertCards(page).nth(1)).toContainText('Daily at 08:00 IST');
  await expect(alertCards(page).nth(1)).toContainText('Not sent yet');
  await expect(page.getByText('We email you new jobs that match these searches. 2 of 20 alerts.')).toBeVisible();

  await page.goto('/userDashboard');
  await expect(tile.getByRole('definition')).toHaveText(['2', '0']);
  await expect(tile.getByRole('term')).toHaveText(['Alerts', 'New matches']);
  await screenshots(page, testInfo, 'dashboard-alerts-tile');
  await fitsPhone(page);
  await tile.getByRole('link', { name: 'Manage job alerts' }).click();
  await expect(page).toHaveURL('/job-alerts');

  // The sidebar leads here too.
  await page.goto('/userDashboard');
  await page.getByRole('navigation', { name: 'Candidate' }).getByRole('link', { name: 'Job Alerts' }).click();
  await expect(page).toHaveURL('/job-alerts');
  await expect(page.getByRole('navigation', { name: 'Candidate' }).getByRole('link', { name: 'Job Alerts' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test.describe('an employer', () => {
  test.use({ storageState: storageStateOf('employer') });

  test('is offered no job alert on find jobs', async ({ page }) => {
    await page.goto(`/find-jobs?keyword=${uniqueWord()}`);
    await expect(page.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create job alert' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Get an alert when one appears' })).toHaveCount(0);
  });
});
