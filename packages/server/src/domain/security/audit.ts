// The audit log: who did what to which record. Moves are written inside their own transaction;
// refusals, forbidden calls and reads of members' personal data in a statement of their own
// (a refused move's transaction has rolled back). Details name members' records by id and never
// copy their names, numbers or messages (nor any password): the log must not become a second
// copy of what it protects.
import { toPbDate } from '@mapato/core';
import { newId } from '../../tools/ids.ts';
import type { Deps, Queryable } from '../deps.ts';

export async function audit(trx: Queryable, actor: string, action: string, target: string, details: object, now: Date) {
  await trx
    .insertInto('audit_log')
    .values({ id: newId(), actor, action, target, details: JSON.stringify(details), created: toPbDate(now) })
    .execute();
}

/** Free text from a URL, bounded so a caller cannot fill the log with one request. */
export const clip = (s: string, max = 100) => (s.length > max ? s.slice(0, max) : s);

/** A signed-in member called an operators' endpoint (and was refused). */
export async function auditForbidden(deps: Deps, uid: string, method: string, path: string) {
  await audit(deps.db, uid, 'admin.forbidden', clip(path, 200), { method }, deps.now());
}
