// One origin (DESIGN §1): besides /api/*, the server serves the built public site
// (sites/web/dist) and the member app (sites/app/dist), falling back to the app's index.html for
// its client-side routes. Missing builds are simply not served.
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../domain/api-error.ts';
import { sendError } from './errors.ts';
import { inlineScriptHashesOfFile } from './inline-script-hashes.ts';
import { contentSecurityPolicy } from './security-headers.ts';

export interface SiteRoots {
  web?: string;
  app?: string;
}

/** Routes the member app owns on the client (spec §2 plus the referral and operator screens). */
const APP_ROUTES = /^\/(login|signup|dashboard|tasks|profit|account|ref|admin)(\/|$)/;

export async function registerStaticSites(app: FastifyInstance, roots: SiteRoots): Promise<void> {
  const web = roots.web && existsSync(roots.web) ? roots.web : undefined;
  const spa = roots.app && existsSync(join(roots.app, 'index.html')) ? roots.app : undefined;
  if (!web && !spa) {
    app.setNotFoundHandler((_request, reply) => sendError(reply, notFound()));
    return;
  }
  await app.register(fastifyStatic, { root: (web ?? spa)!, serve: false });

  app.setNotFoundHandler((_request, reply) => sendError(reply, notFound()));
  // A real route (not the not-found handler) so route hooks such as compression apply.
  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodeSafe(request.url.split('?')[0] ?? '/');
    if (path === null || path.startsWith('/api/')) return sendError(reply, notFound());
    if (spa && APP_ROUTES.test(path)) return sendPage(reply, spa, 'index.html');
    for (const root of [web, spa]) {
      const file = root && findFile(root, path);
      if (file) return file.endsWith('.html') ? sendPage(reply, root, file) : sendAsset(reply, root, file);
    }
    if (web && existsSync(join(web, '404.html'))) {
      request.log.info({ path }, 'page not found');
      return sendPage(reply.status(404), web, '404.html');
    }
    return sendError(reply, notFound());
  });
}

/** An HTML page with a CSP that allows exactly its own inline scripts; pages are never cached stale. */
function sendPage(reply: FastifyReply, root: string, file: string) {
  reply.header('content-security-policy', contentSecurityPolicy(inlineScriptHashesOfFile(join(root, file))));
  reply.header('cache-control', 'no-cache');
  return reply.type('text/html; charset=utf-8').sendFile(file, root, { cacheControl: false });
}

/** Build output under a content-hashed name never changes: phones may keep it for a year. */
const HASHED_ASSET = /^(_astro|assets)[/\\]/;

function sendAsset(reply: FastifyReply, root: string, file: string) {
  if (HASHED_ASSET.test(file)) return reply.sendFile(file, root, { maxAge: '365d', immutable: true });
  return reply.sendFile(file, root);
}

function decodeSafe(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** The file under root for a URL path (`/x`, `/x/index.html`, `/x.html`), never outside root. */
function findFile(root: string, urlPath: string): string | null {
  const relative = normalize(urlPath).replace(/^([/\\])+/, '');
  if (relative.split(sep).includes('..')) return null;
  for (const candidate of [relative, join(relative, 'index.html'), `${relative}.html`]) {
    const full = join(root, candidate);
    if (!full.startsWith(root)) continue;
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}
