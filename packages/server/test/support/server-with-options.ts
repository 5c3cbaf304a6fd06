// The real server with chosen ServerOptions (allowed origins, a proxy in front, a short request
// timeout) for the tests of the request-hardening rules; the same TestServer surface as
// startTestServer, so signUpMember and grant work with it.
import type { ServerOptions } from '../../src/app.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export const startServerWith = (options: Omit<Partial<ServerOptions>, 'db'> = {}): Promise<TestServer> =>
  startTestServer({ rateLimits: 'off', ...options });

/** PocketBase's error shape with the given status. */
export const isPbError = (status: number, body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  (body as { status?: unknown }).status === status &&
  typeof (body as { message?: unknown }).message === 'string' &&
  typeof (body as { data?: unknown }).data === 'object' &&
  (body as { data?: unknown }).data !== null;

/** The headers http/plumbing/security-headers.ts puts on every response. */
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
