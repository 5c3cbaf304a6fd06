// The median a member at each level earned per day over the last 30 days, from the ledger
// (docs/decisions/070-honest-upgrades.md): shown in the Upgrade dialog beside the level table's
// promises, and on the public page of the business's figures.
import {
  EARNING_KINDS,
  earningsSince,
  levelEarningsFrom,
  parsePbDate,
  toPbDate,
  type LevelEarnings,
} from '@mapato/core';
import type { Queryable } from '../deps.ts';

/**
 * For every level of the level table (core's LEVELS), in order: how many members are at it now
 * (erased accounts are not members) and the median of what each earned per day in the 30 days to
 * `now` — credits of kind work, task and referral, over 30 days or the whole days since the member
 * joined when fewer, rounded to whole shillings. `medianPerDay` is null for a level nobody is at.
 * A read of committed rows; no transaction needed.
 */
export async function levelEarnings(db: Queryable, now: Date): Promise<LevelEarnings[]> {
  const since = toPbDate(earningsSince(now));
  const rows = await db
    .selectFrom('users')
    .leftJoin('ledger', (join) =>
      join
        .onRef('ledger.uid', '=', 'users.id')
        .on('ledger.kind', 'in', [...EARNING_KINDS])
        .on('ledger.amount', '>', 0)
        .on('ledger.created', '>=', since),
    )
    .where('users.deleted', '=', 0)
    .groupBy(['users.id', 'users.level', 'users.created'])
    .select((eb) => [
      'users.level as level',
      'users.created as created',
      eb.fn.coalesce(eb.fn.sum<number | string>('ledger.amount'), eb.lit(0)).as('earned'),
    ])
    .execute();
  const members = rows.map((r) => ({
    level: Number(r.level),
    joined: parsePbDate(r.created) ?? now,
    earned: Number(r.earned),
  }));
  return levelEarningsFrom(members, now);
}
