import type { Page } from '@playwright/test';
import { createAlert } from '../fixtures/alerts';
import { applyTo, employerWithJobs } from '../fixtures/applications';
import { addResume, signIn, uniqueWord } from '../fixtures/candidate';
import { chooseHindi, expectHindi, screenshots, viewAt } from '../fixtures/hindi';
import { expectFitsScreen } from '../fixtures/pages';
import { expect, test } from '../fixtures/test';

// The job seeker's own screens in Hindi (issue 30): the dashboard, My Profile (view, edit with
// a validation error, the simple résumé form), Track Applications, the Application Dashboard
// and Job Alerts, each empty and then with something in it, for a fresh job seeker. Each screen
// has no English left outside what people wrote, fits a 390 px phone, and is photographed at 390
// and 1280 px (E2E_SHOTS_DIR).

test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseHindi(context, baseURL!);
});

/** The screen has loaded its data: no skeleton or spinner left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], .animate-pulse').first()).toHaveCount(0, { timeout: 15_000 });
}

/** The screen reads in Hindi at 1280 px and on a phone, fits the phone, and is photographed. */
async function checkScreen(page: Page, name: string) {
  await settled(page);
  await expectHindi(page);
  await screenshots(page, test.info(), `hindi-${name}`);
  await viewAt(page, 390);
  await expectFitsScreen(page, name);
  await expectHindi(page);
  await viewAt(page, 1280);
}

test('the dashboard and My Profile in Hindi: empty, a validation error, saved, and a simple résumé made', async ({
  page,
  freshJobseeker,
}) => {
  test.setTimeout(240_000);
  await signIn(page, freshJobseeker);

  await page.goto('/userDashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
  await expect(page.getByText(/^फिर से स्वागत है, /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'अभी कोई आवेदन नहीं' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'प्रोफ़ाइल कितनी पूरी है' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('link', { name: /अपना रिज़्यूमे अपलोड करें/ })).toBeVisible();
  await checkScreen(page, 'dashboard-empty');

  await page.goto('/user-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeVisible();
  await expect(page.getByText('नहीं जोड़ा गया').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'आसान रिज़्यूमे बनाएँ' })).toBeVisible();
  await checkScreen(page, 'profile-empty');

  // Edit with two mistakes: the rules speak Hindi.
  await page.getByRole('link', { name: 'प्रोफ़ाइल बदलें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'प्रोफ़ाइल बदलें' })).toBeVisible();
  await page.getByLabel('पूरा नाम').fill('A');
  await page.getByLabel('फ़ोन नंबर').fill('12345');
  await page.getByRole('button', { name: 'सेव करें' }).click();
  await expect(page.getByText('नाम कम से कम 2 अक्षरों का होना चाहिए')).toBeVisible();
  await expect(page.getByText('कृपया सही फ़ोन नंबर डालें')).toBeVisible();
  await checkScreen(page, 'profile-edit-error');

  await page.getByLabel('पूरा नाम').fill(freshJobseeker.name);
  await page.getByLabel('फ़ोन नंबर').fill('98765 43210');
  await page.getByLabel('स्थिति').selectOption('experienced');
  await page.getByLabel('अनुभव (साल)').fill('3');
  await page.getByLabel('स्किल', { exact: true }).fill('Driving, Tally');
  await page.getByRole('button', { name: 'सेव करें' }).click();
  await expect(page.getByText('प्रोफ़ाइल की जानकारी सेव हो गई!')).toBeVisible();
  await expect(page).toHaveURL('/user-profile');
  await expect(page.getByText('3 साल का अनुभव')).toBeVisible();
  await expect(page.getByRole('list', { name: 'स्किल' }).getByText('Tally')).toBeVisible();

  // The simple résumé: a missing city, then made.
  await page.getByRole('link', { name: 'आसान रिज़्यूमे बनाएँ' }).click();
  await expect(page.getByRole('form', { name: 'आसान रिज़्यूमे बनाएँ' })).toBeVisible();
  await expect(page.getByLabel('फ़ोन नंबर')).toHaveValue('98765 43210');
  await page.getByRole('button', { name: 'रिज़्यूमे बनाएँ' }).click();
  await expect(page.getByText('शहर ज़रूरी है')).toBeVisible();
  await checkScreen(page, 'simple-resume-error');

  await page.getByRole('combobox', { name: /^शहर/ }).fill('Pune');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'रिज़्यूमे बनाएँ' }).click();
  await expect(page.getByText('रिज़्यूमे बन गया!')).toBeVisible();
  await expect(page).toHaveURL('/user-profile');
  await expect(page.getByText('रिज़्यूमे (PDF)')).toBeVisible();
  await checkScreen(page, 'profile-filled');

  // The dashboard follows: the résumé and skills are no longer missing.
  await page.goto('/userDashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
  await expect(page.getByRole('link', { name: /अपना रिज़्यूमे अपलोड करें/ })).toHaveCount(0);
  await checkScreen(page, 'dashboard-profile');
});

test('Track Applications, the Application Dashboard and the dashboard in Hindi: empty, then with an application', async ({
  page,
  freshJobseeker,
  playwright,
  baseURL,
  mailbox,
}) => {
  test.setTimeout(240_000);
  const word = uniqueWord();
  const employer = await employerWithJobs({ playwright, baseURL, mailbox }, [{ title: `Delivery Partner ${word}` }]);
  await signIn(page, freshJobseeker);

  await page.goto('/my-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरे आवेदन' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'अभी कोई आवेदन नहीं' })).toBeVisible();
  await checkScreen(page, 'my-applications-empty');

  await page.goto('/application-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'आवेदन डैशबोर्ड' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'अपना सफ़र शुरू करने के लिए तैयार हैं?' })).toBeVisible();
  await checkScreen(page, 'application-dashboard-empty');

  await addResume(page.request);
  const [jobId] = employer.ids;
  await applyTo(page.request, jobId!);
  await employer.request.dispose();

  await page.goto('/my-applications');
  const rows = page.getByRole('list', { name: 'आवेदन' }).getByRole('article');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByText('आज आवेदन किया')).toBeVisible();
  await expect(page.getByText('कुल 1 आवेदन में से 1 - 1')).toBeVisible();
  await checkScreen(page, 'my-applications');

  await page.getByRole('searchbox', { name: 'आवेदनों में खोजें' }).fill('zzqqxx');
  await expect(page.getByRole('heading', { name: 'कोई मिलता-जुलता आवेदन नहीं' })).toBeVisible();
  await checkScreen(page, 'my-applications-no-match');

  await page.goto('/application-dashboard');
  await expect(page.getByRole('heading', { name: /आवेदन की गई नौकरियाँ/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /पूरी जानकारी देखें/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'जाँच में कोई आवेदन नहीं' })).toBeVisible();
  await checkScreen(page, 'application-dashboard');

  await page.goto('/userDashboard');
  await expect(page.getByRole('list', { name: 'हाल के आवेदन' }).getByRole('listitem')).toHaveCount(1);
  await checkScreen(page, 'dashboard-application');
});

test('Job Alerts in Hindi: empty, one alert with its search in Hindi, an edit refused, paused and deleted; the mail links', async ({
  page,
  freshJobseeker,
}) => {
  test.setTimeout(240_000);
  const word = uniqueWord();
  await signIn(page, freshJobseeker);

  await page.goto('/job-alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'जॉब अलर्ट' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'अभी कोई जॉब अलर्ट नहीं' })).toBeVisible();
  await checkScreen(page, 'job-alerts-empty');

  const name = `Drivers ${word}`;
  await createAlert(page.request, {
    name,
    search: { keyword: word, location: 'Pune', type: ['Full-Time'], minSalary: 20000 },
  });
  await page.reload();
  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Pune में ${word} की नौकरियाँ`)).toBeVisible();
  await expect(card.getByText('रोज़ सुबह 8 बजे')).toBeVisible();
  await expect(card.getByText('चालू', { exact: true })).toBeVisible();
  await checkScreen(page, 'job-alerts');

  await card.getByRole('button', { name: /^बदलें/ }).click();
  const dialog = page.getByRole('dialog', { name: 'जॉब अलर्ट बदलें' });
  await dialog.getByLabel('अलर्ट का नाम').fill(' ');
  await dialog.getByRole('button', { name: 'बदलाव सेव करें' }).click();
  await expect(dialog.getByText('अलर्ट का नाम ज़रूरी है')).toBeVisible();
  await checkScreen(page, 'job-alerts-edit-error');
  await dialog.getByRole('button', { name: 'रद्द करें' }).click();
  await expect(dialog).toHaveCount(0);

  await card.getByRole('button', { name: /^रोकें/ }).click();
  await expect(page.getByText('जॉब अलर्ट रोक दिया गया')).toBeVisible();
  await expect(card.getByText('रुका हुआ', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: /^हटाएँ/ }).click();
  const confirm = page.getByRole('dialog', { name: 'यह जॉब अलर्ट हटाएँ?' });
  await expect(confirm.getByText(name)).toBeVisible();
  await checkScreen(page, 'job-alerts-delete');
  await confirm.getByRole('button', { name: 'हटाएँ' }).click();
  await expect(page.getByRole('heading', { name: 'अभी कोई जॉब अलर्ट नहीं' })).toBeVisible();

  // Where the links of an alert mail land.
  await page.goto('/alerts/unsubscribe?token=not-a-token');
  await expect(page.getByRole('heading', { level: 1, name: 'इस जॉब अलर्ट से अनसब्सक्राइब करें?' })).toBeVisible();
  await checkScreen(page, 'alert-unsubscribe');
  await page.goto('/alerts/confirm');
  await expect(page.getByRole('heading', { level: 1, name: 'यह लिंक काम नहीं करता' })).toBeVisible();
  await checkScreen(page, 'alert-link-broken');
});
