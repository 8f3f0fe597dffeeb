import { expect, test } from '../fixtures/test';

test('the home page is served by the API with the public header', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/KaamSetu/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/find-jobs');
  await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
  await expect(nav.getByRole('link', { name: /Blogs/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Employer Login' })).toHaveAttribute('href', '/login/employer');
  await expect(page.getByRole('link', { name: 'Candidate Login' })).toHaveAttribute('href', '/login/jobseeker');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your ideal job');
});

test('GET /api/auth/me answers anonymous without an error when signed out', async ({ request }) => {
  const response = await request.get('/api/auth/me');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, user: null });
});

test('an anonymous page load logs no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/find-jobs');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the hero search opens find-jobs with the keyword and a place from the autocomplete', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Job title, skill or company' }).fill('Driver');
  const where = page.getByRole('combobox', { name: 'City or state in India' });
  await where.fill('Bangal');
  // The old name finds the canonical city of the bundled places dataset (GET /api/places).
  await page.getByRole('option', { name: /Bengaluru, Karnataka/ }).click();
  await expect(where).toHaveValue('Bengaluru, Karnataka');
  await where.press('Enter');
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return [url.pathname, url.searchParams.get('keyword'), url.searchParams.get('location')];
    })
    .toEqual(['/find-jobs', 'Driver', 'Bengaluru, Karnataka']);
  await expect(page.getByRole('heading', { name: 'Find Jobs' })).toBeVisible();
});

test('a place typed without picking a suggestion is searched as typed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Job title, skill or company' }).fill('Cook');
  const where = page.getByRole('combobox', { name: 'City or state in India' });
  await where.fill('Pune');
  await where.press('Escape');
  await where.press('Enter');
  await expect(page).toHaveURL('/find-jobs?keyword=Cook&location=Pune');
});

test('deep links are served by the SPA fallback and unknown paths go home', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@kaamsetu.in' }).first()).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
});

test('pages run under a policy without unsafe-inline and break none of its rules', async ({ page }) => {
  // style-src does not allow 'unsafe-inline': only the splash's own style is allowed, by
  // its hash; every violation the browser reports is recorded.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  for (const path of ['/', '/find-jobs', '/login/jobseeker', '/about-us']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  }
});
