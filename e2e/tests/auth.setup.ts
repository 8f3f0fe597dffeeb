import { mkdirSync, writeFileSync } from 'node:fs';
import { createVerifiedAccount } from '../fixtures/api';
import { buildEmployer, buildJobseeker } from '../fixtures/data';
import { Mailbox } from '../fixtures/mail';
import { ACCOUNTS_FILE, AUTH_DIR, expect, storageStateOf, test as setup } from '../fixtures/test';

// One job seeker and one employer for the specs that only read: created through the API,
// verified with the e-mailed code, and their signed-in browser state saved.
setup('create a job seeker and an employer and save their sessions', async ({ playwright, baseURL }) => {
  mkdirSync(AUTH_DIR, { recursive: true });
  const mailbox = new Mailbox();
  const accounts = { jobseeker: buildJobseeker(), employer: buildEmployer() };

  for (const account of Object.values(accounts)) {
    const request = await playwright.request.newContext({ baseURL });
    await createVerifiedAccount(request, mailbox, account);
    const me = await request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    await request.storageState({ path: storageStateOf(account.role) });
    await request.dispose();
  }
  writeFileSync(ACCOUNTS_FILE, JSON.stringify(accounts, null, 2));
});
