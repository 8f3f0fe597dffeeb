import { screenshots } from '../fixtures/applicants';
import { expect, storageStateOf, test } from '../fixtures/test';

// Candidate search (spec §2.19): a placeholder with disabled filters and an 'under process' popup.

test.use({ storageState: storageStateOf('employer') });

test('disabled filters, the popup (OK, and gone after 3 seconds), Clear', async ({ page }, testInfo) => {
  await page.goto('/candidate-filter');
  await expect(page.getByText('Launching This Feature Very Soon')).toBeVisible();
  for (const name of ['Position', 'Skills', 'Location']) {
    await expect(page.getByRole('textbox', { name })).toBeDisabled();
  }
  const experience = page.getByRole('combobox', { name: 'Experience' });
  await expect(experience).toBeDisabled();
  await expect(experience.getByRole('option')).toHaveText(['Any Experience', '0-1 Years', '1-3 Years', '3-5 Years', '5+ Years']);
  await screenshots(page, testInfo, 'candidate-filter');

  const popup = page.getByRole('dialog', { name: 'This Feature Is Under Process' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(popup).toBeVisible();
  await screenshots(page, testInfo, 'candidate-filter-popup');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();

  // Left alone, the popup goes by itself after 3 seconds.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(popup).toBeVisible();
  const shownAt = Date.now();
  await expect(popup).toBeHidden({ timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);

  await page.getByRole('button', { name: 'Clear' }).click();
  for (const name of ['Position', 'Skills', 'Location']) await expect(page.getByRole('textbox', { name })).toHaveValue('');
  await expect(experience).toHaveValue('');
});
