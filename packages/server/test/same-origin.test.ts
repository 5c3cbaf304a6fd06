// ADR 014: API writes come from our own pages only. Another site cannot make a visitor's
// browser sign people up under a referrer or post support messages: JSON only (a JSON body needs
// a CORS preflight we never grant), and an /api/ request naming a foreign Origin is refused
// before anything is read or written.
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerState } from './support/scenarios.ts';
import { isPbError, missingSecurityHeaders, startServerWith } from './support/server-with-options.ts';
import { startServerProcess } from './support/server-process.ts';
import { freshTestDb } from './support/test-db.ts';
import { signUpMember, uniquePhone, uniqueUsername, type Member } from './support/test-server.ts';
import { testServerForFile } from './support/harness.ts';

const ALLOWED = 'https://www.mapato.co.ke';
const EVIL = 'https://evil.example';

const t = testServerForFile({ origins: ['https://mapato.co.ke', `${ALLOWED}/`] }, startServerWith);
let referrer: Member;
beforeAll(async () => {
  referrer = await signUpMember(t);
});

const signUpBody = () => {
  const password = 'correct-horse-42';
  return JSON.stringify({
    username: uniqueUsername('csrf'),
    phone: uniquePhone(),
    password,
    passwordConfirm: password,
    invitation_code: referrer.username,
  });
};
const supportBody = () => JSON.stringify({ kind: 'contact', name: 'Spam', email: 'a@b.co', message: 'hello' });

async function send(
  path: string,
  init: { method?: string; body?: string | FormData; headers?: Record<string, string> },
) {
  const res = await fetch(t.url + path, { method: init.method ?? 'POST', body: init.body, headers: init.headers });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* kept as text */
  }
  return { status: res.status, body, headers: res.headers };
}

/** What a write could change: the referrer's ledger, the number of members and of support messages. */
async function state() {
  const db = t.server.deps.db;
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const support = await db
    .selectFrom('support_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { referrer: await ledgerState(t, referrer.id), users: Number(users.n), support: Number(support.n) };
}

const SIGN_UP = '/api/collections/users/records';
const SUPPORT = '/api/support/messages';

describe('cross-site simple requests are refused and change nothing', () => {
  it.each([
    ['a sign-up with an invitation code', SIGN_UP, signUpBody],
    ['a support message', SUPPORT, supportBody],
  ])('%s as text/plain from another site → 403', async (_name, path, body) => {
    const before = await state();
    const res = await send(path, { body: body(), headers: { 'content-type': 'text/plain', origin: EVIL } });
    expect(res.status).toBe(403);
    expect(isPbError(403, res.body)).toBe(true);
    expect(missingSecurityHeaders(res.headers)).toEqual([]);
    expect(await state()).toEqual(before);
  });

  it.each([
    ['a sign-up with an invitation code', SIGN_UP, signUpBody],
    ['a support message', SUPPORT, supportBody],
  ])('%s as text/plain even without an Origin → 415', async (_name, path, body) => {
    const before = await state();
    const res = await send(path, { body: body(), headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(res.status).toBe(415);
    expect(isPbError(415, res.body)).toBe(true);
    expect(await state()).toEqual(before);
  });

  it.each([
    ['form-urlencoded', 'application/x-www-form-urlencoded', 'kind=contact&message=hello'],
    [
      'multipart',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\ncontact\r\n--x--',
    ],
    ['text/plain', 'text/plain', '{"kind":"contact","message":"hello"}'],
    ['a JSON look-alike', 'application/json-patch+json', '{"kind":"contact","message":"hello"}'],
    ['no content type at all', undefined, '{"kind":"contact","message":"hello"}'],
  ])('%s with a body → 415 from our own origin too', async (_name, type, body) => {
    const before = await state();
    const headers: Record<string, string> = { origin: t.url };
    if (type) headers['content-type'] = type;
    const res = await send(SUPPORT, { body, headers });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ status: 415, message: 'Unsupported content type: send JSON.', data: {} });
    expect(await state()).toEqual(before);
  });

  it('a browser FormData post (multipart) → 415', async () => {
    const form = new FormData();
    form.set('kind', 'contact');
    form.set('message', 'hello');
    const res = await send(SUPPORT, { body: form });
    expect(res.status).toBe(415);
  });
});

describe('the Origin rule', () => {
  it.each([
    ['POST', SIGN_UP, signUpBody],
    ['POST', SUPPORT, supportBody],
    ['GET', '/api/collections/users/records', undefined],
    ['GET', '/api/health', undefined],
    ['DELETE', `/api/collections/users/records/x`, undefined],
    // The router decodes %61 to "a": the rule must not depend on how the path is spelled.
    ['POST', '/%61pi/support/messages', supportBody],
    ['POST', '/api/nope', supportBody],
  ])('%s %s from a foreign origin → 403 and nothing written', async (method, path, body) => {
    const before = await state();
    const res = await send(path, {
      method,
      body: body?.(),
      headers: { 'content-type': 'application/json', origin: EVIL, authorization: referrer.token },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: 403, message: 'Cross-origin requests are not allowed.', data: {} });
    expect(missingSecurityHeaders(res.headers)).toEqual([]);
    expect(await state()).toEqual(before);
  });

  it.each([
    ['null', 'null'],
    ['our host over the other scheme', () => t.url.replace('http:', 'https:')],
    ['our host on another port', () => t.url.replace(/:\d+$/, ':1')],
    ['an allowed origin with a path', `${ALLOWED}/x`],
    ['an allowed origin over http', ALLOWED.replace('https:', 'http:')],
    ['a subdomain of an allowed origin', 'https://evil.mapato.co.ke'],
    ['two origins', () => `${t.url}, ${EVIL}`],
    ['an empty value', ''],
  ])('Origin %s → 403', async (_name, origin) => {
    const value = typeof origin === 'function' ? origin() : origin;
    const before = await state();
    const res = await send(SUPPORT, {
      body: supportBody(),
      headers: { 'content-type': 'application/json', origin: value },
    });
    expect(res.status).toBe(403);
    expect(await state()).toEqual(before);
  });

  it.each([
    ['our own origin', () => t.url],
    ['an origin from MAPATO_ORIGINS', () => ALLOWED],
    ['another origin from MAPATO_ORIGINS', () => 'https://mapato.co.ke'],
    ['no Origin at all', () => undefined],
  ])('%s passes', async (_name, origin) => {
    const value = origin();
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    if (value !== undefined) headers.origin = value;
    const before = await state();
    const res = await send(SUPPORT, { body: supportBody(), headers });
    expect(res.status).toBe(200);
    expect((await state()).support).toBe(before.support + 1);
  });

  it('our own origin is the host the request arrived on (a browser on http://localhost:PORT)', async () => {
    const port = new URL(t.url).port;
    const post = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path: SUPPORT,
            method: 'POST',
            headers: {
              host: `localhost:${port}`,
              origin,
              'content-type': 'application/json',
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(supportBody());
      });
    expect(await post(`http://localhost:${port}`)).toBe(200);
    expect(await post(t.url)).toBe(403);
  });

  it('a same-origin sign-up with an invitation code is taken, naming the referrer', async () => {
    const before = await state();
    const res = await send(SIGN_UP, {
      body: signUpBody(),
      headers: { 'content-type': 'application/json', origin: t.url },
    });
    expect(res.status).toBe(200);
    expect((await state()).users).toBe(before.users + 1);
    const friend = await t.server.deps.db
      .selectFrom('users')
      .select('referred_by')
      .where('id', '=', (res.body as { id: string }).id)
      .executeTakeFirstOrThrow();
    expect(friend.referred_by).toBe(referrer.id);
  });

  it('a body-less POST without a content type is fine (curl -X POST)', async () => {
    const res = await send('/api/collections/users/auth-refresh', { headers: { authorization: referrer.token } });
    expect(res.status).toBe(200);
  });

  it('the pages themselves are not API requests: a foreign Origin does not block them', async () => {
    const res = await send('/no-such-page', { method: 'GET', headers: { origin: EVIL } });
    expect(res.status).toBe(404);
  });
});

describe('behind a proxy', () => {
  it('with trustProxy, the forwarded scheme and host make our own origin', async () => {
    const proxied = await startServerWith({ trustProxy: true });
    try {
      const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'mapato.co.ke' };
      const ok = await fetch(`${proxied.url}/api/support/messages`, {
        method: 'POST',
        body: supportBody(),
        headers: { 'content-type': 'application/json', origin: 'https://mapato.co.ke', ...forwarded },
      });
      expect(ok.status).toBe(200);
      const evil = await fetch(`${proxied.url}/api/support/messages`, {
        method: 'POST',
        body: supportBody(),
        headers: { 'content-type': 'application/json', origin: EVIL, ...forwarded },
      });
      expect(evil.status).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('without trustProxy, forwarded headers are ignored', async () => {
    const res = await fetch(`${t.url}/api/support/messages`, {
      method: 'POST',
      body: supportBody(),
      headers: {
        'content-type': 'application/json',
        origin: 'https://forged.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'forged.example',
      },
    });
    expect(res.status).toBe(403);
  });
});

describe('configuration', () => {
  it('refuses a malformed allowed origin at start-up', async () => {
    await expect(startServerWith({ origins: ['mapato.co.ke'] })).rejects.toThrow(/MAPATO_ORIGINS/);
  });

  it('mapato serve reads MAPATO_ORIGINS (comma-separated)', async () => {
    const testDb = await freshTestDb();
    const proc = await startServerProcess({
      env: { ...testDb.env, MAPATO_ORIGINS: ' https://mapato.co.ke , https://www.mapato.co.ke' },
      dataDir: testDb.dataDir,
    });
    try {
      const post = (origin: string) =>
        fetch(`${proc.url}/api/support/messages`, {
          method: 'POST',
          body: supportBody(),
          headers: { 'content-type': 'application/json', origin },
        }).then((r) => r.status);
      expect(await post('https://www.mapato.co.ke')).toBe(200);
      expect(await post('https://mapato.co.ke')).toBe(200);
      expect(await post(proc.url)).toBe(200);
      expect(await post(EVIL)).toBe(403);
    } finally {
      await proc.stop();
      await testDb.drop();
    }
  });
});
