// Accounts put on hold because their phone was already another account's when "one phone, one
// account" came (migration 004). Operators list them and lift the hold once they have looked;
// until then the account cannot withdraw (domain/money/withdrawals.ts).
import { toPbDate } from '@mapato/core';
import { holdNoteRefusal, NOT_ON_HOLD, type AdminHeldAccount, type AdminHoldLifted } from '@mapato/protocol';
import { audit } from '../security/audit.ts';
import { badRequest, fromBody, notFound } from '../api-error.ts';
import type { Deps } from '../deps.ts';
import { parsePaging } from '../records/list.ts';

/** The page an operator asked for; the read itself is audited (the page shows members' phones). */
export async function listHeldAccounts(deps: Deps, operatorId: string, query: { page?: string; perPage?: string }) {
  const { page, perPage } = parsePaging(query);
  const held = deps.db.selectFrom('users').where('users.phone_hold', '=', 1).where('users.deleted', '=', 0);
  const rows = await held
    .leftJoin('users as owner', (join) =>
      join.onRef('owner.phone_key', '=', 'users.phone').on('owner.phone_key', '<>', ''),
    )
    .select([
      'users.id',
      'users.username',
      'users.phone',
      'users.created',
      'owner.id as owner_id',
      'owner.username as owner_username',
      'owner.created as owner_created',
    ])
    .orderBy('users.created')
    .orderBy('users.id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const total = await held.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const totalItems = Number(total.n);
  const items: AdminHeldAccount[] = rows.map((r) => ({
    id: r.id,
    username: r.username,
    phone: r.phone,
    created: r.created,
    owner: r.owner_id ? { id: r.owner_id, username: r.owner_username!, created: r.owner_created! } : null,
  }));
  await audit(
    deps.db,
    operatorId,
    'read.duplicate-phones',
    '',
    { query: { page, perPage }, uids: items.flatMap((i) => [i.id, ...(i.owner ? [i.owner.id] : [])]) },
    deps.now(),
  );
  return { page, perPage, totalItems, totalPages: Math.ceil(totalItems / perPage), items };
}

/** Lifts the hold: the operator says why (the note is kept in the audit row). */
export async function resolveHeldAccount(
  deps: Deps,
  operatorId: string,
  uid: string,
  note: string,
): Promise<AdminHoldLifted> {
  const reason = note.trim();
  const refused = holdNoteRefusal(reason);
  if (refused) throw fromBody(refused);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const lifted = await trx
      .updateTable('users')
      .set({ phone_hold: 0, updated: toPbDate(now) })
      .where('id', '=', uid)
      .where('phone_hold', '=', 1)
      .returning('id')
      .executeTakeFirst();
    if (!lifted) {
      const exists = await trx.selectFrom('users').select('id').where('id', '=', uid).executeTakeFirst();
      throw exists ? badRequest(NOT_ON_HOLD) : notFound();
    }
    // The note says why; the number itself is not copied into the log (audit.ts).
    await audit(trx, operatorId, 'phone-hold.resolve', uid, { note: reason }, now);
    return { id: lifted.id, phoneHold: false };
  });
}
