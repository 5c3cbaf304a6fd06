// /api/client/keys (ADR 057): a client's API keys. POST shows the key once; the list never does.
import type { FastifyInstance } from 'fastify';
import { readKeyName } from '@mapato/protocol';
import { orThrow } from '../../../domain/api-error.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../../../domain/clients/api-keys.ts';
import { requireClient } from '../../plumbing/client-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerClientKeys(app: FastifyInstance, { deps }: HttpContext): void {
  app.get('/api/client/keys', async (request) => {
    const client = await requireClient(request, deps);
    return { items: await listApiKeys(deps, client.id) };
  });

  app.post('/api/client/keys', async (request) => {
    const client = await requireClient(request, deps);
    const name = orThrow(readKeyName(request.body, request.locale));
    return createApiKey(deps, client.id, name);
  });

  app.delete<{ Params: { id: string } }>('/api/client/keys/:id', async (request) => {
    const client = await requireClient(request, deps);
    return revokeApiKey(deps, client.id, request.params.id);
  });
}
