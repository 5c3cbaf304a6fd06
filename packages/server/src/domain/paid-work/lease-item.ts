// Taking one item of a project for a member (lease.ts asks): the slot with a conditional UPDATE,
// the assignment under the unique (item_id, uid), the pay held from the reserve (holdPay); any
// step refused undoes the ones before it in the same transaction.
import { toPbDate } from '@mapato/core';
import { sql } from 'kysely';
import { newId } from '../../tools/ids.ts';
import type { Trx } from '../deps.ts';
import { holdPay } from './project-money.ts';
import type { Project } from './records.ts';
import { LEASE_MS } from './settings.ts';
import { giveSlotBack, takeSlot } from './slots.ts';

/** Items looked at per try: several, so members asking at once spread over them. */
const CANDIDATES = 8;
/** Looks at the open items again at most this often when others took the ones we saw. */
const ROUNDS = 20;

export interface Lease {
  id: string;
  expires: string;
  text: string;
  image: string;
}

/** A lease on one of the project's items of that kind (control or not); 'broke': its reserve ran out. */
export async function leaseFrom(
  trx: Trx,
  project: Project,
  uid: string,
  gold: boolean,
  now: Date,
  random: () => number,
): Promise<Lease | null | 'broke'> {
  // Members asking at once take the candidates we saw: look again (each statement sees what was
  // committed meanwhile) until an item is ours or none is left, so nobody is told "nothing" while
  // an item is free.
  for (let round = 0; round < ROUNDS; round++) {
    const items = await candidates(trx, project.id, uid, gold);
    if (items.length === 0) return null;
    const lease = await leaseOneOf(trx, project, uid, gold, now, items, Math.floor(random() * items.length));
    if (lease) return lease;
  }
  return null;
}

// Written out, not bound: the query's text then matches the condition of an index kept for control
// items only (`WHERE gold <> ''`, docs/decisions/066-paid-work-speed.md) on either engine.
const CONTROL = sql<boolean>`work_items.gold <> ''`;
const NOT_CONTROL = sql<boolean>`work_items.gold = ''`;

function candidates(trx: Trx, projectId: string, uid: string, gold: boolean) {
  return trx
    .selectFrom('work_items')
    .select(['id', 'text', 'image'])
    .where('project_id', '=', projectId)
    .where('status', '=', 'open')
    .where(gold ? CONTROL : NOT_CONTROL)
    .where((eb) => eb(eb('answers', '+', eb.ref('leased')), '<', eb.ref('needed')))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('assignments')
            .select('assignments.id')
            .whereRef('assignments.item_id', '=', 'work_items.id')
            .where('assignments.uid', '=', uid),
        ),
      ),
    )
    .orderBy('position')
    .limit(CANDIDATES)
    .execute();
}

async function leaseOneOf(
  trx: Trx,
  project: Project,
  uid: string,
  gold: boolean,
  now: Date,
  items: { id: string; text: string; image: string }[],
  start: number,
): Promise<Lease | 'broke' | null> {
  for (let i = 0; i < items.length; i++) {
    const item = items[(start + i) % items.length]!;
    if (!(await takeSlot(trx, item.id))) continue;
    const expires = toPbDate(new Date(now.getTime() + LEASE_MS));
    const inserted = await trx
      .insertInto('assignments')
      .values({
        id: newId(),
        project_id: project.id,
        item_id: item.id,
        uid,
        status: 'leased',
        pay: project.pay,
        gold: gold ? 1 : 0,
        expires,
        answer: '',
        reason: '',
        day: '',
        paid: 0,
        created: toPbDate(now),
        answered: '',
        decided: '',
      })
      .onConflict((oc) => oc.columns(['item_id', 'uid']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      await giveSlotBack(trx, item.id);
      continue;
    }
    if (!(await holdPay(trx, project.id, project.pay, now))) {
      // The reserve ran out under us: undo this lease, and the project has nothing more to give.
      await trx.deleteFrom('assignments').where('id', '=', inserted.id).execute();
      await giveSlotBack(trx, item.id);
      return 'broke';
    }
    return { id: inserted.id, expires, text: item.text, image: item.image };
  }
  return null;
}
