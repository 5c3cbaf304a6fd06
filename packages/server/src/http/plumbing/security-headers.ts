// Headers on every response: a strict CSP for the pages, no sniffing, no framing, HSTS over
// HTTPS, and no caching of API answers (they carry balances) or form answers (they may repeat
// what a person typed).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiUrl, isFormUrl } from './api-path.ts';

/** The policy for every response; `scriptHashes` allow exactly the inline scripts of one page. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return POLICY.replace("script-src 'self'", ["script-src 'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' '));
}

const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  // The installable app (docs/decisions/023): its service worker (/sw.js) and manifest, ours only.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The headers every answer carries, pages and API alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** Sent only over HTTPS (a browser ignores it over HTTP, and it must never be learnt from a header we don't trust). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Puts the headers on one reply; also used for answers sent outside the route hooks. */
export function setSecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  // request.protocol honours X-Forwarded-Proto only when trustProxy is on.
  overHttps = request.protocol === 'https',
): void {
  // A page served from the built sites may have set its own policy with its script hashes.
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
  if (overHttps) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  // An API answer is never stored, unless its route said otherwise (a leased item's image: private).
  if ((isApiUrl(request.url) || isFormUrl(request.url)) && !reply.hasHeader('cache-control'))
    reply.header('cache-control', 'no-store');
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply);
    return payload;
  });
}
