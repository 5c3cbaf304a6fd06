// Support replies (ADR 020) on a 360 × 640 phone: a member writes from /support, an operator
// answers through the API, the member sees the count on Support in the app's nav and on the
// public pages, reads the reply on /support, and the count is gone. A visitor's /support is the
// plain Help Center and asks the server nothing about threads. On a slow phone, a reply reaches the
// open Support page by itself within seconds, and the live chat opens on the thread (ADR 047).
import type { APIRequestContext, Page } from '@playwright/test';
import { operatorToken, uniqueName } from '../../../tests/e2e-support/api.ts';
import { expect, expectAccessible, test } from '../../../tests/e2e-support/fixtures.ts';
import { signUp } from '../../../tests/e2e-support/member.ts';
import { slowCpu } from '../../../tests/e2e-support/support-live-phone.ts';

test.use({ viewport: { width: 360, height: 640 } });

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Quick navigation' });
const REPLY = 'Hello! Your bond was confirmed this morning: sign out and in again to see 7 tasks a day.';

const memberId = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as { record: { id: string } }).record.id,
  );

async function operatorReplies(request: APIRequestContext, uid: string, message: string) {
  const replied = await request.post(`/api/admin/support/threads/${encodeURIComponent(`u:${uid}`)}/reply`, {
    headers: { authorization: await operatorToken(request) },
    data: { message },
  });
  expect(replied.status(), await replied.text()).toBe(200);
}

test('a visitor sees the Help Center as before and no thread is asked for', async ({ page }) => {
  const threadRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/support/thread')) threadRequests.push(r.url());
  });
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your messages' })).toHaveCount(0);
  await page.getByRole('heading', { name: 'Send us a message' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
  expect(threadRequests).toEqual([]);
});

test('a member writes, an operator replies, the member sees the badge, reads the reply and the badge clears', async ({
  page,
  request,
}) => {
  const username = uniqueName('akinyi');
  await signUp(page, username);
  await expect(tabs(page).getByRole('link', { name: 'Support', exact: true })).toBeVisible();

  // /support: an empty conversation above the FAQ; the message sent below joins it at once.
  await tabs(page).getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { name: 'Your messages' })).toBeVisible();
  await expect(page.getByText('No messages yet')).toBeVisible();
  await expectAccessible(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.scrollIntoViewIfNeeded();
  // The form is a client:visible island: what is typed before it hydrates is lost (ADR 013).
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');
  // Signed in: the server knows who writes, so only the message is asked for.
  await expect(form.getByLabel('Name')).toBeHidden();
  await expect(form.getByLabel('Email')).toBeHidden();
  await form.getByLabel('Message').fill('I paid my bond this morning but I still have 4 tasks.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you for reaching out! We will respond as soon as possible.')).toBeVisible();
  const thread = page.getByRole('list', { name: 'Your messages' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread).toContainText('I paid my bond this morning but I still have 4 tasks.');

  // The operator answers the member's thread.
  // The operator answers the member's thread. The open page shows it by itself (ADR 047);
  // the badge elsewhere is for a reply the member has not seen.
  await page.goto('/dashboard');
  await operatorReplies(request, await memberId(page), REPLY);

  // The member app's nav counts the unread reply; so does the public site's.
  await page.reload();
  const badged = tabs(page).getByRole('link', { name: 'Support (1 unread reply)' });
  await expect(badged).toBeVisible();
  await expect(badged.locator('[data-slot="nav-badge"]')).toHaveText('1');
  await expectAccessible(page);
  await page.goto('/');
  await expect(badged).toBeVisible();

  // Opening /support shows the reply, newest at the bottom, marked New, and marks it read.
  const markedRead = page.waitForResponse((r) => r.url().endsWith('/api/support/thread/read') && r.ok());
  await badged.click();
  await expect(page).toHaveURL(/\/support$/);
  const items = thread.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.last()).toContainText('Mapato Support');
  await expect(items.last()).toContainText(REPLY);
  await expect(items.last()).toContainText('New');
  await expect(items.first()).toContainText('You');
  await expect(items.last().locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
  await expect(tabs(page).getByRole('link', { name: 'Support', exact: true })).toBeVisible();
  await expectAccessible(page);
  await markedRead;

  // Read: no badge anywhere any more (checked once each nav has had the server's answer).
  for (const path of ['/dashboard', '/']) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/support/thread') && r.ok());
    await page.goto(path);
    expect(((await (await answered).json()) as { unread: number }).unread).toBe(0);
    await expect(tabs(page).getByRole('link', { name: 'Support', exact: true })).toBeVisible();
    await expect(page.locator('[data-slot="nav-badge"]')).toHaveCount(0);
  }
});

test('on a slow phone, a reply reaches the open Support page by itself, and the live chat shows the thread', async ({
  page,
  request,
}) => {
  const username = uniqueName('wanjiru');
  await signUp(page, username);
  const uid = await memberId(page);
  await slowCpu(page, 4);

  // The page follows the thread live once the stream has taken its topics.
  const following = page.waitForResponse(
    (r) => r.url().endsWith('/api/realtime') && r.request().method() === 'POST' && r.status() === 204,
  );
  await page.goto('/support');
  const thread = page.getByRole('list', { name: 'Your messages' });
  await expect(page.getByText('No messages yet')).toBeVisible();
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');
  await form.getByLabel('Message').fill('My withdrawal of KSh 1,000 is still pending.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await following;

  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  const reply = 'Your payout was sent at 10:42; M-Pesa receipt QK7ABC1234.';
  const sentAt = Date.now();
  await operatorReplies(request, uid, reply);
  const items = thread.getByRole('listitem');
  await expect(items.last()).toContainText(reply, { timeout: 5_000 });
  const seenAfterMs = Date.now() - sentAt;
  await expect(items).toHaveCount(2);
  await expect(items.last()).toContainText('Mapato Support');
  expect(navigations).toBe(0);
  test.info().annotations.push({ type: 'reply seen after (ms, 4x CPU)', description: String(seenAfterMs) });
  // Shown, so read: no badge for a reply the member has seen.
  await expect
    .poll(async () => {
      const res = await request.get('/api/support/thread', {
        headers: {
          authorization: await page.evaluate(() => JSON.parse(localStorage.getItem('pocketbase_auth')!).token),
        },
      });
      return ((await res.json()) as { unread: number }).unread;
    })
    .toBe(0);

  // The live chat opens on the thread so far: the member's message and the reply.
  await page.getByRole('button', { name: 'Start Live Chat' }).click();
  const chat = page.getByRole('dialog').getByRole('list', { name: 'Messages' });
  await expect(chat).toContainText('My withdrawal of KSh 1,000 is still pending.');
  await expect(chat).toContainText(reply);
  await expect(chat.getByRole('listitem').first()).toContainText('My withdrawal of KSh 1,000 is still pending.');
  await expectAccessible(page);

  // A reply that arrives while the chat is open joins it.
  await operatorReplies(request, uid, 'Anything else we can help with?');
  await expect(chat.getByRole('listitem').filter({ hasText: 'Anything else we can help with?' })).toHaveCount(1, {
    timeout: 5_000,
  });
});
