// POST assignments/{id}/skip under /api/work: the member gives the item back; its slot and held pay
// return, and it never comes back to them (the unique (item_id, uid)).
import { workReason } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import type { Trx } from '../deps.ts';
import { endLease, requireOwnLease } from './slots.ts';

export async function skipAssignment(
  trx: Trx,
  uid: string,
  assignmentId: string,
  now: Date,
  locale: Locale,
): Promise<void> {
  const lease = await requireOwnLease(trx, uid, assignmentId, now, locale);
  await endLease(trx, lease, { status: 'skipped', reason: workReason.skipped }, now);
}
