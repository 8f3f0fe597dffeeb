import { addResume, applyTo, employerWithJobs, setStatus, signInPage, uniqueWord } from '../fixtures/applications';
import { expect, test } from '../fixtures/test';

// Beyond the spec: when an employer changes an application's status, the job seeker
// is e-mailed (through the mail queue; the e2e stack waits 2 s before sending) and their
// dashboard shows the change as new until they have looked at it.

test('a status change reaches the job seeker by mail and as a new update', async ({
  page,
  playwright,
  baseURL,
  mailbox,
  freshJobseeker,
}) => {
  const word = uniqueWord();
  const title = `Forklift Operator ${word}`;
  const employer = await employerWithJobs({ playwright, baseURL, mailbox }, [{ title }]);
  await signInPage(page, freshJobseeker);
  await addResume(page.request);
  const application = await applyTo(page.request, employer.ids[0]!);

  await page.goto('/userDashboard');
  await expect(page.getByRole('list', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('An employer has updated one of your applications.')).toHaveCount(0);

  await setStatus(employer.request, application, 'In Review');
  await page.reload();
  await expect(page.getByText('An employer has updated one of your applications.')).toBeVisible();
  await page.getByRole('link', { name: 'See what changed' }).click();
  await expect(page).toHaveURL(/\/my-applications/);
  const row = page.getByRole('article').filter({ hasText: title });
  await expect(row.getByText('New update')).toBeVisible();
  await expect(row.getByText('In Review', { exact: true })).toBeVisible();

  // One mail, with the new status, once the delay has passed.
  await expect
    .poll(async () => (await mailbox.mailsTo(freshJobseeker.email)).map((m) => m.subject).filter((s) => s.includes(title)), {
      timeout: 30_000,
      message: 'the status mail in the mail folder',
    })
    .toEqual([`Your application for ${title} is now In Review`]);
  const mail = (await mailbox.mailsTo(freshJobseeker.email)).find((m) => m.subject.includes(title))!;
  expect(mail.body).toContain('/application-dashboard');

  // Seen: the mark and the dashboard's notice are gone on the next visit.
  await page.reload();
  await expect(row.getByText('In Review', { exact: true })).toBeVisible();
  await expect(row.getByText('New update')).toHaveCount(0);
  await page.goto('/userDashboard');
  await expect(page.getByRole('list', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('An employer has updated one of your applications.')).toHaveCount(0);
  await employer.request.dispose();
});
