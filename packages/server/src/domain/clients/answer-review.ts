// The client's decision on a text answer (ADR 055): paid-work/review.ts decides it and moves the
// money; this wraps it in its transaction with the audit row a person's decision on money needs.
import type { ClientAnswerView } from '@mapato/protocol';
import { notFound } from '../api-error.ts';
import type { Deps } from '../deps.ts';
import { audit } from '../security/audit.ts';
import { transact } from '../transact.ts';
import { reviewTextAnswer } from '../paid-work/review.ts';
import { paidWorkSettings } from '../paid-work/settings.ts';
import { clientActor } from './api-keys.ts';

export async function reviewAnswer(
  deps: Deps,
  clientId: string,
  assignmentId: string,
  accept: boolean,
  reason: string,
): Promise<ClientAnswerView> {
  const now = deps.now();
  const { autoAcceptHours } = paidWorkSettings(deps);
  return transact(deps, async (trx) => {
    const view = await reviewTextAnswer(trx, clientId, assignmentId, accept, reason, now, autoAcceptHours);
    // Someone else's, already decided, or not a text answer: nothing to decide.
    if (!view) throw notFound();
    await audit(trx, clientActor(clientId), accept ? 'answer.accept' : 'answer.reject', assignmentId, {}, now);
    return view;
  });
}
