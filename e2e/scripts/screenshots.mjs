// Screenshots of the main screens at desktop (1280 px) and phone (390 px) widths, for a person
// to look at. Usage: node scripts/screenshots.mjs [baseURL] [outDir]
// Works against `vite preview` (no API: the app is anonymous) and fakes a signed-in user
// for the shell screenshots by answering /api/auth/me in the browser.
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { launchOptions } from '../launch-options.mjs';

const baseURL = process.argv[2] ?? process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';
const outDir = process.argv[3] ?? 'screenshots';

const fakeUser = (role) => ({
  _id: '000000000000000000000001',
  name: role === 'employer' ? 'Rohan Mehta' : 'Asha Verma',
  email: role === 'employer' ? 'rohan@setulogistics.in' : 'asha.verma@example.in',
  role,
  avatar: null,
  skills: [],
  isEmailVerified: true,
  companyName: role === 'employer' ? 'Setu Logistics' : null,
  companyLogo: null,
  company: null,
  companyDesc: null,
  companyLocation: null,
  industry: null,
  location: null,
  phone: null,
  resume: null,
  status: null,
  yearsOfExperience: null,
  educationQualification: null,
  createdAt: null,
});

const shots = [
  { name: 'home', path: '/', fullPage: true },
  { name: 'login-chooser', path: '/login' },
  { name: 'login-jobseeker', path: '/login/jobseeker' },
  { name: 'login-employer', path: '/login/employer' },
  { name: 'signup-jobseeker', path: '/signup/jobseeker' },
  { name: 'signup-employer', path: '/signup/employer' },
  { name: 'verify-email', path: '/verify-email?email=asha.verma%40example.in' },
  { name: 'reset-migrated', path: '/reset-migrated-password?email=old%40example.in&role=employer' },
  { name: 'about-us', path: '/about-us', fullPage: true },
  { name: 'privacy-policy', path: '/privacy-policy' },
  {
    name: 'forgot-dialog',
    path: '/login/jobseeker',
    act: async (page) => page.getByRole('button', { name: 'Forgot password?' }).click(),
  },
  {
    name: 'login-error',
    path: '/login/jobseeker',
    mock: { 'auth/login': [404, { success: false, code: 'invalid_credentials', message: 'Invalid credentials. Please check your email and password.' }] },
    act: async (page) => {
      await page.getByLabel('Email address').fill('asha.verma@example.in');
      await page.getByLabel('Password', { exact: true }).fill('Wrong!Pass1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').waitFor();
    },
  },
  {
    name: 'login-welcome',
    path: '/login/employer',
    mock: { 'auth/login': [200, { success: true, message: 'Login successful', user: fakeUser('employer') }] },
    act: async (page) => {
      await page.getByLabel('Email address').fill('rohan@setulogistics.in');
      await page.getByLabel('Password', { exact: true }).fill('Right!Pass1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Welcome back').waitFor();
    },
  },
  {
    name: 'forgot-step2',
    path: '/login/jobseeker',
    mock: { 'auth/request-password-reset': [200, { success: true, message: 'Verification code sent to your email', devMode: true, cooldownSeconds: 60 }] },
    act: async (page) => {
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByRole('dialog').getByLabel('Email address').fill('asha.verma@example.in');
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByRole('dialog').getByText('Code sent to asha').waitFor();
      await page.keyboard.type('482');
    },
  },
  {
    name: 'verify-error',
    path: '/verify-email?email=asha.verma%40example.in',
    mock: { 'auth/verify-email-and-create': [400, { success: false, code: 'invalid_code', message: 'Invalid verification code' }] },
    act: async (page) => {
      await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
      await page.keyboard.type('123456');
      await page.getByRole('button', { name: 'Verify email' }).click();
      await page.getByRole('alert').waitFor();
    },
  },
  {
    name: 'signup-check-email',
    path: '/signup/jobseeker',
    mock: { 'auth/register': [200, { success: true, requiresEmailVerification: true, email: 'asha.verma@example.in', devMode: true }] },
    act: async (page) => {
      await page.getByLabel('Full name').fill('Asha Verma');
      await page.getByLabel('Email address').fill('asha.verma@example.in');
      await page.getByLabel('Password', { exact: true }).fill('Str0ng!Pass');
      await page.getByLabel('Confirm password', { exact: true }).fill('Str0ng!Pass');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Check your email').waitFor();
    },
  },
  {
    name: 'signup-errors',
    path: '/signup/employer',
    act: async (page) => page.getByRole('button', { name: 'Create account' }).click(),
  },
  { name: 'shell-candidate', path: '/userDashboard', user: 'jobseeker' },
  { name: 'shell-employer', path: '/employer-dashboard', user: 'employer' },
  {
    name: 'shell-candidate-drawer',
    path: '/my-applications',
    user: 'jobseeker',
    act: async (page) => {
      const open = page.getByRole('button', { name: 'Open navigation' });
      if (await open.isVisible()) await open.click();
    },
  },
  {
    name: 'profile-menu',
    path: '/',
    user: 'jobseeker',
    act: async (page) => page.getByRole('button', { name: 'Account menu' }).click(),
  },
  {
    name: 'mobile-menu',
    path: '/',
    act: async (page) => {
      const open = page.getByRole('button', { name: 'Open menu' });
      if (await open.isVisible()) await open.click();
    },
  },
];

const viewports = [
  { label: '1280', width: 1280, height: 800 },
  { label: '390', width: 390, height: 844 },
];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch(launchOptions);
try {
  for (const viewport of viewports) {
    for (const shot of shots) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const [endpoint, [status, json]] of Object.entries(shot.mock ?? {})) {
        await page.route(`**/api/${endpoint}`, (route) => route.fulfill({ status, json }));
      }
      if (shot.user) {
        await page.route('**/api/auth/me', (route) =>
          route.fulfill({ json: { success: true, user: fakeUser(shot.user) } }),
        );
      }
      await page.goto(new URL(shot.path, baseURL).toString());
      await page.locator('#splash').waitFor({ state: 'detached' });
      await page.locator('main').first().waitFor();
      if (shot.act) await shot.act(page);
      await page.waitForLoadState('networkidle');
      // Let finite transitions (toasts sliding in) finish before the picture.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
      const file = `${outDir}/${shot.name}-${viewport.label}.png`;
      await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
