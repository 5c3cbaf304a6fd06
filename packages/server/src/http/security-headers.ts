// Headers on every response: a strict CSP for the pages, no sniffing, no framing, and no
// caching of API answers (they carry balances).
import type { FastifyInstance } from 'fastify';

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
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // A page served from the built sites may have set its own policy with its script hashes.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
