import type { APIRequestContext, Page } from '@playwright/test';
import { signInAdmin } from '../fixtures/admin';
import { chooseHindi, expectHindi, viewAt } from '../fixtures/hindi';
import { postIndexedJobs } from '../fixtures/jobs';
import { expectFitsScreen } from '../fixtures/pages';
import { expect, storageStateOf, test } from '../fixtures/test';

// Every route of the app in Hindi (issue 30), as a visitor, a job seeker, an employer and an
// admin: no English left on the screen outside what people wrote (`translate="no"`), no raw
// catalogue key, <html lang="hi">, and nothing wider than a 390 px phone. The areas' own specs
// (hindi-*.spec.ts) walk each screen's states; this one makes sure no route was forgotten.

const KEYWORD = `Hindiwalk${Date.now().toString(36)}`;

type Env = Parameters<typeof postIndexedJobs>[0];

/** A job's page and its employer's page, for the routes that need one (one per worker). */
let pages: Promise<{ job: string; employer: string }> | null = null;

function jobPages(env: Env) {
  pages ??= (async () => {
    await postIndexedJobs(env, [{ title: `${KEYWORD} Delivery Partner` }], KEYWORD);
    const request: APIRequestContext = await env.playwright.request.newContext({ baseURL: env.baseURL });
    const reply = await request.get(`/api/jobs?keyword=${KEYWORD}`);
    expect(reply.status()).toBe(200);
    const [job] = ((await reply.json()) as { jobs: { _id: string; title: string; company: { _id: string } }[] }).jobs;
    await request.dispose();
    if (!job) throw new Error(`no job found for ${KEYWORD}`);
    const slug = job.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    return { job: `/job/${slug}/${job._id}`, employer: `/employer/${job.company._id}` };
  })();
  return pages;
}

test.beforeEach(async ({ context, baseURL }) => {
  await chooseHindi(context, baseURL!);
});

/** Opens `path` and waits until its data has arrived (no loading state left). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], .animate-pulse').first()).toHaveCount(0, { timeout: 15_000 });
}

/** Every route in `routes` reads in Hindi at 1280 px and fits a 390 px phone. */
async function walk(page: Page, who: string, routes: string[]) {
  for (const route of routes) {
    await test.step(route, async () => {
      await viewAt(page, 1280);
      await open(page, route);
      await expectHindi(page);
      await viewAt(page, 390);
      await expectFitsScreen(page, `${route} in Hindi`);
      await expectHindi(page);
      // E2E_SHOTS_DIR: a full-page screenshot of each route at 390 px, to look at.
      const dir = process.env.E2E_SHOTS_DIR;
      if (dir) {
        const name = route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        await page.screenshot({ path: `${dir}/route-${who}-${name}-390.png`, fullPage: true });
      }
    });
  }
}

test.describe('a visitor', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('reads every public route in Hindi', async ({ page, playwright, baseURL, mailbox }) => {
    const { job, employer } = await jobPages({ playwright, baseURL, mailbox });
    await walk(page, 'visitor', [
      '/',
      '/find-jobs',
      `/find-jobs?keyword=${KEYWORD}`,
      '/find-jobs?keyword=zzqqxxnothing',
      job,
      '/about-us',
      '/privacy-policy',
      '/browse-employers',
      employer,
      '/no-such-page',
    ]);
  });

  test('reads every sign-in and sign-up route in Hindi', async ({ page }) => {
    await walk(page, 'visitor', [
      '/login',
      '/login/jobseeker',
      '/login/employer',
      '/login/admin',
      '/signup/jobseeker',
      '/signup/employer',
      '/verify-email',
      '/reset-migrated-password',
      '/alerts/confirm?token=not-a-token',
      '/alerts/unsubscribe?token=not-a-token',
    ]);
  });
});

test.describe('a job seeker', () => {
  test.use({ storageState: storageStateOf('jobseeker') });

  test('reads every route of the candidate area in Hindi', async ({ page, playwright, baseURL, mailbox }) => {
    const { job } = await jobPages({ playwright, baseURL, mailbox });
    await walk(page, 'jobseeker', [
      '/userDashboard',
      '/profile',
      '/edit-profile',
      '/saved-jobs',
      '/job-alerts',
      '/my-applications',
      '/application-dashboard',
      `/find-jobs?keyword=${KEYWORD}`,
      job,
    ]);
  });
});

test.describe('an employer', () => {
  test.use({ storageState: storageStateOf('employer') });

  test('reads every route of the employer area in Hindi', async ({ page }) => {
    await walk(page, 'employer', ['/employer-dashboard', '/post-job', '/manage-jobs', '/applicants', '/company-profile', '/candidate-filter']);
  });
});

test.describe('an admin', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('reads the moderation console in Hindi', async ({ page }) => {
    await signInAdmin(page.request);
    await walk(page, 'admin', ['/admin']);
  });
});
