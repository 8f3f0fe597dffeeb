import type { BrowserContext, Locator, Page } from '@playwright/test';
import { uniqueWord } from '../fixtures/applications';
import { postIndexedJobs, type JobFields } from '../fixtures/jobs';
import { expectFitsScreen, jobCards, showingJobs as showing } from '../fixtures/pages';
import { expect, test } from '../fixtures/test';

// Places as Indians search them: a metro region from the location box ("Delhi NCR"), "Jobs near
// me" with the browser's position and how far to look, how far each job is, remote jobs of other
// cities on a remote search, and the region's jobs after the few of a city. Each test posts its
// own jobs as a fresh employer under a word no other job has, and waits for the index to hold
// them. Every state is shot at 1280 and 390 px into the test's output folder.

test.describe.configure({ mode: 'parallel' });

/** Connaught Place, New Delhi: New Delhi 1 km away, Delhi 5 km, Faridabad 24 km, Gurugram 25 km (24.5), Jaipur 234 km. */
const CONNAUGHT_PLACE = { latitude: 28.61, longitude: 77.21 };

const PLACES = {
  delhi: { location: 'Delhi', state: 'Delhi' },
  newDelhi: { location: 'New Delhi', state: 'Delhi' },
  gurugram: { location: 'Gurugram', state: 'Haryana' },
  faridabad: { location: 'Faridabad', state: 'Haryana' },
  jaipur: { location: 'Jaipur', state: 'Rajasthan' },
  pune: { location: 'Pune', state: 'Maharashtra' },
} as const;

/** The electricians of the NCR and of Jaipur, titled with `word`. */
const electricians = (word: string, places: (keyof typeof PLACES)[]): JobFields[] =>
  places.map((place) => ({
    title: `Electrician ${PLACES[place].location} ${word}`,
    ...PLACES[place],
    category: 'Construction',
  }));

/** The titles of the cards, in order. */
const titles = (page: Page) => jobCards(page).getByRole('heading', { level: 2 });
const card = (page: Page, title: string) =>
  jobCards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const placeBox = (page: Page) => page.getByRole('combobox', { name: 'City or state in India' });
const distance = (page: Page) => page.getByLabel('Distance', { exact: true });
const nearMeButton = (page: Page) => page.getByRole('button', { name: 'Jobs near me' });

/**
 * Shoots the page at 1280 and 390 px (`name-1280.png`, `name-390.png`); at 390 px the page must
 * fit the screen. `ready` runs after each resize, before the shot (to wait for, or reopen, what
 * the shot shows).
 */
async function shootBothWidths(page: Page, name: string, ready?: () => Promise<void>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await ready?.();
    if (width === 390) await expectFitsScreen(page, name);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function allowLocation(context: BrowserContext) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(CONNAUGHT_PLACE);
}

test('"Delhi NCR" chosen from the location suggestions lists the jobs of the whole region', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}) => {
  const word = uniqueWord();
  await postIndexedJobs({ playwright, baseURL, mailbox }, electricians(word, ['delhi', 'faridabad', 'gurugram', 'jaipur']), word);

  await page.goto(`/find-jobs?keyword=${word}`);
  await expect(showing(page)).toHaveText('Showing 1 - 4 of 4 jobs');
  // Without a place there is nothing to measure a distance from.
  await expect(distance(page)).toBeDisabled();

  const suggestions = page.getByRole('listbox', { name: 'Places in India' });
  const region = suggestions.getByRole('option', { name: /^Delhi NCR \(.*Gurugram.*\) Region$/ });
  const openSuggestions = async () => {
    await placeBox(page).fill('');
    await placeBox(page).pressSequentially('delhi', { delay: 20 });
    await expect(region).toBeVisible();
  };
  await openSuggestions();
  await shootBothWidths(page, 'region-suggestions', openSuggestions);

  await region.click();
  // The region's name goes in the box (the towns are only listed).
  await expect(placeBox(page)).toHaveValue('Delhi NCR');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/find-jobs?keyword=${word}&location=Delhi+NCR`);
  await expect(showing(page)).toHaveText('Showing 1 - 3 of 3 jobs');
  // The order within the region is the search's; the set is the region's.
  expect((await titles(page).allInnerTexts()).sort()).toEqual([
    `Electrician Delhi ${word}`,
    `Electrician Faridabad ${word}`,
    `Electrician Gurugram ${word}`,
  ]);
  await expect(page.getByRole('heading', { name: `Electrician Jaipur ${word}` })).toHaveCount(0);
  // A region searched: each job says how far it is from the region's centre.
  await expect(card(page, `Electrician Gurugram ${word}`)).toContainText(/\d+ km away/);
  // Now there is a place: the distance and nearest first are offered.
  await expect(distance(page)).toBeEnabled();
  await expect(page.getByLabel('Sort by').getByRole('option', { name: 'Nearest first' })).toHaveCount(1);
  await shootBothWidths(page, 'region-results', () => expect(jobCards(page)).toHaveCount(3));
});

test('"Jobs near me" finds the jobs around the person, how far each is, and the distance narrows them', async ({
  page,
  context,
  playwright,
  baseURL,
  mailbox,
}) => {
  const word = uniqueWord();
  await postIndexedJobs(
    { playwright, baseURL, mailbox },
    electricians(word, ['newDelhi', 'delhi', 'faridabad', 'gurugram', 'jaipur']),
    word,
  );
  await allowLocation(context);

  await page.goto(`/find-jobs?keyword=${word}&location=Jaipur`);
  await expect(showing(page)).toHaveText(/of \d+ jobs$/);
  await nearMeButton(page).click();
  // Around the person, 25 km by default, nearest first; the place box is emptied and its chip
  // says "Near me".
  await expect(page).toHaveURL(`/find-jobs?keyword=${word}&near=28.61%2C77.21&radiusKm=25&sort=distance`);
  await expect(page.getByLabel('Sort by')).toHaveValue('distance');
  await expect(placeBox(page)).toHaveValue('');
  await expect(placeBox(page)).toHaveAttribute('placeholder', 'Or a city');
  await expect(page.getByRole('button', { name: 'Remove Near me' })).toHaveText('Near me');
  await expect(distance(page)).toHaveValue('25');
  await expect(showing(page)).toHaveText('Showing 1 - 4 of 4 jobs');
  await expect(page.getByRole('heading', { name: `Electrician Jaipur ${word}` })).toHaveCount(0);
  await expect(card(page, `Electrician New Delhi ${word}`)).toContainText('1 km away');
  await expect(card(page, `Electrician Delhi ${word}`)).toContainText('5 km away');
  await expect(card(page, `Electrician Faridabad ${word}`)).toContainText('24 km away');
  await expect(card(page, `Electrician Gurugram ${word}`)).toContainText('25 km away');
  await shootBothWidths(page, 'near-me-25km', () => expect(jobCards(page)).toHaveCount(4));

  // Nearest first.
  await expect(titles(page)).toHaveText([
    `Electrician New Delhi ${word}`,
    `Electrician Delhi ${word}`,
    `Electrician Faridabad ${word}`,
    `Electrician Gurugram ${word}`,
  ]);

  // 5 km: only New Delhi; 50 km: the four again.
  await distance(page).selectOption({ label: 'Within 5 km' });
  await expect(page).toHaveURL(`/find-jobs?keyword=${word}&near=28.61%2C77.21&radiusKm=5&sort=distance`);
  await expect(showing(page)).toHaveText('Showing 1 - 1 of 1 jobs');
  await expect(titles(page)).toHaveText([`Electrician New Delhi ${word}`]);
  await shootBothWidths(page, 'near-me-5km', () => expect(jobCards(page)).toHaveCount(1));
  await distance(page).selectOption({ label: 'Within 50 km' });
  await expect(showing(page)).toHaveText('Showing 1 - 4 of 4 jobs');
  // "Any distance" is not offered around the person (the search always draws a circle there).
  await expect(distance(page).getByRole('option', { name: 'Any distance' })).toHaveCount(0);

  // Reload keeps it all; removing "Near me" goes back to the words alone, anywhere.
  await page.reload();
  await expect(showing(page)).toHaveText('Showing 1 - 4 of 4 jobs');
  await page.getByRole('button', { name: 'Remove Near me' }).click();
  await expect(page).toHaveURL(`/find-jobs?keyword=${word}`);
  await expect(showing(page)).toHaveText('Showing 1 - 5 of 5 jobs');
  await expect(distance(page)).toBeDisabled();
  await expect(page.getByText(/km away/)).toHaveCount(0);
});

test('a refused location says so inline and the page keeps working', async ({ page, context }) => {
  await context.clearPermissions();
  // The browser's answer waits for the test (as a person deciding would), so the wait shows; then
  // it refuses, as Chromium does at once when the page may not ask.
  await page.addInitScript(() => {
    const pending: PositionErrorCallback[] = [];
    Object.assign(window, {
      refuseLocation: () =>
        pending.splice(0).forEach((fail) => fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)),
    });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback) => fail && pending.push(fail) },
    });
  });
  await page.goto('/find-jobs');
  await expect(showing(page)).toBeVisible();
  await nearMeButton(page).click();
  await expect(nearMeButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(nearMeButton(page)).toBeDisabled();
  await page.evaluate(() => (window as unknown as { refuseLocation: () => void }).refuseLocation());
  const message = page.getByRole('alert').filter({ hasText: "We couldn't get your location. Type a city instead." });
  await expect(message).toBeVisible();
  await expect(nearMeButton(page)).toBeEnabled();
  await expect(page).toHaveURL('/find-jobs');
  await expect(showing(page)).toBeVisible();
  await shootBothWidths(page, 'near-me-refused', () => expect(message).toBeVisible());
  // Typing a city instead works.
  await placeBox(page).fill('Pune');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/find-jobs?location=Pune');
  await expect(distance(page)).toBeEnabled();
});

test('a remote search from Jaipur lists a remote job of Pune as open to remote candidates, Jaipur’s own first', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}) => {
  const word = uniqueWord();
  await postIndexedJobs({ playwright, baseURL, mailbox }, [
    { title: `Content Writer Pune ${word}`, ...PLACES.pune, workMode: 'Remote', category: 'Content Writing', isBlueCollar: 'No' },
    {
      title: `Content Writer Jaipur ${word}`,
      ...PLACES.jaipur,
      workMode: 'Remote',
      category: 'Content Writing',
      isBlueCollar: 'No',
    },
    { title: `Office Writer Pune ${word}`, ...PLACES.pune, workMode: 'On-site', category: 'Content Writing', isBlueCollar: 'No' },
  ], word);

  await page.goto(`/find-jobs?keyword=${word}&location=Jaipur`);
  await expect(showing(page)).toHaveText(/of \d+ jobs$/);
  await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Remote', { exact: true }).click();
  await expect(page).toHaveURL(`/find-jobs?keyword=${word}&location=Jaipur&workMode=Remote`);
  await expect(showing(page)).toHaveText('Showing 1 - 2 of 2 jobs');
  await expect(titles(page)).toHaveText([`Content Writer Jaipur ${word}`, `Content Writer Pune ${word}`]);
  await expect(card(page, `Content Writer Pune ${word}`)).toContainText('Open to remote candidates');
  await expect(card(page, `Content Writer Jaipur ${word}`)).not.toContainText('Open to remote candidates');
  await expect(page.getByRole('heading', { name: `Office Writer Pune ${word}` })).toHaveCount(0);
  await shootBothWidths(page, 'remote-from-jaipur', () => expect(jobCards(page)).toHaveCount(2));
});

test('an electrician in Delhi: the one Delhi job, then "Similar jobs" with the region’s electricians; none in Noida: all similar', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}) => {
  const word = uniqueWord();
  await postIndexedJobs({ playwright, baseURL, mailbox }, electricians(word, ['delhi', 'gurugram', 'faridabad', 'jaipur']), word);
  const keyword = `electrician ${word}`;

  await page.goto('/find-jobs');
  await page.getByRole('searchbox', { name: 'Job title, skill or company' }).fill(keyword);
  await placeBox(page).fill('Delhi');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/find-jobs?keyword=electrician+${word}&location=Delhi`);
  await expect(page.getByText('1 job matches all your words in Delhi; similar and nearby jobs follow.')).toBeVisible();
  const items = page.getByRole('list', { name: 'Jobs' }).locator(':scope > li');
  // The Delhi job, the divider, then the NCR's two (Jaipur is not near).
  await expect(items).toHaveCount(4);
  await expect(items.nth(0).getByRole('heading', { level: 2 })).toHaveText(`Electrician Delhi ${word}`);
  await expect(items.nth(1).getByRole('heading', { name: 'Similar jobs' })).toBeVisible();
  const similar = [
    await items.nth(2).getByRole('heading', { level: 2 }).innerText(),
    await items.nth(3).getByRole('heading', { level: 2 }).innerText(),
  ];
  expect(similar.sort()).toEqual([`Electrician Faridabad ${word}`, `Electrician Gurugram ${word}`]);
  await expect(card(page, `Electrician Gurugram ${word}`)).toContainText(/\d+ km away/);
  await shootBothWidths(page, 'similar-after-delhi', () => expect(items).toHaveCount(4));

  // Noida has none: every job shown is similar, the divider heads the list, and the nearest
  // search (anywhere in India) is still offered.
  await page.goto(`/find-jobs?keyword=electrician+${word}&location=Noida`);
  await expect(page.getByText('No job matches all your words in Noida; these jobs are similar or nearby.')).toBeVisible();
  await expect(items.first().getByRole('heading', { name: 'Similar jobs' })).toBeVisible();
  await expect(jobCards(page)).not.toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No jobs found' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Show \d+ jobs? anywhere in India$/ })).toBeVisible();
  await shootBothWidths(page, 'all-similar-noida', () =>
    expect(items.first().getByRole('heading', { name: 'Similar jobs' })).toBeVisible(),
  );
});

test.describe('on a touch phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    geolocation: CONNAUGHT_PLACE,
    permissions: ['geolocation'],
  });

  test('"Jobs near me", the distance and the chip are thumb-sized and the page stays as wide as the screen', async ({
    page,
    playwright,
    baseURL,
    mailbox,
  }) => {
    const word = uniqueWord();
    await postIndexedJobs({ playwright, baseURL, mailbox }, electricians(word, ['newDelhi', 'gurugram']), word);
    await page.goto(`/find-jobs?keyword=${word}`);
    await expect(showing(page)).toHaveText('Showing 1 - 2 of 2 jobs');
    const tall = async (what: string, locator: Locator) => {
      const box = await locator.boundingBox();
      expect(box?.height ?? 0, `${what} is at least 44 px tall`).toBeGreaterThanOrEqual(44);
    };
    await tall('Jobs near me', nearMeButton(page));
    await nearMeButton(page).tap();
    await expect(page).toHaveURL(`/find-jobs?keyword=${word}&near=28.61%2C77.21&radiusKm=25&sort=distance`);
    await expect(card(page, `Electrician Gurugram ${word}`)).toContainText('25 km away');
    await tall('the Near me chip', page.getByRole('button', { name: 'Remove Near me' }));
    await expectFitsScreen(page, 'near me on a phone');
    await page.screenshot({ path: test.info().outputPath('near-me-touch-390.png'), fullPage: true });

    // On a phone the distance is in the filters drawer; a distance chosen there is a chip too.
    await page.getByRole('button', { name: /^Filters/ }).tap();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const within = drawer.getByRole('combobox', { name: 'Distance' });
    await tall('Distance', within);
    await expect(within).toHaveValue('25');
    await within.selectOption({ label: 'Within 5 km' });
    await expect(page).toHaveURL(`/find-jobs?keyword=${word}&near=28.61%2C77.21&radiusKm=5&sort=distance`);
    await page.screenshot({ path: test.info().outputPath('distance-drawer-touch-390.png') });
    await drawer.getByRole('button', { name: /^Show \d+ jobs?$/ }).tap();
    await expect(showing(page)).toHaveText('Showing 1 - 1 of 1 jobs');
    const chip = page.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Remove filter: Within 5 km' });
    await tall('the distance chip', chip);
    await chip.tap();
    await expect(page).toHaveURL(`/find-jobs?keyword=${word}&near=28.61%2C77.21&sort=distance`);
    await expect(showing(page)).toHaveText('Showing 1 - 2 of 2 jobs');
    await expectFitsScreen(page, 'near me after the chip');
  });
});
