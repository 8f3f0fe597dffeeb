import { createVerifiedAccount } from '../fixtures/api';
import { buildEmployer } from '../fixtures/data';
import { completeCompanyProfile, postJob, waitForIndexed } from '../fixtures/jobs';
import { uniqueWord } from '../fixtures/applications';
import { expect, test } from '../fixtures/test';

// The home page's assistant answers from the live catalogue: the jobs of a reply show
// as cards (title linking to the job's page, company, place, salary), its links as buttons ("See
// all 3 jobs" to /find-jobs with the same filters), both followed inside the app; the
// conversation with its cards survives the trip, and a follow-up narrows its last search.

test('the assistant answers in Hinglish with job cards and a see-all link, followed inside the app', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}, testInfo) => {
  const word = uniqueWord();
  const titles = [`Welder ${word}`, `Fabrication Welder ${word}`, `Welding Helper ${word}`];
  const request = await playwright.request.newContext({ baseURL });
  const employer = buildEmployer();
  const company = employer.companyName!;
  await createVerifiedAccount(request, mailbox, employer);
  await completeCompanyProfile(request, company);
  await postJob(request, {
    title: titles[0]!,
    salaryMin: 18000,
    salaryMax: 25000,
  });
  await postJob(request, {
    title: titles[1]!,
    salaryMin: 26000,
    salaryMax: 34000,
  });
  await postJob(request, {
    title: titles[2]!,
    type: 'Part-Time',
    salaryMin: 9000,
    salaryMax: 12000,
  });
  await waitForIndexed(request, word, 3);
  await request.dispose();

  await page.goto('/');
  // Set on this document: still there after a step only if the app moved without reloading.
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const chat = page.getByRole('dialog', { name: 'KaamSetu Assistant' });
  const message = chat.getByRole('textbox', { name: 'Message' });
  await message.fill(`mujhe ${word} ki naukri chahiye Bengaluru mein`);
  await chat.getByRole('button', { name: 'Send message' }).click();

  const log = chat.getByRole('log', { name: 'Conversation' });
  const card = log.getByRole('article', { name: titles[0], exact: true });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(log.getByRole('article')).toHaveCount(3);
  for (const title of titles) await expect(log.getByRole('article', { name: title, exact: true })).toContainText(company);
  await expect(card).toContainText('Bengaluru');
  await expect(card).toContainText('₹18,000 - ₹25,000 per month');
  // The text does not list the jobs again: their pages are linked from the cards only.
  await expect(log.getByRole('link', { name: /^\/job\// })).toHaveCount(0);
  const seeAll = log.getByRole('link', { name: 'See all 3 jobs' });
  await expect(seeAll).toBeVisible();

  // Keyboard: from the message box back to the see-all link, then to the last card's title.
  await message.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(seeAll).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(log.getByRole('article').last().getByRole('link')).toBeFocused();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await log.getByText(`mujhe ${word} ki naukri chahiye Bengaluru mein`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`assistant-reply-${width}.png`) });
    await seeAll.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`assistant-cards-${width}.png`) });
  }

  // The card's title opens the job's page, in the same document.
  const titleLink = card.getByRole('link', { name: titles[0], exact: true });
  await expect(titleLink).toHaveAttribute('href', new RegExp(`^/job/welder-${word}/[0-9a-f-]{36}$`));
  await titleLink.click();
  await expect(page).toHaveURL(new RegExp(`/job/welder-${word}/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: titles[0], level: 1, exact: true })).toBeVisible();
  expect(await sameDocument()).toBe(true);

  // Back home, the conversation comes back with its cards and links.
  await page.goBack();
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  await expect(log.getByText(`mujhe ${word} ki naukri chahiye Bengaluru mein`)).toBeVisible();
  await expect(log.getByRole('article')).toHaveCount(3);
  await expect(log.getByRole('article', { name: titles[1], exact: true })).toContainText('₹26,000 - ₹34,000 per month');

  // "See all" lands on /find-jobs with the reply's filters, which find the same jobs.
  await log.getByRole('link', { name: 'See all 3 jobs' }).press('Enter');
  await expect(page).toHaveURL(/\/find-jobs\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('keyword')).toContain(word);
  expect(params.get('location')).toBe('Bengaluru');
  const results = page.getByRole('list', { name: 'Jobs' }).getByRole('article');
  await expect(results).toHaveCount(3);
  for (const title of titles) await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  expect(await sameDocument()).toBe(true);

  // A follow-up narrows the last search of this conversation; after Clear there is none to narrow.
  await page.goBack();
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  await message.fill('only part time ones');
  await message.press('Enter');
  await expect(log.getByRole('link', { name: 'See all 1 job', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(log.getByRole('article')).toHaveCount(4);
  await expect(log.getByRole('article').last()).toHaveAccessibleName(titles[2]!);
  await chat.getByRole('button', { name: 'Clear chat' }).click();
  await expect(log.getByRole('article')).toHaveCount(0);
  await message.fill('only part time ones');
  await message.press('Enter');
  const fresh = log.getByRole('link', { name: /^See all \d+ jobs?$/ });
  await expect(fresh).toBeVisible({ timeout: 15_000 });
  expect(await fresh.getAttribute('href')).not.toContain(word);
});

test('a help answer offers its pages as links followed inside the app', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const chat = page.getByRole('dialog', { name: 'KaamSetu Assistant' });
  await chat.getByRole('textbox', { name: 'Message' }).fill('How do I post a job?');
  await chat.getByRole('button', { name: 'Send message' }).click();

  const log = chat.getByRole('log', { name: 'Conversation' });
  const links = log.getByRole('list', { name: 'Links' }).getByRole('link');
  await expect(links).toHaveText(['Employer login', 'Employer sign up', 'Post a job', 'Manage jobs'], { timeout: 15_000 });
  await expect(log.getByText(/Sign in as an employer/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('assistant-help-390.png') });
  await links.filter({ hasText: 'Employer sign up' }).click();
  await expect(page).toHaveURL('/signup/employer');
});
