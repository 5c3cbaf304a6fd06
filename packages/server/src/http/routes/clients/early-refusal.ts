// The items route takes bodies of many megabytes: a request that cannot be a client's is refused
// before its body is read, so nobody without a client's token or key can make the server buffer
// one. The full check (and the API key's audited use) is requireClient's, in the handler.
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../../domain/api-error.ts';
import { apiKeyIsLive } from '../../../domain/clients/api-keys.ts';
import type { Deps } from '../../../domain/deps.ts';
import { authenticateToken } from '../../../domain/security/tokens.ts';
import { tokenFromHeader } from '../../../tools/jwt.ts';

export const refuseGuestsEarly = (deps: Deps) => async (request: FastifyRequest) => {
  const token = tokenFromHeader(request.headers.authorization);
  if (await apiKeyIsLive(deps, token)) return;
  const auth = token ? await authenticateToken(deps, token) : null;
  if (auth?.collection !== 'clients') throw unauthorized();
};
