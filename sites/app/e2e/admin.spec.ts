// The operator console (ADR 020) against the real server in simulator mode: an admin confirms a
// typed bond reference and the member moves up; declines a payout with a reason the member reads,
// and the money is back; a support operator answers a member, who reads it on /support, and cannot
// approve a payout; two admins release a payout above the four-eyes threshold and M-Pesa pays it.
// Every console page passes axe and fits a 360 px phone, and members never download console code.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@mapato/core';
import { memberRecord, uniqueName } from '../../../tests/e2e-support/api.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';
import { PASSWORD, signIn } from '../../../tests/e2e-support/member.ts';

// Created by scripts/e2e-server.sh.
const ADMIN = { email: 'e2e-operator@mapato.test', password: 'e2e-operator-secret' };
const ADMIN2 = { email: 'e2e-admin2@mapato.test', password: 'e2e-admin2-secret' };
const SUPPORT = { email: 'e2e-support@mapato.test', password: 'e2e-support-secret' };
type Admin = typeof ADMIN;

const brian = DEMO_ACCOUNTS.find((a) => a.level === 2)!;
const wanjiku = DEMO_ACCOUNTS.find((a) => a.level === 5)!;
// M-Pesa's simulator pays within seconds; on a busy machine the worker, the simulator and the
// callback each wait their turn for a core.
const PAID = { timeout: 30_000 };

async function consoleSignIn(page: Page, operator: Admin) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(operator.email);
}

async function openQueue(page: Page, tab: string, search = '') {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Queues' }).click();
  await page.getByRole('navigation', { name: 'Queues' }).getByRole('link', { name: tab }).click();
  if (search) {
    await page.getByRole('searchbox').fill(search);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  }
}

async function bulk(page: Page, item: ReturnType<Page['getByRole']>, action: string, reason?: string) {
  await item.getByRole('checkbox').check();
  await page
    .getByRole('group', { name: /^Actions on the chosen/ })
    .getByRole('button', { name: action })
    .click();
  const dialog = page.getByRole('dialog');
  if (reason !== undefined) await dialog.getByLabel('Reason the member reads').fill(reason);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

async function memberToken(request: APIRequestContext, identity: string, password: string) {
  const res = await request.post('/api/collections/users/auth-with-password', { data: { identity, password } });
  return ((await res.json()) as { token: string }).token;
}

async function newMember(request: APIRequestContext) {
  const username = uniqueName('console');
  const created = await request.post('/api/collections/users/records', {
    data: { username, phone: `07${Date.now().toString().slice(-8)}`, password: PASSWORD, passwordConfirm: PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { id: string }).id;
  return { username, id, token: await memberToken(request, username, PASSWORD) };
}

/** A withdrawal by a demo member to the account's own phone (another number needs its own code). */
async function withdraw(
  request: APIRequestContext,
  token: string,
  amount: number,
  who: { name: string; phone: string },
) {
  const res = await request.post('/api/collections/withdrawal/records', {
    headers: { authorization: token },
    data: { amount, mpesa_number: who.phone, full_name: who.name },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

test('an admin confirms a typed bond reference and the member moves up a level', async ({ page, request }) => {
  const member = await newMember(request);
  const reference = `QC${Date.now().toString().slice(-8)}`;
  const asked = await request.post('/api/collections/registration/records', {
    headers: { authorization: member.token },
    data: { level: 2, mpesa_ref: reference },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  await consoleSignIn(page, ADMIN);
  await expectAccessible(page);
  await openQueue(page, 'Bonds to confirm', reference);
  const item = page.getByRole('list', { name: 'bonds' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(member.username);
  await expect(item).toContainText(`M-Pesa reference ${reference}`);
  await expect(item).toContainText('KSh 3,000');
  await expectAccessible(page);
  // The CSV holds what the filter shows (built in the browser from every page).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8').split('\r\n');
  expect(csv[0]).toContain('id,created,member,member id,level,amount (KSh),method,M-Pesa reference');
  expect(csv.filter((line) => line.includes(reference))).toHaveLength(1);
  await bulk(page, item, 'Confirm');
  await expect(page.getByText('Confirm: 1 done.')).toBeVisible();
  await expect(page.getByText('No bonds wait for confirmation.')).toBeVisible();
  expect((await memberRecord(request, member.username, PASSWORD)).level).toBe(2);
});

test('an admin declines a payout with a reason: the member is refunded and reads why', async ({ page, request }) => {
  const token = await memberToken(request, brian.username, brian.password);
  const before = (await memberRecord(request, brian.username, brian.password)).balance;
  await withdraw(request, token, 6_000, brian);
  expect((await memberRecord(request, brian.username, brian.password)).balance).toBe(before - 6_000);

  await consoleSignIn(page, ADMIN);
  await openQueue(page, 'Awaiting approval', brian.username);
  const item = page.getByRole('list', { name: 'withdrawals' }).getByRole('listitem').filter({ hasText: 'KSh 6,000' });
  await expect(item).toContainText('Payout: Awaiting approval');
  await expect(item).toContainText('0 of 1 approval');
  const reason = 'The name does not match the M-Pesa account';
  await bulk(page, item, 'Decline', reason);
  await expect(page.getByText('Decline: 1 done.')).toBeVisible();
  expect((await memberRecord(request, brian.username, brian.password)).balance).toBe(before);

  // The member reads the reason with the refund on Profit.
  await signIn(page, brian.username, brian.password);
  await page.goto('/profit');
  const mine = page.getByRole('list', { name: 'Your withdrawals' });
  await expect(mine.getByText(`${reason}. KSh 6,000 is back in your balance.`)).toBeVisible();
});

test('a support operator answers a member, who reads the reply; both sessions live side by side', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  const question = 'I paid the bond an hour ago and I am still Trainee. What should I do?';
  const sent = await request.post('/api/support/messages', {
    headers: { authorization: member.token },
    data: { kind: 'support', name: 'Wairimu Njoroge', email: 'wairimu@example.co.ke', message: question },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await consoleSignIn(page, SUPPORT);
  await expect(page.getByRole('banner')).toContainText('Support');
  await expect(page.getByText(/you can read everything and answer members/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Support' }).click();
  const threads = page.getByRole('list', { name: 'threads' });
  await expect(threads.getByRole('link', { name: member.username })).toBeVisible();
  await expectAccessible(page);
  await threads.getByRole('link', { name: member.username }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(question);
  await expectAccessible(page);
  const answer = `Your bond is confirmed now (${uniqueName('ref')}). Sign in again to see your new level.`;
  await page.getByLabel('Your reply').fill(answer);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(answer)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(`Reply by ${SUPPORT.email}`);

  // The member's own thread has the reply (the API), and the member reads it on /support.
  const thread = await request.get('/api/support/thread', { headers: { authorization: member.token } });
  const items = ((await thread.json()) as { items: Array<{ message: string; fromOperator: boolean }> }).items;
  expect(items.at(-1)).toMatchObject({ message: answer, fromOperator: true });
  await signIn(page, member.username, PASSWORD);
  await page.goto('/support');
  await expect(page.getByRole('list', { name: 'Your messages' })).toContainText(answer);

  // The operator's session is still there beside the member's.
  await page.goto('/admin/support');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});

// Two admins release a payout above KSh 20,000, a support operator cannot, and M-Pesa pays it: one
// payout followed through four tests, each with one operator's console (one browser context) and
// its own time limit, so a busy machine slows each step without any one running out of time. They
// run in order and share the payout; if one fails, the ones after it do not run (and count as failed).
test.describe
  .serial('two admins release a payout above KSh 20,000, a support operator cannot, and M-Pesa pays it', () => {
  let token = '';
  let id = '';
  const payout = (page: Page) =>
    page.getByRole('list', { name: 'withdrawals' }).getByRole('listitem').filter({ hasText: 'KSh 25,000' });

  test('the first admin approves it; approving again is refused (four eyes)', async ({ page, request }) => {
    token = await memberToken(request, wanjiku.username, wanjiku.password);
    id = await withdraw(request, token, 25_000, wanjiku);
    await consoleSignIn(page, ADMIN);
    await openQueue(page, 'Awaiting approval', wanjiku.username);
    const item = payout(page);
    await expect(item).toContainText('0 of 2 approvals');
    await bulk(page, item, 'Approve');
    await expect(page.getByText('Approve: 1 done.')).toBeVisible();
    await expect(item).toContainText('1 of 2 approvals (one is yours)');
    await bulk(page, item, 'Approve');
    await expect(page.getByRole('status').filter({ hasText: '1 refused' })).toContainText(
      'You have already approved this payout (by Approve or Mark paid): a second admin must approve it.',
    );
  });

  test('a support operator sees it but no way to approve it, and the server refuses them', async ({
    page,
    request,
  }) => {
    await consoleSignIn(page, SUPPORT);
    await openQueue(page, 'Awaiting approval', wanjiku.username);
    await expect(page.getByRole('list', { name: 'withdrawals' })).toContainText('1 of 2 approvals');
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    const supportToken = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('pb_admin_auth') ?? '{}') as { token: string }).token,
    );
    const refused = await request.post(`/api/admin/withdrawals/${id}/approve`, {
      headers: { authorization: supportToken },
      data: {},
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Only an admin can do this; support operators read and answer.',
    );
  });

  test('the second admin releases it and the simulator pays it', async ({ page, request }) => {
    await consoleSignIn(page, ADMIN2);
    await openQueue(page, 'Awaiting approval', wanjiku.username);
    const same = payout(page);
    await bulk(page, same, 'Approve');
    await expect(page.getByText('Approve: 1 done.')).toBeVisible();
    await expect(same).toHaveCount(0);
    // The member's own view of the withdrawal, asked again until M-Pesa's result has settled it.
    await expect
      .poll(async () => {
        const res = await request.get(`/api/collections/withdrawal/records/${id}`, {
          headers: { authorization: token },
        });
        return ((await res.json()) as { status: string }).status;
      }, PAID)
      .toBe('disbursed');
  });

  test("the member's file shows it Completed with M-Pesa's receipt", async ({ page }) => {
    await consoleSignIn(page, ADMIN2);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Members' }).click();
    await page.getByRole('searchbox').fill(wanjiku.username);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('list', { name: 'Members' })
      .getByRole('link', { name: wanjiku.username, exact: true })
      .click();
    const paid = page.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem').first();
    await expect(paid).toContainText('KSh 25,000');
    await expect(paid.locator('[data-slot="status-badge"]')).toHaveText('Completed');
    await expect(paid).toContainText(/M-Pesa receipt [A-Z0-9]{10}/);
    await expectAccessible(page);
  });
});

// Every console page passes axe and fits a 360 px phone: in a few tests of a few pages each, so that
// on a busy machine (where every page load and axe run takes seconds) none runs out of time.
test.describe('every console page passes axe and fits a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });
  const fits = async (page: Page, heading: string | RegExp) => {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(360);
  };

  test('sign-in and overview', async ({ page }) => {
    await page.goto('/admin/login');
    await fits(page, 'Sign in to the console');
    await consoleSignIn(page, ADMIN);
    await fits(page, 'Overview');
  });

  test('the five queues', async ({ page }) => {
    await consoleSignIn(page, ADMIN);
    for (const tab of ['approval', 'open', 'bonds', 'review', 'duplicates']) {
      await page.goto(`/admin/queues/${tab}`);
      await fits(page, 'Queues');
    }
  });

  test("members and a member's file", async ({ page, request }) => {
    await consoleSignIn(page, ADMIN);
    await page.goto('/admin/members');
    await fits(page, 'Members');
    const { id } = await memberRecord(request, wanjiku.username, wanjiku.password);
    await page.goto(`/admin/members/${id}`);
    await fits(page, wanjiku.username);
  });

  test('the support inbox and a thread', async ({ page, request }) => {
    // A visitor's message, so the inbox has a thread to open even when this test runs alone.
    const asked = await request.post('/api/support/messages', {
      data: {
        kind: 'contact',
        name: 'Peter Kamau',
        email: 'peter@example.com',
        message: 'Is Mapato registered in Kenya?',
      },
    });
    expect(asked.status()).toBe(200);
    await consoleSignIn(page, ADMIN);
    await page.goto('/admin/support?status=all');
    await fits(page, 'Support');
    await page.getByRole('list', { name: 'threads' }).getByRole('link').first().click();
    await fits(page, /^Support: /);
  });

  test('audit log and settings', async ({ page }) => {
    await consoleSignIn(page, ADMIN);
    await page.goto('/admin/audit');
    await fits(page, 'Audit log');
    await page.goto('/admin/settings');
    await fits(page, 'Settings');
  });
});

test('members never download the console, and the console sends a guest to its sign-in', async ({ page }) => {
  const scripts: Array<Promise<string>> = [];
  // Read while the member moves through their screens; the console opened at the end loads its own.
  let asMember = true;
  page.on('response', (response) => {
    if (!asMember) return;
    // A revalidated file (304) has no body to read; its first download was read already. Only the
    // member app's build (/assets/) can hold console code; the sign-in page's scripts (/_astro/)
    // are left before their bodies can be read, as the browser navigates to the dashboard.
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === 'script' && response.status() === 200 && pathname.startsWith('/assets/'))
      scripts.push(response.text());
  });
  await signIn(page, brian.username, brian.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Through the member's own navigation, so every screen's code is fetched as a member fetches it.
  const screens = { Tasks: 'Task Area', Profit: 'Profit Overview', Account: /^Welcome, /, Dashboard: 'Dashboard' };
  for (const [name, heading] of Object.entries(screens)) {
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${name.toLowerCase()}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  asMember = false;
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(3);
  expect(bodies.filter((js) => js.includes('/api/admin'))).toEqual([]);

  // A member session is no operator session.
  await page.goto('/admin/queues/approval');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
});
