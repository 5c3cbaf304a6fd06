// One value per query parameter on the API, as PocketBase reads them: a repeated `filter` or
// `sort` would otherwise reach the parsers as an array.
import type { FastifyInstance } from 'fastify';
import { fieldErrors } from '../domain/api-error.ts';
import { isApiUrl } from './api-path.ts';

const repeatedMessage = (name: string) => `The query parameter "${name}" may be given only once.`;

export function registerQueryParams(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isApiUrl(request.url)) return;
    const repeated = Object.entries((request.query ?? {}) as Record<string, unknown>)
      .filter(([, value]) => Array.isArray(value))
      .map(([name]) => name);
    if (repeated.length === 0) return;
    throw fieldErrors(
      repeatedMessage(repeated[0]!),
      Object.fromEntries(repeated.map((name) => [name, ['validation_repeated', repeatedMessage(name)]])),
    );
  });
}
