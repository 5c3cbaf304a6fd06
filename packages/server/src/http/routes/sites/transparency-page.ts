// GET /transparency and /sw/transparency: the public solvency page, a plain file the server
// rewrites every hour from the books (domain/transparency/publisher.ts, ADR 072). Sent as it is,
// with a CSP naming the inline scripts the site's build put in it, like every other page.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest, FastifyInstance } from 'fastify';
import { notFound } from '../../../domain/api-error.ts';
import { TRANSPARENCY_PAGES } from '../../../domain/transparency/publisher.ts';
import { sendError } from '../../plumbing/errors.ts';
import { contentSecurityPolicy } from '../../plumbing/security-headers.ts';
import { inlineScriptHashes } from './inline-script-hashes.ts';

/** `dir`: where the publisher writes the pages; null when it does not run (no site build). */
export function registerTransparencyPage(app: FastifyInstance, dir: string | null): void {
  if (dir === null) return;
  for (const page of TRANSPARENCY_PAGES) {
    const file = join(dir, page.file);
    const path = `/${page.file.replace(/\.html$/, '')}`;
    const handler = async (_request: FastifyRequest, reply: FastifyReply) => {
      let html: string;
      try {
        html = await readFile(file, 'utf8');
      } catch {
        // Only in the moment between start and the first page written.
        return sendError(reply, notFound());
      }
      reply.header('content-security-policy', contentSecurityPolicy(inlineScriptHashes(html)));
      // Checked again on every visit: the figures change every hour.
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').send(html);
    };
    app.get(path, handler);
    app.get(`${path}/`, handler);
  }
}
