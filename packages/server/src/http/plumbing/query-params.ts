// One value per query parameter on the API, as PocketBase reads them: a repeated `filter` or
// `sort` would otherwise reach the parsers as an array. The rule and its words are protocol's.
import { repeatedParams, repeatedParamsError } from '@mapato/protocol';
import type { FastifyInstance } from 'fastify';
import { fromBody } from '../../domain/api-error.ts';
import { isApiUrl } from './api-path.ts';

export function registerQueryParams(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isApiUrl(request.url)) return;
    const repeated = repeatedParams((request.query ?? {}) as Record<string, unknown>);
    if (repeated.length > 0) throw fromBody(repeatedParamsError(repeated));
  });
}
