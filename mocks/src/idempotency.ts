// `Idempotency-Key` like the server's: the first success is kept per member and key, a retry of
// the same request (protocol's canonicalRequest) gets it back before any check — the first success
// may have spent the balance a check would look at — another body under the key is refused, and
// failures are not kept. `op` must therefore do all of the request's validation.
import { canonicalRequest, idempotencyKeyRefusal, idempotencyKeyReused, type FingerprintRules } from '@mapato/protocol';
import { refuse } from './errors.ts';
import type { MockStore } from './types.ts';

export interface IdempotencyScope {
  uid: string;
  key: string | null;
  route: string;
  body: unknown;
  rules?: FingerprintRules;
}

export function runIdempotent<T>(store: MockStore, scope: IdempotencyScope, op: () => T): T {
  if (scope.key === null) return op();
  const refusal = idempotencyKeyRefusal(scope.key);
  if (refusal) refuse(refusal);
  const fingerprint = canonicalRequest(scope.route, scope.body, scope.rules);
  const slot = `${scope.uid}\n${scope.key}`;
  const stored = store.idempotency.get(slot);
  if (stored)
    return stored.fingerprint === fingerprint ? (structuredClone(stored.body) as T) : refuse(idempotencyKeyReused());
  const body = op();
  store.idempotency.set(slot, { fingerprint, body: structuredClone(body) });
  return body;
}
