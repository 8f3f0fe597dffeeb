import type { Page, TestInfo } from '@playwright/test';
import { applyAsNewJobseeker, signedInEmployer, uniqueWord } from '../fixtures/applicants';
import { tinyPng } from '../fixtures/data';
import { chooseHindi, expectHindi, screenshots } from '../fixtures/hindi';
import { postJob } from '../fixtures/jobs';
import { expect, test } from '../fixtures/test';

// The employer's side in Hindi (issue 30): a fresh employer's dashboard, the company profile
// (empty, a refused work email, then complete with a logo), posting a job (the rules' messages,
// the salary period's question, the preview, Publish), Manage Jobs (its actions and the delete
// dialog), the applicants of a job with one application and a status change, and Search
// Candidates. Every screen is checked for English left on it and photographed at 390 and 1280 px.

test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseHindi(context, baseURL ?? '');
});

/** The screen reads in Hindi, and its screenshots. */
async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  await expectHindi(page);
  await screenshots(page, testInfo, `hindi-${name}`);
}

const main = (page: Page) => page.getByRole('main');

test('a new employer: the empty dashboard, the company profile empty, a refused work email, then complete', async ({
  page,
  mailbox,
}, testInfo) => {
  test.setTimeout(120_000);
  const employer = await signedInEmployer(page, mailbox, { withProfile: false });

  await page.goto('/employer-dashboard');
  await expect(page.getByRole('heading', { name: 'डैशबोर्ड', level: 1 })).toBeVisible();
  await expect(main(page).getByText('अभी तक कोई नौकरी पोस्ट नहीं की')).toBeVisible();
  await expect(main(page).getByText('जल्दी के काम')).toBeVisible();
  await checkScreen(page, testInfo, 'employer-dashboard-empty');

  // Without a description and a logo, Post a Job says so and opens the company profile.
  await page.goto('/post-job');
  const incomplete = 'पहले अपनी प्रोफ़ाइल पूरी करें! नौकरी पोस्ट करने के लिए कंपनी का नाम, विवरण और लोगो ज़रूरी हैं।';
  await expect(page.getByRole('alert').filter({ hasText: incomplete })).toBeVisible();
  await checkScreen(page, testInfo, 'post-job-incomplete-profile');
  await expect(page).toHaveURL('/company-profile', { timeout: 10_000 });

  // View mode: the fallbacks of what is missing.
  await expect(page.getByRole('heading', { name: 'कंपनी प्रोफ़ाइल', level: 1 })).toBeVisible();
  await expect(main(page).getByText('कंपनी का विवरण नहीं दिया गया')).toBeVisible();
  await expect(main(page).getByText('इंडस्ट्री नहीं दी गई')).toBeVisible();

  // The verify-company card: an empty work email, then a free-mail address the API refuses.
  const workEmail = page.getByRole('textbox', { name: 'ऑफ़िस का ईमेल' });
  await workEmail.fill('');
  await page.getByRole('button', { name: 'कोड भेजें' }).click();
  await expect(main(page).getByText('कृपया अपने ऑफ़िस का ईमेल डालें')).toBeVisible();
  await workEmail.fill('hr@gmail.com');
  await page.getByRole('button', { name: 'कोड भेजें' }).click();
  await expect(main(page).getByText(/^hr@gmail\.com एक मुफ़्त ईमेल सेवा का पता है/)).toBeVisible();
  await checkScreen(page, testInfo, 'company-profile-empty');

  // Edit mode: a logo, a description, a place and an industry, then Save.
  await page.getByRole('button', { name: 'प्रोफ़ाइल में बदलाव करें' }).click();
  await expect(page.getByRole('textbox', { name: 'ईमेल', exact: true })).toHaveValue(employer.email);
  await page.getByLabel('कंपनी का लोगो').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByText('कंपनी का लोगो अपलोड हो गया!')).toBeVisible();
  await page.getByRole('textbox', { name: 'कंपनी का विवरण' }).fill('We move parcels across Karnataka, on time.');
  await page.getByRole('combobox', { name: 'कंपनी की जगह' }).fill('Mysu');
  await page.getByRole('option', { name: /^Mysuru/ }).click();
  await page.getByRole('textbox', { name: 'इंडस्ट्री' }).fill('Logistics');
  await checkScreen(page, testInfo, 'company-profile-edit');
  await page.getByRole('button', { name: 'बदलाव सेव करें' }).click();
  await expect(page.getByText('प्रोफ़ाइल की जानकारी अपडेट हो गई!')).toBeVisible();

  // Back in view mode, complete.
  await expect(page.getByRole('button', { name: 'प्रोफ़ाइल में बदलाव करें' })).toBeVisible();
  await expect(main(page).getByText('We move parcels across Karnataka, on time.')).toBeVisible();
  await expect(main(page).getByText('अपनी कंपनी वेरिफ़ाई करें')).toBeVisible();
  await checkScreen(page, testInfo, 'company-profile-complete');

  // Search Candidates: the placeholder and its popup.
  await page.goto('/candidate-filter');
  await expect(page.getByRole('heading', { name: 'उम्मीदवार खोजें', level: 1 })).toBeVisible();
  await expect(page.getByText('यह सुविधा बहुत जल्द आ रही है')).toBeVisible();
  await checkScreen(page, testInfo, 'candidate-filter');
  await page.getByRole('button', { name: 'खोजें', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'यह सुविधा अभी तैयार हो रही है' })).toBeVisible();
  await checkScreen(page, testInfo, 'candidate-filter-popup');
});

test('posting a job: the rules in Hindi, the salary period question, the preview, Publish, then Manage Jobs', async ({
  page,
  mailbox,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedInEmployer(page, mailbox);
  const title = `Delivery Executive ${uniqueWord()}`;

  await page.goto('/post-job');
  await expect(page.getByRole('heading', { name: 'नौकरी पोस्ट करें', level: 1 })).toBeVisible();
  await checkScreen(page, testInfo, 'post-job-form');

  // An empty form: each rule's message, in Hindi.
  await page.getByRole('button', { name: 'प्रीव्यू' }).click();
  await expect(main(page).getByText('नौकरी का पद ज़रूरी है')).toBeVisible();
  await expect(main(page).getByText('राज्य ज़रूरी है')).toBeVisible();
  await expect(main(page).getByText('न्यूनतम और अधिकतम, दोनों वेतन ज़रूरी हैं')).toBeVisible();
  await expect(main(page).getByText('कृपया चुनें कि वेतन प्रति माह है या प्रति वर्ष')).toBeVisible();
  await expect(main(page).getByText('प्रीव्यू या पब्लिश करने के लिए लाल निशान वाले फ़ील्ड ठीक करें।')).toBeVisible();
  await checkScreen(page, testInfo, 'post-job-errors');

  // A valid job whose monthly-looking amounts are marked per year.
  await page.getByRole('textbox', { name: 'नौकरी का पद' }).fill(title);
  await page.getByRole('combobox', { name: 'राज्य' }).fill('Karnataka');
  await page.getByLabel('श्रेणी').selectOption('Logistics & Supply Chain');
  await page.getByLabel('खाली पद').fill('3');
  await page.getByLabel('नौकरी का प्रकार').selectOption('Full-Time');
  await page.getByLabel('काम करने का तरीका').selectOption({ label: 'ऑफ़िस से काम' });
  await page.getByLabel('न्यूनतम वेतन').fill('15000');
  await page.getByLabel('अधिकतम वेतन').fill('22000');
  await page.getByRole('radio', { name: 'प्रति वर्ष' }).check();
  await page.getByLabel('ब्लू कॉलर नौकरी').selectOption({ label: 'हाँ' });
  await page.getByRole('textbox', { name: 'नौकरी का विवरण' }).fill('Deliver parcels across the city on time.');

  // The preview asks about the period first.
  await page.getByRole('button', { name: 'प्रीव्यू' }).click();
  await expect(page.getByRole('heading', { name: 'क्या आपका मतलब प्रति माह था?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'नौकरी पब्लिश करें' })).toBeDisabled();
  await checkScreen(page, testInfo, 'post-job-period-question');
  await page.getByRole('button', { name: 'हाँ, प्रति माह' }).click();
  await expect(page.getByRole('article', { name: 'नौकरी के पेज का प्रीव्यू' })).toContainText('₹15,000 - ₹22,000 प्रति माह');
  await checkScreen(page, testInfo, 'post-job-preview');

  await page.getByRole('button', { name: 'नौकरी पब्लिश करें' }).click();
  await expect(page.getByText('नौकरी पोस्ट हो गई')).toBeVisible();
  await expect(page).toHaveURL('/manage-jobs');

  // Manage Jobs: the row and its actions.
  await expect(page.getByRole('heading', { name: 'नौकरियों का प्रबंधन', level: 1 })).toBeVisible();
  const row = page.getByRole('table', { name: 'आपकी नौकरियाँ' }).getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('link', { name: `${title} के लिए 0 आवेदन` })).toBeVisible();
  await expect(row.getByText('चालू', { exact: true })).toBeVisible();
  await checkScreen(page, testInfo, 'manage-jobs');

  await row.getByRole('button', { name: `बंद करें ${title}` }).click();
  await expect(page.getByText('नौकरी का स्टेटस बदल गया')).toBeVisible();
  await expect(row.getByRole('button', { name: `चालू करें ${title}` })).toBeVisible();

  await row.getByRole('button', { name: `${title} हटाएँ` }).click();
  const dialog = page.getByRole('dialog', { name: 'यह नौकरी हटाएँ?' });
  await expect(dialog).toContainText('इसे वापस नहीं लाया जा सकेगा।');
  await checkScreen(page, testInfo, 'manage-jobs-delete-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A search that finds nothing.
  await page.getByRole('searchbox', { name: 'नौकरियाँ खोजें' }).fill(`${uniqueWord()}nomatch`);
  await expect(page.getByRole('heading', { name: 'कोई नौकरी नहीं मिली' })).toBeVisible();
  await checkScreen(page, testInfo, 'manage-jobs-empty');
});

test('the applicants of a job: one application, its profile and a status change; the dashboard with figures', async ({
  page,
  playwright,
  baseURL,
  mailbox,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedInEmployer(page, mailbox);
  const title = `Delivery Partner ${uniqueWord()}`;
  const jobId = await postJob(page.request, { title });
  const applicant = await applyAsNewJobseeker({ playwright, baseURL, mailbox }, jobId);
  const name = applicant.account.name;

  try {
    await page.goto('/manage-jobs');
    await page.getByRole('link', { name: `${title} के लिए 1 आवेदन` }).first().click();
    await expect(page).toHaveURL(`/applicants?jobId=${jobId}`);
    await expect(page.getByRole('heading', { name: 'आवेदनों का सारांश', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'नौकरी', exact: true })).toContainText('1 आवेदन');
    const row = page.getByRole('list', { name: 'आवेदक' }).getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('को आवेदन किया');
    await expect(row.getByRole('link', { name: `${name} का रिज़्यूमे` })).toBeVisible();
    await checkScreen(page, testInfo, 'applicants');

    // The applicant's profile, and a status change.
    await row.getByRole('button', { name: `${name} की प्रोफ़ाइल देखें` }).click();
    const modal = page.getByRole('dialog', { name: 'आवेदक की प्रोफ़ाइल' });
    await expect(modal.getByText('आवेदन की तारीख')).toBeVisible();
    await checkScreen(page, testInfo, 'applicant-dialog');
    const status = modal.getByRole('combobox', { name: 'आवेदन का स्टेटस बदलें' });
    await expect(status.getByRole('option', { name: 'समीक्षा में' })).toHaveCount(1);
    await status.selectOption('In Review');
    await expect(page.getByText('स्टेटस अपडेट हो गया')).toBeVisible();
    await expect(status).toHaveValue('In Review');
    await checkScreen(page, testInfo, 'applicant-dialog-status-changed');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // A search that finds nobody.
    await page.getByRole('searchbox', { name: 'आवेदक खोजें' }).fill(`nobody-${uniqueWord()}`);
    await expect(page.getByRole('heading', { name: 'कोई आवेदन नहीं है' })).toBeVisible();
    await checkScreen(page, testInfo, 'applicants-empty');

    // The dashboard with its figures, the recent job and the recent application.
    await page.goto('/employer-dashboard');
    const figures = page.getByRole('list', { name: 'आँकड़े' });
    await expect(figures.getByRole('link', { name: /^चालू नौकरियाँ/ })).toContainText('1');
    await expect(page.getByRole('region', { name: 'हाल की नौकरियाँ' })).toContainText('1 आवेदक');
    await expect(page.getByRole('region', { name: 'हाल के आवेदन' })).toContainText(name);
    await checkScreen(page, testInfo, 'employer-dashboard');
  } finally {
    await applicant.request.dispose();
  }
});
