import { createVerifiedAccount } from '../fixtures/api';
import { buildEmployer } from '../fixtures/data';
import { screenshots, uniqueWord } from '../fixtures/employer';
import { completeCompanyProfile, postJob } from '../fixtures/jobs';
import { expect, test } from '../fixtures/test';

// Session expiry never strands anyone (beyond the spec): when the session ends while the app is
// open, the first call that finds it gone takes the person to their login page with a short
// message, the header stops greeting them, and after signing in they are back where they were.

test.describe.configure({ mode: 'parallel' });

const EXPIRED = 'Session expired. Please log in again.';

test('the cookie gone mid-journey: the next call leads to the candidate login, then back (390 px)', async ({
  page,
  freshJobseeker,
  loginPage,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const login = await page.request.post('/api/auth/login', {
    data: { email: freshJobseeker.email, password: freshJobseeker.password, rememberMe: false, loginType: 'jobseeker', role: 'jobseeker' },
  });
  expect(login.status()).toBe(200);
  await page.goto('/userDashboard');
  await expect(page.getByText(`Namaste, ${freshJobseeker.name}`)).toBeVisible();

  // The cookie goes (it expired, or was cleared) while the app stays open; the person moves on.
  // The dashboard's own background calls may find the session gone before the tap does: then
  // the person is already on the login page, and goes back to the dashboard afterwards.
  await page.context().clearCookies();
  const tapped = await (async () => {
    try {
      await page.getByRole('button', { name: 'Open navigation' }).click({ timeout: 5_000 });
      await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Saved Jobs' }).click({ timeout: 5_000 });
      return true;
    } catch (e) {
      if (!page.url().endsWith('/login/jobseeker')) throw e;
      return false;
    }
  })();

  // The first call that finds the session gone: the login page of their role says so.
  await expect(page).toHaveURL('/login/jobseeker');
  await expect(page.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();
  await expect(page.getByText(`Namaste, ${freshJobseeker.name}`)).toHaveCount(0);
  await screenshots(page, testInfo, 'session-expired-login');

  await loginPage.login(freshJobseeker.email, freshJobseeker.password);
  await expect(page.getByText(`Welcome back, ${freshJobseeker.name}!`)).toBeVisible();
  await expect(page).toHaveURL(tapped ? '/user-saved-jobs' : '/userDashboard');
  await expect(page.getByText(`Namaste, ${freshJobseeker.name}`)).toBeVisible();
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
});

test('a logout in another browser: the employer is taken to the employer login and back to their search', async ({
  page,
  browser,
  baseURL,
  mailbox,
  loginPage,
}, testInfo) => {
  const employer = buildEmployer();
  await createVerifiedAccount(page.request, mailbox, employer);
  await completeCompanyProfile(page.request, employer.companyName ?? 'Setu Logistics');
  const word = uniqueWord();
  await postJob(page.request, { title: `Loader ${word}` });
  await page.goto('/manage-jobs');
  await expect(page.getByRole('heading', { name: 'Job Management', level: 1 })).toBeVisible();
  await expect(page.getByText(`Namaste, ${employer.name}`)).toBeVisible();

  // The same session is ended from elsewhere (a second tab or device logs out with the cookie).
  const cookies = await page.context().cookies();
  const other = await browser.newContext({ baseURL });
  await other.addCookies(cookies);
  const logout = await other.request.post('/api/auth/logout');
  expect(logout.status()).toBe(200);
  await other.close();

  // The next call of the open app finds the session gone.
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word);
  await expect(page).toHaveURL('/login/employer');
  await expect(page.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();
  await screenshots(page, testInfo, 'session-expired-employer-login');

  await loginPage.login(employer.email, employer.password);
  await expect(page).toHaveURL(new RegExp(`/manage-jobs\\?search=${word}`));
  await expect(page.getByRole('cell', { name: `Loader ${word}` }).or(page.getByText(`Loader ${word}`)).first()).toBeVisible();
});
