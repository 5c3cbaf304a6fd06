// /api/client/keys (ADR 057): a client's API keys. POST shows the key once; the list never does.
import type { FastifyInstance } from 'fastify';
import { fieldErrors, FIELD, PB, readBody, text } from '@mapato/protocol';
import { fromBody, orThrow } from '../../../domain/api-error.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../../../domain/clients/api-keys.ts';
import { requireClient } from '../../plumbing/client-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';

const KEY_BODY = { writable: { name: 'string' } } as const;

export function registerClientKeys(app: FastifyInstance, { deps }: HttpContext): void {
  app.get('/api/client/keys', async (request) => {
    const client = await requireClient(request, deps);
    return { items: await listApiKeys(deps, client.id) };
  });

  app.post('/api/client/keys', async (request) => {
    const client = await requireClient(request, deps);
    const name = text(orThrow(readBody(request.body, KEY_BODY, PB.createFailed)), 'name').trim();
    if (name === '' || name.length > 100)
      throw fromBody(fieldErrors(PB.createFailed, { name: ['validation_required', FIELD.blank] }));
    return createApiKey(deps, client.id, name);
  });

  app.delete<{ Params: { id: string } }>('/api/client/keys/:id', async (request) => {
    const client = await requireClient(request, deps);
    return revokeApiKey(deps, client.id, request.params.id);
  });
}
