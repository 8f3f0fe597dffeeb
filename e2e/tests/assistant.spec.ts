import { createVerifiedAccount } from '../fixtures/api';
import { buildEmployer } from '../fixtures/data';
import { completeCompanyProfile, postJob, waitForIndexed } from '../fixtures/jobs';
import { uniqueWord } from '../fixtures/applications';
import { expect, test } from '../fixtures/test';

// Issue 17: the home page's assistant answers from the live catalogue; a job it names links to
// the job's page.

test('the assistant finds a job in Hinglish and its link opens the job', async ({ page, playwright, baseURL, mailbox }) => {
  const word = uniqueWord();
  const title = `Welder ${word}`;
  const request = await playwright.request.newContext({ baseURL });
  const employer = buildEmployer();
  await createVerifiedAccount(request, mailbox, employer);
  await completeCompanyProfile(request, employer.companyName!);
  await postJob(request, { title });
  await waitForIndexed(request, word, 1);
  await request.dispose();

  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const chat = page.getByRole('dialog', { name: 'KaamSetu Assistant' });
  await chat.getByRole('textbox', { name: 'Message' }).fill(`mujhe ${word} ki naukri chahiye Bengaluru mein`);
  await chat.getByRole('button', { name: 'Send message' }).click();

  const log = chat.getByRole('log', { name: 'Conversation' });
  const link = log.getByRole('link', { name: new RegExp(`/job/welder-${word}/`) });
  await expect(link).toBeVisible({ timeout: 15_000 });
  await expect(log.getByText(title, { exact: false }).first()).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/job/welder-${word}/`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
});
