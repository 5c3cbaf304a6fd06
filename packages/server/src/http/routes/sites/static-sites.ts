// One origin (docs/design.md#one-origin): besides /api/*, the server serves the built public site
// (sites/web/dist: the public pages, sign-in and sign-up) and the member app (sites/app/dist),
// falling back to the app's index.html for its client-side routes. Missing builds are simply not
// served.
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeOfPath, MEMBER_APP_PATH } from '@mapato/i18n';
import { notFound } from '../../../domain/api-error.ts';
import { sendError } from '../../plumbing/errors.ts';
import { inlineScriptHashesOfFile } from './inline-script-hashes.ts';
import { contentSecurityPolicy } from '../../plumbing/security-headers.ts';

export interface SiteRoots {
  web?: string;
  app?: string;
}

/** A shared referral link (/ref/NAME) is the public site's sign-up page; its script reads the name. */
const REFERRAL_LINK = /^\/ref(\/|$)/;

export async function registerStaticSites(app: FastifyInstance, roots: SiteRoots): Promise<void> {
  const web = roots.web && existsSync(roots.web) ? roots.web : undefined;
  const spa = roots.app && existsSync(join(roots.app, 'index.html')) ? roots.app : undefined;
  if (!web && !spa) {
    app.setNotFoundHandler((_request, reply) => sendError(reply, notFound()));
    return;
  }
  // preCompressed: the build leaves brotli (quality 11) copies of its scripts and styles beside
  // them (scripts/precompress.ts); they are ~15% smaller than compressing on the fly at the
  // quality a request can afford, and on Slow 3G every KB is 20 ms.
  await app.register(fastifyStatic, { root: (web ?? spa)!, serve: false, preCompressed: true });

  app.setNotFoundHandler((_request, reply) => sendError(reply, notFound()));
  // A real route (not the not-found handler) so route hooks such as compression apply.
  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodeSafe(request.url.split('?')[0] ?? '/');
    if (path === null || path.startsWith('/api/')) return sendError(reply, notFound());
    if (spa && MEMBER_APP_PATH.test(path)) return sendPage(reply, spa, appShell(spa, path));
    const signup = web && REFERRAL_LINK.test(path) ? findFile(web, '/signup') : null;
    if (signup) return sendPage(reply, web!, signup);
    for (const root of [web, spa]) {
      const file = root && findFile(root, path);
      if (file) return file.endsWith('.html') ? sendPage(reply, root, file) : sendAsset(reply, root, file);
    }
    const notFoundPage = localeOfPath(path) === 'sw' ? 'sw/404.html' : '404.html';
    if (web && existsSync(join(web, notFoundPage))) {
      request.log.info({ path }, 'page not found');
      return sendPage(reply.status(404), web, notFoundPage);
    }
    return sendError(reply, notFound());
  });
}

/**
 * A member screen's own prerendered HTML (`/tasks` → tasks.html, `/sw/tasks` → sw/tasks.html) when
 * the build made one, else the app's plain page in that language (index.html, sw/index.html).
 */
function appShell(root: string, path: string): string {
  const folder = localeOfPath(path) === 'sw' ? 'sw/' : '';
  const screen = /^(?:\/sw)?\/(dashboard|tasks|profit|account)$/.exec(path)?.[1];
  if (screen && existsSync(join(root, `${folder}${screen}.html`))) return `${folder}${screen}.html`;
  return existsSync(join(root, `${folder}index.html`)) ? `${folder}index.html` : 'index.html';
}

/** An HTML page with a CSP that allows exactly its own inline scripts; pages are never cached stale. */
function sendPage(reply: FastifyReply, root: string, file: string) {
  reply.header('content-security-policy', contentSecurityPolicy(inlineScriptHashesOfFile(join(root, file))));
  reply.header('cache-control', 'no-cache');
  return reply.type('text/html; charset=utf-8').sendFile(file, root, { cacheControl: false });
}

/** Build output under a content-hashed name never changes: phones may keep it for a year (the
 * Kiswahili member app's build is under sw/assets/, ADR 032). */
const HASHED_ASSET = /^(sw[/\\])?(_astro|assets)[/\\]/;
/** The service workers, one per language (decision 023, ADR 032). */
const SERVICE_WORKER = /^(sw[/\\])?sw\.js$/;

function sendAsset(reply: FastifyReply, root: string, file: string) {
  if (HASHED_ASSET.test(file)) return reply.sendFile(file, root, { maxAge: '365d', immutable: true });
  // A service worker is checked on every visit, so a new build takes over at once (decision 023).
  if (SERVICE_WORKER.test(file))
    return reply.header('cache-control', 'no-cache').sendFile(file, root, { cacheControl: false });
  return reply.sendFile(file, root);
}

function decodeSafe(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * The file under root for a URL path (`/x`, `/x/index.html`, `/x.html`), never outside root and
 * never a dot-file or dot-folder (build metadata such as the member app's .vite/manifest.json).
 */
function findFile(root: string, urlPath: string): string | null {
  const relative = normalize(urlPath).replace(/^([/\\])+/, '');
  if (relative.split(sep).some((part) => part.startsWith('.'))) return null;
  for (const candidate of [relative, join(relative, 'index.html'), `${relative}.html`]) {
    const full = join(root, candidate);
    if (!full.startsWith(root)) continue;
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}
