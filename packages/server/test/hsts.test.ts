// ADR 014: a browser that has reached us over HTTPS is told to stay on HTTPS. The header
// is only sent when the request really came over HTTPS: on the socket, or per X-Forwarded-Proto
// when we are told a proxy we run sits in front (trustProxy); never per the header alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer, request, type Server as HttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerWith } from './support/server-with-options.ts';
import type { TestServer } from './support/test-server.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

let direct: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  direct = await startServerWith();
  proxied = await startServerWith({ trustProxy: true });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const hsts = async (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  (await fetch(url, { method, headers })).headers.get('strict-transport-security');

// Every kind of answer: a success, a route's error, an unknown route, a hook's refusal, and the
// router's own errors (bad escapes, over-long parameters) which run outside the route hooks.
const PATHS = [
  ['a success', 'GET', '/api/health'],
  ["a route's 401", 'GET', '/api/tasks'],
  ['an unknown route', 'GET', '/api/nope'],
  ['a wrong method', 'PUT', '/api/health'],
  ['a repeated parameter', 'GET', '/api/collections/withdrawal/records?sort=a&sort=b'],
  ['a broken escape', 'GET', '/api/%ZZ'],
  ['an over-long parameter', 'GET', `/api/collections/${'x'.repeat(500)}/records`],
  ['a page', 'GET', '/no/such/page'],
] as const;

describe('Strict-Transport-Security', () => {
  it.each(PATHS)('over plain HTTP: none on %s, whatever X-Forwarded-Proto says', async (_name, method, path) => {
    expect(await hsts(direct.url + path, {}, method)).toBeNull();
    expect(await hsts(direct.url + path, { 'x-forwarded-proto': 'https' }, method)).toBeNull();
  });

  it.each(PATHS)('behind a trusted proxy that saw HTTPS: on %s', async (_name, method, path) => {
    expect(await hsts(proxied.url + path, { 'x-forwarded-proto': 'https' }, method)).toBe(HSTS);
    expect(await hsts(proxied.url + path, { 'x-forwarded-proto': 'http' }, method)).toBeNull();
    expect(await hsts(proxied.url + path, {}, method)).toBeNull();
  });

  it('on a cross-origin refusal too', async () => {
    const headers = { 'x-forwarded-proto': 'https', origin: 'https://evil.example' };
    const res = await fetch(`${proxied.url}/api/health`, { headers });
    expect([res.status, res.headers.get('strict-transport-security')]).toEqual([403, HSTS]);
  });

  describe('served directly over TLS', () => {
    let dir: string;
    let tls: HttpsServer;
    let port: number;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'mapato-tls-'));
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      // The same application behind Node's own HTTPS server: request.protocol comes from the socket.
      tls = createHttpsServer(
        { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
        (req, res) => direct.server.app.routing(req, res),
      );
      await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
      const address = tls.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });
    afterAll(async () => {
      await new Promise((resolve) => tls.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    });

    it.each(PATHS)('on %s', async (_name, method, path) => {
      const header = await new Promise<string | undefined>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, method, rejectUnauthorized: false }, (res) => {
          res.resume();
          resolve(res.headers['strict-transport-security'] as string | undefined);
        });
        req.on('error', reject);
        req.end();
      });
      expect(header).toBe(HSTS);
    });
  });
});
