import { createVerifiedAccount } from '../fixtures/api';
import { buildEmployer, buildJobseeker } from '../fixtures/data';
import { uniqueWord } from '../fixtures/employer';
import { addResume, completeCompanyProfile, postJobWith } from '../fixtures/jobs';
import { toastSaying } from '../fixtures/pages';
import type { Mailbox } from '../fixtures/mail';
import { expect, test } from '../fixtures/test';
import { expectNoSidewaysScroll, NEVER_PAY, screenShots } from '../fixtures/trust';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';

// Trust and safety for job seekers and visitors (issue 29): reporting a job from its page (no
// account needed) and the safety line beside Apply and after applying. Each test posts its own
// job through the API as a new employer.

test.describe.configure({ mode: 'parallel' });

type Env = { playwright: PlaywrightWorkerArgs['playwright']; baseURL?: string; mailbox: Mailbox };

/** A live job of a new employer (complete company profile), posted through the API. */
async function liveJob({ playwright, baseURL, mailbox }: Env, title: string) {
  const request: APIRequestContext = await playwright.request.newContext({ baseURL });
  const employer = buildEmployer();
  await createVerifiedAccount(request, mailbox, employer);
  await completeCompanyProfile(request, employer.companyName!);
  const job = await postJobWith(request, {
    title,
    description: 'Drive our delivery van across Bengaluru. Fuel and meals paid. Salary on the 1st of every month.',
  });
  await request.dispose();
  return job;
}

test('a visitor reports a job from its page: five reasons, optional details, then the thanks', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}, testInfo) => {
  const title = `Van Driver ${uniqueWord()}`;
  const job = await liveJob({ playwright, baseURL, mailbox }, title);
  await page.goto(`/job/van-driver/${job._id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Report this job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this job' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(5);
  for (const reason of ['Asked for money / a fee', 'Fake company', 'Wrong details', 'Offensive', 'Something else']) {
    await expect(dialog.getByRole('radio', { name: reason })).toBeVisible();
  }
  // A reason is needed.
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(dialog.getByText('Please choose what is wrong with this job')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Asked for money / a fee' }).check();
  await dialog.getByLabel('Details (optional)').fill('They asked me to pay ₹500 on WhatsApp before the interview.');
  await expect(dialog.getByText('59 / 1,000 characters')).toBeVisible();
  await screenShots(page, testInfo, 'report-dialog');

  await dialog.getByRole('button', { name: 'Submit report' }).click();
  const thanks = page.getByRole('dialog', { name: 'Report sent' });
  await expect(thanks.getByText('Thank you for telling us. Our team will review this job.')).toBeVisible();
  await screenShots(page, testInfo, 'report-thanks');
  await thanks.getByRole('button', { name: 'Done' }).click();
  await expect(thanks).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Report this job' })).toBeFocused();
});

test('"KaamSetu never asks for money" beside Apply on the job page, on phones too, and after applying', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}) => {
  const title = `Delivery Van Driver ${uniqueWord()}`;
  const job = await liveJob({ playwright, baseURL, mailbox }, title);
  await page.goto(`/job/delivery-van-driver/${job._id}`);
  const apply = page.getByRole('region', { name: 'Apply' });
  await expect(apply.getByRole('button', { name: 'Apply now' })).toBeVisible();
  await expect(apply.getByText(NEVER_PAY)).toBeVisible();

  // On a phone the line sits under the Apply bar.
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = page.getByRole('group', { name: 'Apply' });
  await expect(bar.getByText(NEVER_PAY)).toBeVisible();
  await expect(page.getByText(NEVER_PAY).filter({ visible: true })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A job seeker with a résumé applies: the good news comes with the same line.
  const seeker = buildJobseeker();
  await createVerifiedAccount(page.request, mailbox, seeker);
  await addResume(page.request);
  await page.reload();
  await apply.getByRole('button', { name: 'Apply now' }).click();
  const toast = toastSaying(page, 'Applied');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(NEVER_PAY);
});
