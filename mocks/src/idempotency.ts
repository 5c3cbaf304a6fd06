// `Idempotency-Key` like the server's (domain/idempotency.ts): the first success is stored per
// member and key, a retry of the same request gets it back without moving money again, the same
// key with another body is refused, and failures are not stored.
import { badRequest } from './errors.ts';
import type { MockStore } from './types.ts';

const MAX_KEY_LENGTH = 255;

export function runIdempotent<T>(
  store: MockStore,
  scope: { uid: string; key: string | null; route: string; body: unknown },
  op: () => T,
): T {
  const { key } = scope;
  if (key === null) return op();
  if (key === '' || key.length > MAX_KEY_LENGTH) {
    throw badRequest('Invalid Idempotency-Key header.', {
      'Idempotency-Key': { code: 'validation_invalid_value', message: `Use 1 to ${MAX_KEY_LENGTH} characters.` },
    });
  }
  const fingerprint = `${scope.route}\n${JSON.stringify(scope.body ?? null)}`;
  const slot = `${scope.uid}\n${key}`;
  const stored = store.idempotency.get(slot);
  if (stored) {
    if (stored.fingerprint !== fingerprint) {
      throw badRequest('This Idempotency-Key was already used for a different request.');
    }
    return structuredClone(stored.body) as T;
  }
  const body = op();
  store.idempotency.set(slot, { fingerprint, body: structuredClone(body) });
  return body;
}
