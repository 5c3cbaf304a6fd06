// The Daraja simulator's world and the books agree from its first day (ADR 077). Once per
// database, when a server starts with the in-process simulator (never against real Daraja): the
// simulator's opening float is booked as float moves from `owner_equity` (the owners' money that
// stands for it), and the simulator is told of the history the books kept before it existed (the
// demo's bonds confirmed and payouts paid by hand moved money at "M-Pesa" without passing through
// it). From then on the simulator keeps its own figures (its memory file) and differences are real.
import type { Deps } from '../deps.ts';
import { audit } from '../security/audit.ts';
import { transact } from '../transact.ts';
import { postTransfer, transferOf } from './post.ts';

const OPENED_KEY = 'mpesa_simulator_opened';
const ACTOR = 'mpesa-simulator';
export const SIMULATOR_FLOAT_NOTE = "The Daraja simulator's opening float";

/** What the world needs of the simulator: its figures, and money moved at it from outside. */
export interface SimulatedMpesa {
  balances(): { working: number; utility: number };
  /** 'bank' stands for outside the simulator: money that moved at M-Pesa without it */
  moveFloat(
    from: 'Working Account' | 'Utility Account' | 'bank',
    to: 'Working Account' | 'Utility Account' | 'bank',
    amount: number,
  ): void;
}

export async function openSimulatedMpesa(deps: Deps, sim: SimulatedMpesa): Promise<{ opened: boolean }> {
  const now = deps.now();
  const opening = sim.balances();
  const before = await transact(deps, async (trx) => {
    const claimed = await trx
      .insertInto('settings')
      .values({ key: OPENED_KEY, value: now.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return null;
    const books = await trx
      .selectFrom('accounts')
      .select(['id', 'balance'])
      .where('id', 'in', ['mpesa_paybill', 'mpesa_utility'])
      .execute();
    const held = (id: string) => Number(books.find((b) => b.id === id)?.balance ?? 0);
    const moves = [
      { to: 'mpesa_utility' as const, amount: opening.utility },
      { to: 'mpesa_paybill' as const, amount: opening.working },
    ].filter((m) => m.amount > 0);
    for (const m of moves) {
      const id = await postTransfer(
        trx,
        transferOf('float_move', SIMULATOR_FLOAT_NOTE, now, { debit: m.to, credit: 'owner_equity', amount: m.amount }),
      );
      const move = { from: 'owner_equity', to: m.to, amount: m.amount, note: SIMULATOR_FLOAT_NOTE };
      await audit(trx, ACTOR, 'books.float_move', id, move, now);
    }
    return { paybill: held('mpesa_paybill'), utility: held('mpesa_utility') };
  });
  if (!before) return { opened: false };
  // After the commit: the books' history before the simulator happened at "M-Pesa" too.
  if (before.paybill !== 0) sim.moveFloat('bank', 'Working Account', before.paybill);
  if (before.utility !== 0) sim.moveFloat('bank', 'Utility Account', before.utility);
  return { opened: true };
}
