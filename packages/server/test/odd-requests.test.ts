// ADR 014: whatever odd request arrives — a repeated query parameter, a broken percent
// escape, an over-long path segment, an unknown route or method — the answer is a 4xx in
// PocketBase's {status, message, data} with the security headers, never Fastify's own shape or a 500.
import { connect } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPbError, missingSecurityHeaders, startServerWith } from './support/server-with-options.ts';
import { grant, signInAdmin, signUpMember, type Member, type TestServer } from './support/test-server.ts';

let t: TestServer;
/** the same server without built sites (no catch-all page route) */
let bare: TestServer;
let member: Member;
let operatorToken: string;
let sites: string;
beforeAll(async () => {
  // With built sites, as in production: the SPA fallback and the site's 404 page must keep working.
  sites = mkdtempSync(join(tmpdir(), 'mapato-odd-'));
  mkdirSync(join(sites, 'web'));
  mkdirSync(join(sites, 'app'));
  writeFileSync(join(sites, 'web', 'index.html'), '<h1>Earn daily</h1>');
  writeFileSync(join(sites, 'web', '404.html'), '<h1>Page not found</h1>');
  writeFileSync(join(sites, 'app', 'index.html'), '<div id="app">member app</div>');
  // The build prerenders the member screens' frames into pages of their own (ADR 027).
  writeFileSync(join(sites, 'app', 'tasks.html'), '<div id="app" data-shell="/tasks">tasks</div>');
  t = await startServerWith({ sites: { web: join(sites, 'web'), app: join(sites, 'app') } });
  member = await signUpMember(t);
  await grant(t, member.id, 5_000);
  await member.pb.collection('withdrawal').create({ amount: 1_000, mpesa_number: '+254712345678', full_name: 'A B' });
  operatorToken = (await signInAdmin(t)).authStore.token;
  bare = await startServerWith();
});
afterAll(async () => {
  await t.close();
  await bare.close();
  rmSync(sites, { recursive: true, force: true });
});

type Caller = 'guest' | 'member' | 'operator';
async function get(path: string, as: Caller = 'guest', method = 'GET', server = t) {
  const headers: Record<string, string> = {};
  if (as === 'member') headers.authorization = member.token;
  if (as === 'operator') headers.authorization = operatorToken;
  const res = await fetch(server.url + path, { method, headers });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* asserted by the caller */
  }
  return { status: res.status, body, text, headers: res.headers };
}

function expectPbError(res: Awaited<ReturnType<typeof get>>, status: number) {
  expect(res.status, res.text).toBe(status);
  expect(isPbError(status, res.body), res.text).toBe(true);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(missingSecurityHeaders(res.headers)).toEqual([]);
  expect(res.headers.get('cache-control')).toBe('no-store');
}

const LISTS = [
  '/api/collections/withdrawal/records',
  '/api/collections/registration/records',
  '/api/collections/users/records',
  '/api/admin/withdrawals',
  '/api/admin/registrations',
  '/api/admin/audit',
  '/api/admin/support',
  '/api/tasks',
];

describe('repeated query parameters', () => {
  it.each([
    ['filter', '/api/collections/withdrawal/records?filter=amount>0&filter=amount<0'],
    ['sort', '/api/collections/withdrawal/records?sort=id&sort=amount'],
    ['page', '/api/collections/users/records?page=1&page=2'],
    ['perPage', '/api/admin/withdrawals?perPage=1&perPage=2'],
    ['status', '/api/admin/withdrawals?status=pending&status=paid'],
    ['anything', '/api/tasks?anything=1&anything=2'],
  ])('a repeated %s is a 400 naming it, signed in or not', async (name, path) => {
    for (const as of ['guest', 'member', 'operator'] as const) {
      const res = await get(path, as);
      expectPbError(res, 400);
      expect(res.body).toEqual({
        status: 400,
        message: `The query parameter "${name}" may be given only once.`,
        data: {
          [name]: { code: 'validation_repeated', message: `The query parameter "${name}" may be given only once.` },
        },
      });
    }
  });

  it('a repeated parameter on a page is no business of the API rules', async () => {
    const res = await get('/?utm=a&utm=b');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Earn daily');
  });
});

describe('malformed URLs and unknown routes', () => {
  it.each([
    ['a broken percent escape', '/api/%ZZ', 400],
    ['a broken escape in a record route', '/api/collections/%E0%A4%A/records', 400],
    ['an over-long collection', `/api/collections/${'x'.repeat(500)}/records`, 404],
    ['an over-long record id', `/api/collections/withdrawal/records/${'x'.repeat(500)}`, 404],
    ['an unknown API path', '/api/nope', 404],
    ['an unknown API path below a known one', '/api/collections/withdrawal/records/x/y/z', 404],
    ['an unknown collection', '/api/collections/secrets/records', 404],
  ])('%s → the error shape with the security headers, with or without built sites', async (_name, path, status) => {
    for (const server of [t, bare]) {
      for (const as of ['guest', 'member'] as const) expectPbError(await get(path, as, 'GET', server), status);
    }
  });

  it('a broken escape gets a useful message', async () => {
    expect((await get('/api/%ZZ')).body).toEqual({ status: 400, message: 'The request URL is malformed.', data: {} });
  });

  it.each([
    ['PUT', '/api/collections/withdrawal/records'],
    ['PATCH', '/api/tasks'],
    ['DELETE', '/api/health'],
    ['POST', '/api/admin/withdrawals'],
  ])('a wrong method, %s %s, is a PocketBase 404', async (method, path) => {
    for (const server of [t, bare]) expectPbError(await get(path, 'guest', method, server), 404);
  });

  it("pages keep their own answers: the member app, a screen's prerendered page, the site 404 page", async () => {
    const app = await get('/dashboard');
    expect([app.status, app.text]).toEqual([200, '<div id="app">member app</div>']);
    // A member screen with its own prerendered page gets it, with the same CSP and no caching;
    // anything deeper, or the console, gets the app's index.html.
    const tasks = await get('/tasks');
    expect([tasks.status, tasks.text]).toEqual([200, '<div id="app" data-shell="/tasks">tasks</div>']);
    expect(tasks.headers.get('cache-control')).toBe('no-cache');
    for (const path of ['/tasks/extra', '/admin/queues'])
      expect((await get(path)).text).toBe('<div id="app">member app</div>');
    const missing = await get('/no/such/page');
    expect([missing.status, missing.text]).toEqual([404, '<h1>Page not found</h1>']);
    expect(missingSecurityHeaders(missing.headers)).toEqual([]);
    const broken = await get('/%ZZ');
    expect(broken.status).toBe(400);
    expect(missingSecurityHeaders(broken.headers)).toEqual([]);
  });
});

describe('requests Node itself refuses', () => {
  /** Writes raw bytes and returns the answer's status line, headers and body. */
  const rawExchange = (bytes: string) =>
    new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
      const socket = connect(Number(new URL(t.url).port), '127.0.0.1');
      let text = '';
      socket.on('data', (d) => (text += d.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head.toLowerCase(), body });
      });
      socket.end(bytes);
    });

  it.each([
    ['headers too large', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['an unparsable request', 'NOT HTTP AT ALL\r\n\r\n', 400],
  ])('%s → %i in the error shape with the security headers', async (_name, bytes, status) => {
    const res = await rawExchange(bytes);
    expect(res.status).toBe(status);
    expect(isPbError(status, JSON.parse(res.body))).toBe(true);
    expect(res.headers).toContain('x-frame-options: deny');
    expect(res.headers).toContain("content-security-policy: default-src 'self'");
  });
});

describe('property: list endpoints answer any query string without a 5xx, in the PB shape, with the headers', () => {
  const knownKeys = fc.constantFrom(
    'filter',
    'sort',
    'page',
    'perPage',
    'skipTotal',
    'fields',
    'expand',
    'status',
    'filter[]',
    'sort[]',
    'filter[a]',
    'a[b]',
    'a[]',
    'a[0]',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    '',
  );
  const values = fc.oneof(
    fc.constant(''),
    fc.constantFrom(
      '1',
      '0',
      '-1',
      '1e3',
      '99999999999999999999',
      'id',
      '-created',
      'amount>0',
      "status='pending'",
      'amount>0 && status=1',
      '(((',
      '@request.auth.id',
      'pending',
      'paid',
      'true',
      'null',
      '[]',
      '{}',
    ),
    fc.string({ maxLength: 12 }),
    fc.string({ unit: 'grapheme', maxLength: 6 }),
  );
  const encodings = fc.constantFrom('encoded', 'raw', 'broken');
  const encode = (text: string, how: string) => {
    if (how === 'encoded') return encodeURIComponent(text);
    // Raw: only what a URL can carry verbatim; "%" left alone may make an invalid escape.
    const raw = text.replace(/[^A-Za-z0-9\-._~!$'()*,;:@/?%[\]]/gu, (c) => encodeURIComponent(c));
    return how === 'broken' ? `${raw}%${['', 'Z', 'E0%A4', '2'][text.length % 4]}` : raw;
  };
  // The parameters the endpoints read come up most; any key may also come twice.
  const readKeys = fc.constantFrom('filter', 'sort', 'page', 'perPage', 'skipTotal', 'status');
  const keys = fc.oneof(
    { arbitrary: readKeys, weight: 3 },
    { arbitrary: knownKeys, weight: 2 },
    fc.string({ maxLength: 6 }),
  );
  const pair = fc.tuple(keys, values, encodings, fc.boolean());
  const queries = fc
    .tuple(fc.array(pair, { maxLength: 6 }), fc.option(fc.tuple(fc.nat(), values)))
    .map(([pairs, repeat]) => {
      const all = [...pairs];
      if (repeat && pairs.length > 0) {
        const [index, value] = repeat;
        const [key, , how, withEquals] = pairs[index % pairs.length]!;
        all.push([key, value, how, withEquals]);
      }
      return all
        .map(([k, v, how, withEquals]) => (withEquals ? `${encode(k, how)}=${encode(v, how)}` : encode(k, how)))
        .join('&');
    });

  it('for every list endpoint and caller', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LISTS),
        fc.constantFrom<Caller>('guest', 'member', 'operator'),
        queries,
        async (path, as, query) => {
          const res = await get(`${path}?${query}`, as);
          expect(res.status, `${path}?${query} → ${res.text}`).toBeLessThan(500);
          expect(missingSecurityHeaders(res.headers), `${path}?${query}`).toEqual([]);
          expect(res.headers.get('cache-control')).toBe('no-store');
          if (res.status >= 400) expect(isPbError(res.status, res.body), `${path}?${query} → ${res.text}`).toBe(true);
          else expect(typeof res.body).toBe('object');
        },
      ),
      { numRuns: 400 },
    );
  });
});
