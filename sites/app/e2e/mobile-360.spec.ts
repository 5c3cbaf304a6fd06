// A member's phone (ADR 024): 360 × 640, Android Chrome, touch. No page scrolls sideways — public,
// member (with the Account dialogs) and console; every status in a table or queue is on screen;
// the tab bar has icons with words; Account's toasts stay above it; the Menu opens before any
// script (scripts off); and the small things a member notices: titles, the year, what a task earned,
// what Copy Referral Link did.
import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, nairobiDay } from '@mapato/core';
import { uniqueName } from '../../../tests/e2e-support/api.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';
import { signIn, signUp } from '../../../tests/e2e-support/member.ts';
import { expandedState, expectNoSideScroll, expectOnScreen, PHONE } from './phone.ts';

test.use(PHONE);

const wanjiku = DEMO_ACCOUNTS.find((a) => a.level === 5)!;
// Created by scripts/e2e-server.sh.
const OPERATOR = { email: 'e2e-operator@mapato.test', password: 'e2e-operator-secret' };
const PUBLIC_PAGES = ['/', '/support', '/contact', '/terms', '/privacy'];

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Quick navigation' });
const loaded = (page: Page) => expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);

async function fits(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await loaded(page);
  await expectNoSideScroll(page);
  await expectAccessible(page);
}

/** Every data row of a table shows its status on screen, under the word Status. */
async function expectStatusInEveryRow(table: Locator) {
  const rows = table.locator('tbody tr');
  await expect(rows).not.toHaveCount(0);
  for (const row of await rows.all()) {
    await expect(row.getByText('Status', { exact: true })).toBeVisible();
    await expectOnScreen(row.locator('[data-slot="status-badge"]'));
  }
}

test('the public pages fit, for a visitor and for a member, and the footer shows this year', async ({ page }) => {
  const year = nairobiDay(new Date()).slice(0, 4);
  for (const path of [...PUBLIC_PAGES, '/login', '/signup', '/no-such-page']) {
    await page.goto(path);
    await fits(page);
  }
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Mapato. All rights reserved.`);
  await signIn(page, wanjiku.username, wanjiku.password);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(tabBar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await fits(page);
  }
  // The salary table on / stacks: every level's daily pay is on screen under its column name.
  await page.goto('/');
  const salary = page.getByRole('table', { name: /Salary structure/ });
  await expect(
    salary.getByRole('row', { name: /City Partner/ }).getByText('Daily, up to', { exact: true }),
  ).toBeVisible();
  await expectOnScreen(salary.getByRole('cell', { name: 'KSh 210,000' }));
});

test('member pages and the Account dialogs fit; each tab has its title; every status is on screen', async ({
  page,
}) => {
  await signIn(page, wanjiku.username, wanjiku.password);
  await expect(page).toHaveTitle('Dashboard | Mapato');
  await fits(page);
  await expectStatusInEveryRow(page.getByRole('table', { name: 'Recent Withdrawals' }));
  await expectStatusInEveryRow(page.getByRole('table', { name: 'Registration History' }));

  for (const [tab, title] of [
    ['Tasks', 'Tasks | Mapato'],
    ['Profit', 'Profit | Mapato'],
    ['Account', 'Account | Mapato'],
  ] as const) {
    await tabBar(page).getByRole('link', { name: tab }).click();
    await expect(page).toHaveTitle(title);
    await fits(page);
  }
  await page.goto('/profit');
  const withdrawals = page.getByRole('list', { name: 'Your withdrawals' }).getByRole('listitem');
  await expect(withdrawals).not.toHaveCount(0);
  for (const item of await withdrawals.all()) await expectOnScreen(item.locator('[data-slot="status-badge"]'));

  // Account: the greeting is whole, the header's buttons say what they do, and its dialogs fit.
  await page.goto('/account');
  const greeting = page.getByRole('heading', { level: 1, name: `Welcome, ${wanjiku.username}!` });
  await expect(greeting).toBeVisible();
  expect(await greeting.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
  for (const name of ['Refresh', 'Logout']) {
    const button = page.getByRole('main').getByRole('button', { name, exact: true });
    await expect(button).toContainText(name);
    await expectOnScreen(button);
  }
  await page.getByRole('button', { name: 'Upgrade' }).click();
  const upgrade = page.getByRole('dialog');
  await expect(upgrade.getByRole('heading', { name: 'Upgrade your level' })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
  const choose = upgrade.getByRole('button', { name: /^Choose level 6/ });
  await expectOnScreen(choose);
  await choose.click();
  await expect(upgrade.getByRole('button', { name: /with M-Pesa$/ })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
  await upgrade.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
});

test('the tab bar shows an icon and a word for each tab, and Account toasts stay above it', async ({ page }) => {
  await signUp(page, uniqueName('tabs'));
  const links = tabBar(page).getByRole('link');
  await expect(links).toHaveText(['Dashboard', 'Tasks', 'Profit', 'Account', 'Support']);
  for (const link of await links.all()) {
    await expect(link.locator('svg[data-slot="icon"]')).toBeVisible();
    await expectOnScreen(link);
    // The whole word, not 'Dashbo…'.
    expect(
      await link
        .locator('span')
        .first()
        .evaluate((word) => word.scrollWidth <= word.clientWidth),
    ).toBe(true);
  }
  await expect(tabBar(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // In the app the menu closes itself once one of its links has changed the page.
  await page.getByRole('button', { name: 'Menu' }).tap();
  const menuLinks = page.getByRole('navigation', { name: 'Main' });
  await menuLinks.getByRole('link', { name: 'Profit' }).tap();
  await expect(page).toHaveURL(/\/profit$/);
  await expect(menuLinks.getByRole('link', { name: 'Profit' })).toBeHidden();

  await tabBar(page).getByRole('link', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .first();
  await expect(toast).toContainText('No changes to save!');
  const toastBox = (await toast.boundingBox())!;
  const barBox = (await tabBar(page).boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y);
});

test('a completed task says what it earned, and Copy Referral Link says it copied', async ({ page, context }) => {
  await signUp(page, uniqueName('earner'));
  await tabBar(page).getByRole('link', { name: 'Tasks' }).click();
  const telegram = page.locator('[data-slot="task-card"]').filter({ hasText: 'Join Telegram group' });
  await telegram.getByRole('button', { name: 'Mark as Complete' }).click();
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .first();
  await expect(toast).toContainText('Task marked as complete!');
  await expect(toast).toContainText('+KSh 20 added to your balance');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page.getByRole('button', { name: 'Copy Referral Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied!' })).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Your referral link' }).inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the Menu opens and closes by touch and by keyboard, and says whether it is open', async ({ page }) => {
    await page.goto('/support');
    const menu = page.getByRole('button', { name: 'Menu' });
    const links = page.getByRole('navigation', { name: 'Main' });
    const signUpLink = links.getByRole('link', { name: 'Sign Up' });
    await expect(signUpLink).toBeHidden();
    expect(await expandedState(page, 'Menu')).toBe(false);
    await menu.tap();
    await expect(signUpLink).toBeVisible();
    await expectOnScreen(signUpLink);
    expect(await expandedState(page, 'Menu')).toBe(true);
    await expectNoSideScroll(page);
    // A tap outside closes it; so does Escape, and focus is back on Menu.
    await page.touchscreen.tap(180, 560);
    await expect(signUpLink).toBeHidden();
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(signUpLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signUpLink).toBeHidden();
    await expect(menu).toBeFocused();
    // Opened by keyboard, the menu comes next in the tab order.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(links.getByRole('link', { name: 'Support' })).toBeFocused();
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await expect(signUpLink).toBeHidden();
  });
});

test('console pages fit and every queue shows its statuses on screen', async ({ page }) => {
  await page.goto('/admin/login');
  await fits(page);
  await page.getByLabel('E-mail').fill(OPERATOR.email);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await fits(page);
  for (const tab of ['approval', 'open', 'bonds', 'review', 'duplicates']) {
    await page.goto(`/admin/queues/${tab}`);
    await fits(page);
    for (const badge of await page.getByRole('main').locator('[data-slot="status-badge"]').all()) {
      await expectOnScreen(badge);
    }
  }
  for (const path of ['/admin/members', '/admin/support?status=all', '/admin/audit', '/admin/settings']) {
    await page.goto(path);
    await fits(page);
  }
  await page.goto(`/admin/members?q=${wanjiku.username}`);
  await page.getByRole('list', { name: 'Members' }).getByRole('link', { name: wanjiku.username, exact: true }).click();
  // The member's own file, not the list it came from (whose heading is still up for a moment).
  await expect(page.getByRole('heading', { level: 1, name: wanjiku.username })).toBeVisible();
  await fits(page);
  for (const badge of await page.getByRole('main').locator('[data-slot="status-badge"]').all()) {
    await expectOnScreen(badge);
  }
});
