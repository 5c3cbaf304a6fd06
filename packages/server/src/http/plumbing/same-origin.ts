// API requests and the no-script form posts (/forms/*) come from our own pages (or
// MAPATO_ORIGINS), never from another site. Browsers name the page's origin in `Origin` on every
// cross-origin request and on every same-origin write (a form's POST included); callers that are
// not browsers (curl, servers) send none and pass. Checked on arrival, before the body is read or
// anything is written.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../domain/api-error.ts';
import { isApiUrl, isFormUrl } from './api-path.ts';

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin requests are not allowed.';

/** The serialised origins (`https://host[:port]`) of a configured list; throws on anything else. */
export function normaliseOrigins(origins: readonly string[]): string[] {
  return origins.map((entry) => {
    let url: URL | null = null;
    try {
      url = new URL(entry.trim());
    } catch {
      /* reported below */
    }
    if (
      !url ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.pathname !== '/' ||
      url.search ||
      url.username
    ) {
      throw new Error(`MAPATO_ORIGINS: "${entry}" is not an origin like https://mapato.co.ke`);
    }
    return url.origin;
  });
}

/** `MAPATO_ORIGINS=https://mapato.co.ke,https://www.mapato.co.ke` → the list (empty when unset). */
export function originsFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The scheme and host this request arrived on (the forwarded ones only when the proxy is trusted). */
function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

export function registerSameOrigin(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(normaliseOrigins(origins));
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (origin === undefined || !(isApiUrl(request.url) || isFormUrl(request.url))) return;
    // Browsers send the serialised form, so an exact comparison is enough and parses nothing
    // a stranger wrote; "null" (sandboxed frames, data: pages) matches nothing.
    if (allowed.has(origin) || origin === ownOrigin(request)) return;
    throw forbidden(CROSS_ORIGIN_MESSAGE);
  });
}
