// Who may call /api/client/*: a client, by its session token (collection `clients`) or by one of
// its API keys (`Authorization: Bearer mpk_…`, ADR 057). A member's or an operator's token is
// refused with 403 (signed in, but not as a client), anyone else with 401.
import type { FastifyRequest } from 'fastify';
import { wrongAuthCollection } from '@mapato/protocol';
import { forbidden, unauthorized } from '../../domain/api-error.ts';
import { clientForApiKey } from '../../domain/clients/api-keys.ts';
import type { Deps } from '../../domain/deps.ts';
import { tokenFromHeader } from '../../tools/jwt.ts';
import type { ClientsTable } from '../../db/schema.ts';

export async function requireClient(request: FastifyRequest, deps: Deps): Promise<ClientsTable> {
  if (request.auth?.collection === 'clients') return request.auth.client;
  if (request.auth) throw forbidden(wrongAuthCollection('clients'));
  const key = tokenFromHeader(request.headers.authorization);
  const path = request.url.replace(/\?.*$/s, '');
  const client = key ? await clientForApiKey(deps, key, { method: request.method, path }) : null;
  if (client) return client;
  throw unauthorized();
}
