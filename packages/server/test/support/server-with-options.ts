// The real server with chosen ServerOptions (allowed origins, a proxy in front, a short request
// timeout) for the tests of the request-hardening rules; the same TestServer surface as
// startTestServer, so signUpMember and grant work with it.
import PocketBase from 'pocketbase';
import { createServer, type Server, type ServerOptions } from '../../src/app.ts';
import { freshTestDb } from './test-db.ts';
import type { TestServer } from './test-server.ts';

export async function startServerWith(options: Omit<Partial<ServerOptions>, 'db'> = {}): Promise<TestServer> {
  const testDb = await freshTestDb();
  let server: Server;
  try {
    server = await createServer({ rateLimits: 'off', ...options, db: testDb.config });
  } catch (error) {
    await testDb.drop();
    throw error;
  }
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    server,
    testDb,
    sdk() {
      const pb = new PocketBase(url);
      pb.autoCancellation(false);
      return pb;
    },
    async http(path, init = {}) {
      const headers = new Headers(init.headers);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      if (init.token) headers.set('authorization', init.token);
      const res = await fetch(url + path, { ...init, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
    async close() {
      await server.close();
      await testDb.drop();
    },
  };
}

/** PocketBase's error shape with the given status. */
export const isPbError = (status: number, body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  (body as { status?: unknown }).status === status &&
  typeof (body as { message?: unknown }).message === 'string' &&
  typeof (body as { data?: unknown }).data === 'object' &&
  (body as { data?: unknown }).data !== null;

/** The headers http/security-headers.ts puts on every response. */
export function missingSecurityHeaders(headers: Headers): string[] {
  const missing: string[] = [];
  if (!headers.get('content-security-policy')?.includes("default-src 'self'")) missing.push('content-security-policy');
  if (headers.get('x-content-type-options') !== 'nosniff') missing.push('x-content-type-options');
  if (headers.get('x-frame-options') !== 'DENY') missing.push('x-frame-options');
  if (headers.get('referrer-policy') !== 'strict-origin-when-cross-origin') missing.push('referrer-policy');
  if (!headers.get('permissions-policy')) missing.push('permissions-policy');
  if (headers.get('cross-origin-opener-policy') !== 'same-origin') missing.push('cross-origin-opener-policy');
  return missing;
}
