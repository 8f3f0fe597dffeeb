import type { Page } from '@playwright/test';
import { uniqueWord } from '../fixtures/applications';
import { postIndexedJobs, searchIsUp } from '../fixtures/jobs';
import { jobCards, showingJobs as showing } from '../fixtures/pages';
import { expect, test } from '../fixtures/test';

// Find jobs when the words say more than words: "Did you mean" and the nearest search
// on an empty page, and the filters the keyword's words became shown as chips. Each test posts
// its own jobs as a fresh employer and waits for the index to hold them.

test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ request }) => {
  expect(await searchIsUp(request), 'search answers (scripts/e2e.sh builds the index and runs the indexer)').toBe(true);
});

const noJobs = (page: Page) => page.getByRole('heading', { name: 'No jobs found' });
const understood = (page: Page) => page.getByRole('list', { name: 'Read from your keywords:' });

test('a misspelt role offers "Did you mean" with its count, and the link shows the job', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}) => {
  const word = uniqueWord();
  // Two letters missing from a 7-letter word: past the search's typo tolerance, so it finds nothing.
  await postIndexedJobs({ playwright, baseURL, mailbox }, [{ title: `Plumber ${word}` }], word);
  await expect
    .poll(async () => {
      const reply = (await (await page.request.get('/api/jobs?keyword=plmbr&facets=false')).json()) as {
        pagination: { totalCount: number };
      };
      return reply.pagination.totalCount;
    })
    .toBe(0);

  await page.goto('/find-jobs?keyword=plmbr&view=list');
  await expect(noJobs(page)).toBeVisible();
  // The spec's empty state stays, with the offer above its button.
  await expect(page.getByText('Try adjusting your search criteria or filter')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear All Filters' })).toBeVisible();
  const offer = page.getByText(/^Did you mean plumber\? \(\d+ jobs?\)$/);
  await expect(offer).toBeVisible();
  const link = offer.getByRole('link', { name: 'plumber' });
  await expect(link).toHaveAttribute('href', '/find-jobs?keyword=plumber&view=list');

  await link.click();
  await expect(page).toHaveURL('/find-jobs?keyword=plumber&view=list');
  await expect(page.getByRole('searchbox', { name: 'Job title, skill or company' })).toHaveValue('plumber');
  await expect(page.getByRole('heading', { name: `Plumber ${word}` })).toBeVisible();
  await expect(noJobs(page)).toHaveCount(0);
});

test('a place with no such job offers the same search anywhere in India', async ({ page, playwright, baseURL, mailbox }) => {
  const word = uniqueWord();
  // Posted in Bengaluru.
  await postIndexedJobs({ playwright, baseURL, mailbox }, [{ title: `Tile Setter ${word}` }], word);

  await page.goto(`/find-jobs?keyword=${word}&location=Pune&page=2`);
  await expect(noJobs(page)).toBeVisible();
  await expect(page.getByText(`No jobs for “${word}” in Pune.`)).toBeVisible();
  await page.getByRole('button', { name: 'Show 1 job anywhere in India' }).click();
  await expect(page).toHaveURL(`/find-jobs?keyword=${word}`);
  await expect(showing(page)).toHaveText('Showing 1 - 1 of 1 jobs');
  await expect(page.getByRole('heading', { name: `Tile Setter ${word}` })).toBeVisible();

  // A place typed into the keyword is read as the location: shown as a chip, and the offer
  // drops it from the words too.
  await page.goto(`/find-jobs?keyword=${word}+pune`);
  await expect(noJobs(page)).toBeVisible();
  await expect(understood(page).getByRole('listitem')).toHaveText(['in Pune']);
  await expect(page.getByText(`No jobs for “${word}” in Pune.`)).toBeVisible();
  await page.getByRole('button', { name: 'Show 1 job anywhere in India' }).click();
  await expect(page).toHaveURL(`/find-jobs?keyword=${word}`);
  await expect(jobCards(page)).toHaveCount(1);
  await expect(understood(page)).toHaveCount(0);
});

test('filters that leave nothing offer the search without them, keeping the words', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}) => {
  const word = uniqueWord();
  await postIndexedJobs({ playwright, baseURL, mailbox }, [{ title: `Crane Operator ${word}`, type: 'Full-Time' }], word);

  await page.goto(`/find-jobs?keyword=${word}&type=Internship&isBlueCollar=No&sort=newest`);
  await expect(noJobs(page)).toBeVisible();
  await expect(page.getByText(`No jobs for “${word}” match your filters.`)).toBeVisible();
  await page.getByRole('button', { name: 'Show 1 job without filters' }).click();
  await expect(page).toHaveURL(`/find-jobs?keyword=${word}&sort=newest`);
  await expect(page.getByRole('heading', { name: `Crane Operator ${word}` })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filters' }).getByLabel('Internship')).not.toBeChecked();
});

test('"part time" in the keyword shows as a chip, and a job type chosen in the sidebar replaces it', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}) => {
  const word = uniqueWord();
  await postIndexedJobs(
    { playwright, baseURL, mailbox },
    [
      { title: `Weekend Cashier ${word}`, type: 'Part-Time' },
      { title: `Store Cashier ${word}`, type: 'Full-Time' },
    ],
    word,
  );

  await page.goto(`/find-jobs?keyword=part+time+${word}`);
  await expect(showing(page)).toHaveText('Showing 1 - 1 of 1 jobs');
  await expect(understood(page).getByRole('listitem')).toHaveText(['Part-Time']);
  await expect(page.getByRole('heading', { name: `Weekend Cashier ${word}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('understood-1280.png'), fullPage: true });

  // The sidebar's choice wins over the words: no chip says Part-Time any more.
  const jobType = page.getByRole('complementary', { name: 'Filters' }).getByRole('list', { name: 'Job type' });
  await jobType.getByLabel('Full-Time').click();
  await expect(page).toHaveURL(`/find-jobs?keyword=part+time+${word}&type=Full-Time`);
  await expect(page.getByRole('heading', { name: `Store Cashier ${word}` })).toBeVisible();
  await expect(showing(page)).toHaveText('Showing 1 - 1 of 1 jobs');
  await expect(understood(page)).toHaveCount(0);

  // "wfh" is a Remote search: none of these on-site jobs, and the chip says why.
  await page.goto(`/find-jobs?keyword=wfh+${word}`);
  await expect(noJobs(page)).toBeVisible();
  await expect(understood(page).getByRole('listitem')).toHaveText(['Remote']);
});

test('"ladies" in the keyword is a search for jobs open to women, shown as a chip; the gender filter replaces it', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}) => {
  const word = uniqueWord();
  await postIndexedJobs(
    { playwright, baseURL, mailbox },
    [
      { title: `Tailor ${word}`, gender: 'Female' },
      { title: `Helper ${word}`, gender: 'Male' },
      { title: `Packer ${word}`, gender: 'Both' },
    ],
    word,
  );

  await page.goto(`/find-jobs?keyword=ladies+${word}`);
  await expect(showing(page)).toHaveText('Showing 1 - 2 of 2 jobs');
  await expect(understood(page).getByRole('listitem')).toHaveText(['For women']);
  await expect(page.getByRole('heading', { name: `Helper ${word}` })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('understood-gender-1280.png') });

  // The sidebar's choice wins over the words: no chip, the men's job (and the one open to both).
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('list', { name: 'Gender' }).getByLabel('Male', { exact: true }).click();
  await expect(page).toHaveURL(`/find-jobs?keyword=ladies+${word}&gender=Male`);
  await expect(page.getByRole('heading', { name: `Helper ${word}` })).toBeVisible();
  await expect(understood(page)).toHaveCount(0);
});

test('the empty state with each offer at 390 and 1280 px', async ({ page, playwright, baseURL, mailbox }) => {
  const word = uniqueWord();
  await postIndexedJobs({ playwright, baseURL, mailbox }, [{ title: `Plumber ${word}` }], word);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/find-jobs?keyword=plmbr');
    await expect(page.getByText(/^Did you mean plumber\?/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`did-you-mean-${width}.png`), fullPage: true });
    await page.goto(`/find-jobs?keyword=${word}&location=Pune`);
    await expect(page.getByRole('button', { name: 'Show 1 job anywhere in India' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`nearest-${width}.png`), fullPage: true });
  }
});

test('fewer exact matches than a page: a line says how many, and "Similar jobs" starts where they end', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}) => {
  const word = uniqueWord();
  // Only these jobs have the made-up word, so every tier stays inside them: "senior" with a role
  // ranks its senior posts first and never narrows (search.md "Levels"), so "senior receptionist
  // <word>" matches 2 jobs exactly and the 3 other receptionists with the word follow them.
  await postIndexedJobs(
    { playwright, baseURL, mailbox },
    [
      { title: `Senior Receptionist ${word}` },
      { title: `Senior Hotel Receptionist ${word}` },
      { title: `Clinic Receptionist ${word}` },
      { title: `Front Desk Receptionist ${word}` },
      { title: `Receptionist ${word}` },
    ],
    word,
  );
  const keyword = `senior receptionist ${word}`;
  const reply = (await (await page.request.get(`/api/jobs?keyword=${encodeURIComponent(keyword)}&facets=false`)).json()) as {
    exactTotal?: number | null;
    relaxed: boolean;
    pagination: { totalCount: number };
  };
  expect(reply).toMatchObject({ exactTotal: 2, relaxed: false, pagination: { totalCount: 5 } });

  for (const view of ['grid', 'list'] as const) {
    await page.goto(`/find-jobs?keyword=${encodeURIComponent(keyword).replaceAll('%20', '+')}&view=${view}`);
    await expect(showing(page)).toHaveText('Showing 1 - 5 of 5 jobs');
    await expect(page.getByText('2 jobs match all your words; similar jobs follow.')).toBeVisible();
    // The list's own items (a card has lists of its own).
    const items = page.getByRole('list', { name: 'Jobs' }).locator(':scope > li');
    // Two exact jobs, the divider, then the three similar ones.
    await expect(items).toHaveCount(6);
    await expect(items.nth(2).getByRole('heading', { name: 'Similar jobs' })).toBeVisible();
    for (const i of [0, 1])
      await expect(items.nth(i).getByRole('article').getByRole('heading', { level: 2 })).toHaveText(/^Senior .*Receptionist /);
    for (const i of [3, 4, 5])
      await expect(items.nth(i).getByRole('article').getByRole('heading', { level: 2 })).not.toHaveText(/Senior/);
    await expect(page.getByRole('heading', { name: 'Similar jobs' })).toHaveCount(1);
  }

  // In the grid the divider spans the whole row: as wide as the list, below the first two cards.
  await page.goto(`/find-jobs?keyword=${encodeURIComponent(keyword).replaceAll('%20', '+')}`);
  const list = page.getByRole('list', { name: 'Jobs' });
  const divider = list.locator(':scope > li').filter({ has: page.getByRole('heading', { name: 'Similar jobs' }) });
  const [listBox, dividerBox, firstBox] = await Promise.all([
    list.boundingBox(),
    divider.boundingBox(),
    jobCards(page).first().boundingBox(),
  ]);
  expect(dividerBox!.width).toBeCloseTo(listBox!.width, 0);
  expect(dividerBox!.y).toBeGreaterThan(firstBox!.y + firstBox!.height);

  // The made-up word alone: all five match it, so no line and no divider.
  await page.goto(`/find-jobs?keyword=${word}`);
  await expect(showing(page)).toHaveText('Showing 1 - 5 of 5 jobs');
  await expect(page.getByText(/match(es)? all your words/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Similar jobs' })).toHaveCount(0);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto(`/find-jobs?keyword=${encodeURIComponent(keyword).replaceAll('%20', '+')}`);
    await expect(page.getByRole('heading', { name: 'Similar jobs' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`similar-${width}.png`), fullPage: true });
    await page.getByRole('heading', { name: 'Similar jobs' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`similar-${width}-divider.png`) });
  }
});
