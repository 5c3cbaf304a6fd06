// M-Pesa's answer to an Account Balance query (ADR 071), applied in the callback's transaction:
// the figures of the Daraja accounts that stand for the books' mpesa_paybill (the paybill's Working
// Account) and mpesa_utility (the B2C shortcode's Utility Account) are stored beside the books'
// balances at that moment and the money still in flight (payouts sent, prompts open), which may
// explain a difference until their results arrive.
import { toPbDate } from '@mapato/core';
import { parseAccountBalanceResult, type MpesaAccountFigure } from '../../mpesa/index.ts';
import type { Trx } from '../deps.ts';

/** The Daraja account whose figure the books' account is compared with. */
export const DARAJA_ACCOUNT = { paybill: 'Working Account', utility: 'Utility Account' } as const;

/** Sent to M-Pesa, so possibly paid there before we hear (a queued payout has not left). */
const PAYOUTS_IN_FLIGHT = ['sending', 'sent', 'checking'];
const PROMPTS_OPEN = ['sending', 'pending', 'unknown'];

interface Applied {
  outcome: 'applied' | 'unknown' | 'late' | 'invalid';
  target?: string;
  note?: string;
}

export async function applyBalanceResult(trx: Trx, body: unknown, now: Date): Promise<Applied> {
  const parsed = parseAccountBalanceResult(body);
  if (!parsed.ok) return { outcome: 'invalid', note: parsed.error };
  const answer = parsed.value;
  // Locked first (a no-op update, as members/lock.ts does): a duplicate answer waits, then sees it answered.
  await trx
    .updateTable('mpesa_balances')
    .set((eb) => ({ updated: eb.ref('updated') }))
    .where('originator_id', '=', answer.originatorConversationId)
    .execute();
  const row = await trx
    .selectFrom('mpesa_balances')
    .selectAll()
    .where('originator_id', '=', answer.originatorConversationId)
    .executeTakeFirst();
  if (!row) return { outcome: 'unknown', note: `no balance query ${answer.originatorConversationId}` };
  if (row.state !== 'sent') return { outcome: 'late', target: row.id, note: `the query is ${row.state}` };
  const at = toPbDate(now);
  const common = { result_code: answer.resultCode, result_desc: answer.resultDesc.slice(0, 500), updated: at };
  if (answer.resultCode !== '0') {
    await trx
      .updateTable('mpesa_balances')
      .set({ ...common, state: 'failed', answered_at: at })
      .where('id', '=', row.id)
      .execute();
    return { outcome: 'applied', target: row.id, note: `${answer.resultCode} ${answer.resultDesc}` };
  }
  const figure = (name: string) => answer.accounts.find((a: MpesaAccountFigure) => a.name === name)?.current;
  const paybill = row.covers !== 'utility' ? figure(DARAJA_ACCOUNT.paybill) : 0;
  const utility = row.covers !== 'paybill' ? figure(DARAJA_ACCOUNT.utility) : 0;
  if (paybill === undefined || utility === undefined) {
    await trx
      .updateTable('mpesa_balances')
      .set({ ...common, state: 'failed', answered_at: at, result_desc: 'the answer lacks the account we compare' })
      .where('id', '=', row.id)
      .execute();
    return { outcome: 'invalid', target: row.id, note: 'no Working or Utility Account in the answer' };
  }
  const books = await trx
    .selectFrom('accounts')
    .select(['id', 'balance'])
    .where('id', 'in', ['mpesa_paybill', 'mpesa_utility'])
    .execute();
  const held = (id: string) => Number(books.find((b) => b.id === id)?.balance ?? 0);
  const payouts = await trx
    .selectFrom('payouts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('state', 'in', PAYOUTS_IN_FLIGHT)
    .executeTakeFirstOrThrow();
  const prompts = await trx
    .selectFrom('stk_payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('state', 'in', PROMPTS_OPEN)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('mpesa_balances')
    .set({
      ...common,
      state: 'answered',
      accounts: JSON.stringify(answer.accounts),
      mpesa_paybill: paybill,
      books_paybill: row.covers !== 'utility' ? held('mpesa_paybill') : 0,
      mpesa_utility: utility,
      books_utility: row.covers !== 'paybill' ? held('mpesa_utility') : 0,
      open_payouts: Number(payouts.total),
      open_stk: Number(prompts.total),
      taken_at: answer.takenAt ? toPbDate(answer.takenAt) : '',
      answered_at: at,
    })
    .where('id', '=', row.id)
    .execute();
  return { outcome: 'applied', target: row.id };
}

/** The query expired in M-Pesa's queue: asked again at the worker's next round. */
export async function applyBalanceTimeout(trx: Trx, body: unknown, now: Date): Promise<Applied> {
  const parsed = parseAccountBalanceResult(body);
  if (!parsed.ok) return { outcome: 'invalid', note: parsed.error };
  const id = parsed.value.originatorConversationId;
  const row = await trx
    .updateTable('mpesa_balances')
    .set({ state: 'due', due_at: toPbDate(now), result_desc: 'queue timeout', updated: toPbDate(now) })
    .where('originator_id', '=', id)
    .where('state', '=', 'sent')
    .returning('id')
    .executeTakeFirst();
  return row ? { outcome: 'applied', target: row.id } : { outcome: 'unknown', note: `no open balance query ${id}` };
}
