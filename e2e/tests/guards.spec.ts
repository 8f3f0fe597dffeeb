import { expect, storageStateOf, test } from '../fixtures/test';

test.describe('anonymous', () => {
  test('a guarded page sends the visitor to /login and back to it after login', async ({ page, accounts, loginPage }) => {
    await page.goto('/my-applications');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to KaamSetu' })).toBeVisible();
    await page.getByRole('link', { name: /Candidate Login/ }).click();
    await expect(page).toHaveURL('/login/jobseeker');
    await loginPage.login(accounts.jobseeker.email, accounts.jobseeker.password);
    await loginPage.expectSignedIn(accounts.jobseeker, '/my-applications');
    await expect(page.getByRole('heading', { name: 'Track Applications' })).toBeVisible();
  });

  test('an employer page returns to its origin after the employer login', async ({ page, accounts, loginPage }) => {
    await page.goto('/manage-jobs');
    await expect(page).toHaveURL('/login');
    await page.getByRole('link', { name: /Employer Login/ }).click();
    await loginPage.login(accounts.employer.email, accounts.employer.password);
    await loginPage.expectSignedIn(accounts.employer, '/manage-jobs');
    await expect(page.getByRole('heading', { name: 'Job Management' })).toBeVisible();
  });
});

test.describe('signed in as a job seeker', () => {
  test.use({ storageState: storageStateOf('jobseeker') });

  test('the candidate shell greets by name and employer pages lead back to the own dashboard', async ({
    page,
    accounts,
    shell,
  }) => {
    await page.goto('/userdashboard');
    await shell.expectGreeting(accounts.jobseeker);
    const sidebar = page.getByRole('navigation', { name: 'Candidate' });
    for (const item of ['Dashboard', 'Find Jobs', 'My Applications', 'Application Dashboard', 'Saved Jobs', 'Profile']) {
      await expect(sidebar.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await sidebar.getByRole('link', { name: 'Saved Jobs', exact: true }).click();
    await expect(page).toHaveURL('/user-saved-jobs');
    await expect(page.getByRole('heading', { name: 'Saved Jobs', level: 1 })).toBeVisible();

    await page.goto('/employer-dashboard');
    await expect(page).toHaveURL('/userDashboard');
    await page.goto('/login/jobseeker');
    await expect(page).toHaveURL('/userDashboard');
  });
});

test.describe('signed in as an employer', () => {
  test.use({ storageState: storageStateOf('employer') });

  test('the header shows the dashboard button and the profile menu', async ({ page, accounts }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/employer-dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByText(accounts.employer.name)).toBeVisible();
    await expect(menu.getByText(accounts.employer.email)).toBeVisible();
    await expect(menu.getByText('Employer', { exact: true })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'View Profile' }).click();
    await expect(page).toHaveURL('/company-profile');

    await page.goto('/userDashboard');
    await expect(page).toHaveURL('/employer-dashboard');
  });
});
