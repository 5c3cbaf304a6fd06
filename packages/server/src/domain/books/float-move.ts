// An operator records a move of float the way M-Pesa's statement or the bank shows it (ADR 071):
// paybill → utility (so payouts can be paid), utility or paybill → bank, bank → an M-Pesa account,
// or the owners' money in. One balanced transfer of kind 'float_move' and an audit row, together.
import { toPbDate } from '@mapato/core';
import type { FloatMove, FloatMoveRecord } from '@mapato/protocol';
import type { Deps } from '../deps.ts';
import { audit } from '../security/audit.ts';
import { transact } from '../transact.ts';
import { postTransfer, transferOf } from './post.ts';

export async function recordFloatMove(deps: Deps, actor: string, move: FloatMove): Promise<FloatMoveRecord> {
  const now = deps.now();
  return transact(deps, async (trx) => {
    const id = await postTransfer(
      trx,
      transferOf('float_move', move.note, now, { debit: move.to, credit: move.from, amount: move.amount }),
    );
    await audit(trx, actor, 'books.float_move', id, move, now);
    return { id, kind: 'float_move', ...move, created: toPbDate(now) };
  });
}
