// `Idempotency-Key` on money-moving POSTs: the first success is stored with the key in the same
// transaction as the money move, and a retry with the same key gets that stored answer back
// instead of moving money twice. Failures are not stored: nothing changed, so a retry may try again.
// The stored answer is looked up before `op` runs, and `op` does all the request's checks: a retry
// must not be refused by a balance or a level that its own first success changed.
import { toPbDate } from '@mapato/core';
import {
  canonicalRequest,
  idempotencyKeyRefusal,
  idempotencyKeyReused,
  PB,
  type FingerprintRules,
} from '@mapato/protocol';
import { createHash } from 'node:crypto';
import { badRequest, fromBody } from './api-error.ts';
import type { Deps, Trx } from './deps.ts';
import { transact } from './transact.ts';

class Replay extends Error {}

export interface Idempotent<T> {
  /** the response body */
  body: T;
  /** true when this is a stored answer to an earlier request */
  replayed: boolean;
}

export interface IdempotencyScope {
  uid: string;
  key: string | undefined;
  route: string;
  /** the parsed JSON body, before any validation */
  body: unknown;
  /** what of the body does not make it another request (protocol's request-fingerprint.ts) */
  rules?: FingerprintRules;
}

/**
 * Runs `op` — validation included — in a transaction. With a key, a stored answer is returned
 * first; otherwise the (user, key) row is claimed: a concurrent duplicate blocks on it
 * (PostgreSQL) or waits its turn (SQLite), then finds it taken and returns the stored answer.
 */
export async function runIdempotent<T>(
  deps: Deps,
  scope: IdempotencyScope,
  op: (trx: Trx) => Promise<T>,
): Promise<Idempotent<T>> {
  const key = scope.key;
  if (key === undefined) {
    return { body: await transact(deps, op), replayed: false };
  }
  const refusal = idempotencyKeyRefusal(key);
  if (refusal) throw fromBody(refusal);
  const fingerprint = sha256(canonicalRequest(scope.route, scope.body, scope.rules));
  // Rows stored before canonical fingerprints hashed the body as sent; they never expire.
  const fingerprints = [fingerprint, sha256(`${scope.route}\n${JSON.stringify(scope.body ?? null)}`)];
  const stored = await readStored<T>(deps, scope.uid, key, fingerprints);
  if (stored) return stored;
  try {
    const body = await transact(deps, async (trx) => {
      const claimed = await trx
        .insertInto('idempotency')
        .values({ uid: scope.uid, key, fingerprint, status: 0, response: '', created: toPbDate(deps.now()) })
        .onConflict((oc) => oc.columns(['uid', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) throw new Replay();
      const result = await op(trx);
      await trx
        .updateTable('idempotency')
        .set({ status: 200, response: JSON.stringify(result) })
        .where('uid', '=', scope.uid)
        .where('key', '=', key)
        .execute();
      return result;
    });
    return { body, replayed: false };
  } catch (error) {
    if (!(error instanceof Replay)) throw error;
    const again = await readStored<T>(deps, scope.uid, key, fingerprints);
    if (again) return again;
    throw badRequest(PB.idempotencyKeyBusy);
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function readStored<T>(
  deps: Deps,
  uid: string,
  key: string,
  fingerprints: string[],
): Promise<Idempotent<T> | null> {
  const row = await deps.db
    .selectFrom('idempotency')
    .selectAll()
    .where('uid', '=', uid)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.status === 0) return null;
  if (!fingerprints.includes(row.fingerprint)) {
    throw fromBody(idempotencyKeyReused());
  }
  return { body: JSON.parse(row.response) as T, replayed: true };
}
