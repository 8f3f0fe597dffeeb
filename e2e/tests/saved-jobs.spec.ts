import type { Page } from '@playwright/test';
import { addResume, employerWithJobs, gate, nth, saveJob, screenshots, signInPage, uniqueWord } from '../fixtures/applications';
import { searchIsUp, waitForIndexed } from '../fixtures/jobs';
import { expect, test } from '../fixtures/test';

// Saved Jobs (spec §2.13, §4, §8): a fresh job seeker per test, jobs posted through the API by a
// fresh employer, saves through the API or the UI.

test.describe.configure({ mode: 'parallel' });

const savedCards = (page: Page) => page.getByRole('list', { name: 'Saved jobs' }).getByRole('article');
const showing = (page: Page) => page.getByText(/^Showing \d+ - \d+ of \d+ saved jobs?$/);

test('saved jobs page, switch views, unsave at once, a failed unsave comes back, the last item of the last page steps back', async ({
  page,
  freshJobseeker,
  playwright,
  baseURL,
  mailbox,
}, testInfo) => {
  const word = uniqueWord();
  const titles = Array.from({ length: 11 }, (_, i) => `Picker ${i + 1} ${word}`);
  const employer = await employerWithJobs(
    { playwright, baseURL, mailbox },
    titles.map((title) => ({ title })),
  );
  await signInPage(page, freshJobseeker);
  // Saved oldest first, so the newest save (Picker 11) heads page 1 and Picker 1 is alone on page 2.
  for (const id of employer.ids) await saveJob(page.request, id);

  // The skeleton while the page loads.
  const slow = gate();
  await page.route('**/api/save-jobs/my*', async (route) => {
    await slow.wait();
    await route.continue();
  });
  await page.goto('/user-saved-jobs');
  await expect(page.getByRole('status').filter({ hasText: 'Loading saved jobs' })).toBeVisible();
  slow.open();
  await expect(showing(page)).toHaveText('Showing 1 - 10 of 11 saved jobs');
  await page.unroute('**/api/save-jobs/my*');
  await expect(savedCards(page)).toHaveCount(10);
  await expect(savedCards(page).first()).toHaveAccessibleName(nth(titles, 10));
  await screenshots(page, testInfo, 'saved-grid');

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(savedCards(page)).toHaveCount(10);
  await screenshots(page, testInfo, 'saved-list');

  // A failed unsave: the card goes at once, comes back with §8's message.
  const failing = gate();
  await page.route('**/api/save-jobs/*', async (route) => {
    if (route.request().method() !== 'DELETE') return route.continue();
    await failing.wait();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"success":false,"message":"boom","code":"internal"}',
    });
  });
  const first = page.getByRole('article', { name: nth(titles, 10) });
  await first.getByRole('button', { name: `Save ${nth(titles, 10)}` }).click();
  await expect(first).toBeHidden();
  await expect(showing(page)).toHaveText('Showing 1 - 10 of 10 saved jobs');
  failing.open();
  await expect(page.getByText('Something went wrong try again later')).toBeVisible();
  await expect(page.getByRole('article', { name: nth(titles, 10) })).toBeVisible();
  await expect(showing(page)).toHaveText('Showing 1 - 10 of 11 saved jobs');
  await page.unroute('**/api/save-jobs/*');

  // Page 2 holds one job; removing it steps back to page 1.
  await page.getByRole('navigation', { name: 'Saved jobs pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(savedCards(page)).toHaveCount(1);
  await savedCards(page)
    .getByRole('button', { name: `Save ${nth(titles, 0)}` })
    .click();
  await expect(page.getByText('Job removed successfully')).toBeVisible();
  await expect(page).not.toHaveURL(/page=/);
  await expect(showing(page)).toHaveText('Showing 1 - 10 of 10 saved jobs');
  await expect(savedCards(page)).toHaveCount(10);
  await expect(page.getByRole('navigation', { name: 'Saved jobs pages' })).toBeHidden();

  // The removal holds after a reload; the view stays in the URL.
  await page.reload();
  await expect(showing(page)).toHaveText('Showing 1 - 10 of 10 saved jobs');
  await expect(page.getByRole('article', { name: nth(titles, 0) })).toBeHidden();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await employer.request.dispose();
});

test('a job saved on Find jobs shows up; applying from the saved card needs a résumé, then shows Applied', async ({
  page,
  request,
  freshJobseeker,
  playwright,
  baseURL,
  mailbox,
}, testInfo) => {
  expect(await searchIsUp(request), 'search answers (scripts/e2e.sh builds the index)').toBe(true);
  const word = uniqueWord();
  const title = `Rider ${word}`;
  const employer = await employerWithJobs({ playwright, baseURL, mailbox }, [{ title }]);
  await waitForIndexed(request, word, 1);
  await signInPage(page, freshJobseeker);

  await page.goto(`/find-jobs?keyword=${word}`);
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Save ${title}` }).click();
  await expect(page.getByText('Job saved successfully')).toBeVisible();

  await page.getByRole('navigation', { name: 'Candidate' }).getByRole('link', { name: 'Saved Jobs' }).first().click();
  await expect(page).toHaveURL('/user-saved-jobs');
  const saved = page.getByRole('article', { name: title });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('button', { name: `Save ${title}` })).toHaveAttribute('aria-pressed', 'true');

  // Without a résumé the server refuses; §8's message, Applied reverts, then the profile page.
  await saved.getByRole('button', { name: `Apply for ${title}` }).click();
  await expect(page.getByText('Please upload your resume in profile before applying to jobs!')).toBeVisible();
  await expect(page).toHaveURL('/user-profile');

  await addResume(page.request);
  await page.goto('/user-saved-jobs');
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: `Apply for ${title}` })
    .click();
  await expect(page.getByRole('article', { name: title }).getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(page.getByText('Application status:')).toContainText('Applied');
  await screenshots(page, testInfo, 'saved-applied');

  // Opened directly, Back leads to the dashboard.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/userDashboard');
  await employer.request.dispose();
});

test('no saved jobs: Browse Jobs leads to Find jobs; a failed load offers Try Again', async ({
  page,
  freshJobseeker,
}, testInfo) => {
  await signInPage(page, freshJobseeker);
  await page.route('**/api/save-jobs/my*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/saved-jobs');
  await expect(page.getByRole('alert')).toContainText('Failed to load saved jobs. Please try again.');
  await screenshots(page, testInfo, 'saved-error');
  await page.unroute('**/api/save-jobs/my*');
  await page.getByRole('button', { name: 'Try Again' }).click();

  await expect(page.getByRole('heading', { name: 'No saved jobs yet' })).toBeVisible();
  await screenshots(page, testInfo, 'saved-empty');
  await page.getByRole('link', { name: 'Browse Jobs' }).click();
  await expect(page).toHaveURL('/find-jobs');
});
