import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// Navigation of the app shell (web/src/app): the app runs React Router's declarative router, so
// scroll positions and the failed-page screen are its own (app/scroll-restoration.tsx and the
// route error boundary in app/router.tsx) rather than the data router's.

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a new page starts at its top; back and forward return to where each page was left', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: /privacy policy/i })).toBeVisible();
  const target = await page.evaluate(() => Math.floor((document.documentElement.scrollHeight - window.innerHeight) / 2));
  expect(target, 'the privacy policy is longer than the window').toBeGreaterThan(200);
  await page.evaluate((y) => window.scrollTo(0, y), target);
  await expect.poll(() => scrollY(page)).toBe(target);

  // A click event rather than click(): Playwright would first scroll the footer into view.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect.poll(() => scrollY(page)).toBe(150);

  await page.goBack();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => scrollY(page)).toBe(target);

  await page.goForward();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(() => scrollY(page)).toBe(150);
});

test('a page whose code fails to load shows Something went wrong, and going back shows the page before', async ({ page }) => {
  await page.route(/\/assets\/about-us-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /find your ideal job/i })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /find your ideal job/i })).toBeVisible();
});
