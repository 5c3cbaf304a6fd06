// GET /oauth/v1/generate (reference §1) and the Bearer check every other Daraja call passes.
import { timingSafeEqual } from 'node:crypto';
import { darajaError, ok, type SimRequest, type SimResponse } from './http-io.ts';
import { newToken } from './ids.ts';
import type { SimState } from './state.ts';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function generateToken(state: SimState, request: SimRequest): SimResponse {
  const header = request.headers.authorization ?? '';
  if (!/^Basic /i.test(header)) return darajaError(400, '400.008.01', 'Invalid Authentication passed');
  if (request.query.get('grant_type') !== 'client_credentials')
    return darajaError(400, '400.008.02', 'Invalid grant type passed');
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const { consumerKey, consumerSecret } = state.options;
  if (colon < 0 || !same(decoded.slice(0, colon), consumerKey) || !same(decoded.slice(colon + 1), consumerSecret)) {
    return darajaError(400, '400.008.01', 'Invalid Authentication passed');
  }
  if (state.options.invalidatePreviousToken) state.tokens.clear();
  const token = newToken();
  state.tokens.set(token, state.options.now() + state.options.tokenTtlSeconds * 1000);
  return ok({ access_token: token, expires_in: String(state.options.tokenTtlSeconds) });
}

/** null when the Bearer token is valid, else Daraja 3.0's 404.001.03. */
export function checkBearer(state: SimState, request: SimRequest): SimResponse | null {
  const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
  const expiresAt = match ? state.tokens.get(match[1]!) : undefined;
  if (expiresAt !== undefined && state.options.now() < expiresAt) return null;
  return darajaError(404, '404.001.03', 'Invalid Access Token');
}
