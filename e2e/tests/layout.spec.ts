import { boxOf } from '../fixtures/pages';
import { expect, storageStateOf, test } from '../fixtures/test';

const SEEKER_SLOGAN = 'Your next job in India is a bridge away.';
const EMPLOYER_SLOGAN = 'Hire the people your business needs, anywhere in India.';

test('employer login and sign-up pages carry the employer slogan, job seeker pages theirs', async ({ page }) => {
  for (const path of ['/login/employer', '/signup/employer']) {
    await page.goto(path);
    await expect(page.getByText(EMPLOYER_SLOGAN)).toBeVisible();
    await expect(page.getByText(SEEKER_SLOGAN)).toHaveCount(0);
  }
  for (const path of ['/login/jobseeker', '/signup/jobseeker']) {
    await page.goto(path);
    await expect(page.getByText(SEEKER_SLOGAN)).toBeVisible();
    await expect(page.getByText(EMPLOYER_SLOGAN)).toHaveCount(0);
  }
});

type Visitor = 'anonymous' | 'jobseeker' | 'employer';
const signedOut = { cookies: [], origins: [] };
const stateOf = (visitor: Visitor) => (visitor === 'anonymous' ? signedOut : storageStateOf(visitor));

/** The footer's role columns each visitor sees (spec §2.2), in order. */
const ROLE_COLUMNS: Record<Visitor, string[]> = {
  anonymous: ['For Candidates', 'For Employers'],
  jobseeker: ['For Candidates'],
  employer: ['For Employers'],
};

for (const visitor of ['anonymous', 'jobseeker', 'employer'] as const) {
  test.describe(`${visitor}`, () => {
    test.use({ storageState: stateOf(visitor) });

    test('the footer shows the role columns of spec §2.2 with no empty column', async ({ page }) => {
      await page.goto('/about-us');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
      const shown = ROLE_COLUMNS[visitor];
      for (const title of ['For Candidates', 'For Employers']) {
        await expect(footer.getByRole('heading', { name: title })).toHaveCount(shown.includes(title) ? 1 : 0);
      }
      // The last column reaches the right edge of the footer's content (its padding aside).
      const content = await boxOf(footer.getByText(/All rights reserved/));
      const last = await boxOf(footer.getByRole('heading', { name: shown.at(-1) }));
      expect(content.right - last.right).toBeGreaterThanOrEqual(0);
      expect(content.right - last.right).toBeLessThanOrEqual(40);
    });

    test.describe('on a 390 px phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('the home page does not scroll sideways and the menu keeps the header links', async ({ page }) => {
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const menuButton = page.getByRole('button', { name: 'Open menu' });
        await expect(menuButton).toBeVisible();
        if (visitor !== 'anonymous') await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

        await menuButton.click();
        const menu = page.getByRole('navigation', { name: 'Mobile' });
        if (visitor === 'anonymous') {
          await expect(menu.getByRole('link', { name: 'Candidate Login' })).toBeVisible();
        } else {
          await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
        }
        if (visitor === 'jobseeker') await expect(menu.getByRole('link', { name: 'Saved Jobs' })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      });
    });
  });
}
