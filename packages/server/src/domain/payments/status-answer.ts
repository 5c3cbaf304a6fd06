// What a Transaction Status answer proves about one payout (ADR 038). Only an answer
// that is about this payout's own B2C (its OriginatorConversationID, or the ConversationID M-Pesa
// gave it) and names its amount may settle it, and only when it reports a final state; a query
// that failed, found nothing or found it still pending proves nothing, and the worker asks again.
import { formatKsh } from '@mapato/core';
import type { TransactionStatusResult } from '../../mpesa/index.ts';
import type { PayoutsTable } from '../../db/schema.ts';

export type StatusVerdict =
  /** M-Pesa completed this payout: settle it as its B2C result would (the amount is checked there). */
  | { kind: 'paid'; receipt: string; amount: number }
  /** M-Pesa reports this payout over and not paid, for our amount: refund it. */
  | { kind: 'failed'; reason: string; status: string }
  /** The query failed or found nothing final: ask again later. */
  | { kind: 'unsettled'; note: string }
  /** The answer claims an outcome but not provably for this payout: never applied, asked again. */
  | { kind: 'unproven'; note: string };

export function statusVerdict(r: TransactionStatusResult, payout: PayoutsTable): StatusVerdict {
  if (r.outcome.kind === 'unknown') return { kind: 'unsettled', note: r.outcome.note };
  const t = r.transaction;
  if (t === null) return { kind: 'unsettled', note: 'no transaction in the answer' };
  const sameOriginator = t.originatorConversationId !== null && t.originatorConversationId === payout.originator_id;
  const sameConversation =
    t.originatorConversationId === null && payout.conversation_id !== '' && t.conversationId === payout.conversation_id;
  if (!sameOriginator && !sameConversation) {
    const named = t.originatorConversationId ?? t.conversationId ?? 'no id';
    return { kind: 'unproven', note: `the answer is about ${named}, not ${payout.originator_id}` };
  }
  if (t.amount === null) return { kind: 'unproven', note: `"${t.status}" without an Amount: not applied` };
  if (r.outcome.kind === 'success') return { kind: 'paid', receipt: t.receipt!, amount: t.amount };
  if (t.amount !== Number(payout.amount))
    return {
      kind: 'unproven',
      note: `"${t.status}" for ${formatKsh(t.amount)}, we sent ${formatKsh(payout.amount)}: not applied`,
    };
  return { kind: 'failed', reason: r.outcome.reason, status: t.status ?? '' };
}
