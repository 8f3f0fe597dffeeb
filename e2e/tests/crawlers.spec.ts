import { createVerifiedAccount } from '../fixtures/api';
import { buildEmployer, uniqueSuffix } from '../fixtures/data';
import { completeCompanyProfile, postJob } from '../fixtures/jobs';
import { expect, test } from '../fixtures/test';

// What a messaging app or a search engine reads: the served HTML, fetched without a browser
// (no JavaScript runs), already carries the job's title, description, share tags and JobPosting.

test('a job link previews from the HTML alone; sitemap and robots.txt name it', async ({
  playwright,
  baseURL,
  mailbox,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const employer = buildEmployer();
  await createVerifiedAccount(request, mailbox, employer);
  await completeCompanyProfile(request, employer.companyName!);
  const title = `Night Shift Warehouse Picker ${uniqueSuffix()}`;
  const id = await postJob(request, { title });
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const path = `/job/${slug}/${id}`;

  const crawler = await playwright.request.newContext({ baseURL });
  const page = await crawler.get(path);
  expect(page.status()).toBe(200);
  const html = await page.text();
  const company = employer.companyName!.replace(/&/g, '&amp;');
  expect(html).toContain(`<title>${title} at ${company} | KaamSetu</title>`);
  expect(html).toContain('<meta name="description" content="Deliver parcels across the city on time.');
  expect(html).toContain(`<meta property="og:title" content="${title} at ${company} | KaamSetu" data-server />`);
  expect(html).toMatch(new RegExp(`<meta property="og:url" content="[^"]+${path}" data-server />`));
  expect(html).toContain('<meta name="twitter:card" content="summary" data-server />');
  const ld = /<script data-server type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(ld, 'a JobPosting block').not.toBeNull();
  expect(JSON.parse(ld![1]!)).toMatchObject({
    '@type': 'JobPosting',
    title,
    hiringOrganization: { name: employer.companyName },
    baseSalary: { currency: 'INR', value: { minValue: 15000, maxValue: 22000, unitText: 'MONTH' } },
  });

  // An old slug moves to the right one; a missing job is a 404 that still loads the app.
  const moved = await crawler.get(`/job/old-title/${id}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers()['location']).toBe(path);
  const missing = await crawler.get('/job/anything/00000000-0000-4000-8000-000000000000');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<div id="root"></div>');

  const index = await (await crawler.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/jobs-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
  const listed = await Promise.all(files.map(async (f) => (await crawler.get(f)).text()));
  expect(listed.some((xml) => xml.includes(path))).toBe(true);
  expect(await (await crawler.get('/robots.txt')).text()).toContain('Sitemap: ');
  await crawler.dispose();
  await request.dispose();
});
