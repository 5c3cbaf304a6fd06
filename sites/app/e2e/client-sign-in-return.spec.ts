// A client who opens a page of /client signed out (a project's link in an e-mail, a bookmark) signs
// in and is back on that page; a `?redirect=` that leads anywhere else than a client page of this
// site is ignored and the sign-in lands on the projects (lib/back-after-sign-in.ts, ADR 067).
import { DEMO_CLIENT } from '@mapato/core';
import { OPERATOR } from '../../../tests/e2e-support/api.ts';
import { m } from '@mapato/i18n';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../../tests/e2e-support/fixtures.ts';

test.use({ viewport: { width: 360, height: 640 } });

async function firstProject(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const auth = await request.post('/api/collections/clients/auth-with-password', {
    data: { identity: DEMO_CLIENT.email, password: DEMO_CLIENT.password },
  });
  expect(auth.ok()).toBe(true);
  const { token } = (await auth.json()) as { token: string };
  const list = await request.get('/api/client/projects', { headers: { Authorization: token } });
  const body = (await list.json()) as { items: { id: string; title: string }[] };
  return body.items[0]!;
}

async function signIn(page: Page) {
  const form = page.getByRole('form', { name: m.client_loginFormLabel() });
  await form.getByLabel(m.client_email()).fill(DEMO_CLIENT.email);
  await form.getByLabel(m.kit_passwordLabel(), { exact: true }).fill(DEMO_CLIENT.password);
  await form.getByRole('button', { name: m.client_signIn() }).click();
}

test('a project opened signed out is where the sign-in comes back to', async ({ page, request }) => {
  const project = await firstProject(request);
  await page.goto(`/client/projects/${project.id}`);
  await expect(page).toHaveURL(/\/client\/login\?redirect=/);
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`/client/projects/${project.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  // Back does not return to the sign-in page.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/client\/login/);
});

test('the keys page opened signed out comes back too', async ({ page }) => {
  await page.goto('/client/keys');
  await signIn(page);
  await expect(page).toHaveURL(/\/client\/keys$/);
});

for (const elsewhere of [
  'https://evil.example/client',
  '//evil.example/client',
  '/\\evil.example',
  '/client/../admin',
  '/client/..%2F..%2Fadmin',
  '/admin',
  'javascript:alert(1)//client',
]) {
  test(`a redirect to ${elsewhere} is refused: the projects`, async ({ page }) => {
    await page.goto(`/client/login?redirect=${encodeURIComponent(elsewhere)}`);
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: m.client_projectsTitle() })).toBeVisible();
    // The address follows the screen a moment later: wait for it, then check it is this site's /client.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/client');
    expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
  });
}

// The console reads its `?redirect=` with the same check: a path that climbs out of /admin is refused.
test('the console refuses a redirect that climbs out of /admin', async ({ page }) => {
  await page.goto(`/admin/login?redirect=${encodeURIComponent('/admin/../..//evil.example/admin')}`);
  await page.getByLabel(m.admin_email()).fill(OPERATOR.email);
  await page.getByLabel(m.kit_passwordLabel(), { exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: m.admin_signIn() }).click();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
  expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
});
