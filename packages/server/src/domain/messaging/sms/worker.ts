// The SMS worker (ADR 033): every instance runs one when SMS is on. It claims due messages of the
// outbox with a lease (jobs/claim-due.ts), hands each to the gateway and records the answer: taken
// (sent; a delivery report may follow), not now (tried again later, a few times), or never
// (failed). A message a crash caught mid-send is sent again when its lease runs out: a member may
// get a text twice, never none.
import { randomBytes } from 'node:crypto';
import { toPbDate } from '@mapato/core';
import type { SmsOutboxTable } from '../../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { claimDue } from '../../jobs/claim-due.ts';
import { startPollingLoop, type PollingLoop } from '../../jobs/polling-loop.ts';
import { applyEarlyReport } from './delivery.ts';
import { redactCode } from './outbox.ts';
import type { SmsSender, SmsSendOutcome } from './sender.ts';
import type { Log } from '../../../tools/log.ts';
import { SMS_MAX_AGE_MS, type SmsTimings } from './settings.ts';

/** The worker's loop (jobs/polling-loop.ts): wake, one round, stop. */
export type SmsWorker = Pick<PollingLoop, 'wake' | 'runOnce' | 'stop'>;

export function startSmsWorker(
  deps: Deps,
  send: SmsSender,
  timings: SmsTimings,
  engine: 'sqlite' | 'postgres',
  log: Log,
): SmsWorker {
  const worker = `s_${randomBytes(6).toString('hex')}`;
  async function round(): Promise<number> {
    let done = 0;
    for (;;) {
      const due = (await claimDue(deps, {
        table: 'sms_outbox',
        states: ['queued'],
        worker,
        leaseMs: timings.leaseMs,
        engine,
      })) as SmsOutboxTable[];
      if (due.length === 0) return done;
      done += due.length;
      await Promise.all(due.map((sms) => sendOne(deps, send, timings, worker, sms).catch(report)));
      if (loop.stopped) return done;
    }
  }
  // Only the error's message: it never carries the text's words (a code), and the row id finds it.
  const report = (error: unknown) =>
    log.error({ err: error instanceof Error ? error.message : String(error) }, 'sms: sending failed');

  const loop = startPollingLoop(round, timings.pollMs, report);
  return { wake: loop.wake, runOnce: loop.runOnce, stop: loop.stop };
}

async function sendOne(deps: Deps, send: SmsSender, timings: SmsTimings, worker: string, sms: SmsOutboxTable) {
  // Kept while SMS was off or the gateway was down for a day: given up, never sent late.
  const stale = deps.now().getTime() - Date.parse(sms.created) > SMS_MAX_AGE_MS;
  const outcome: SmsSendOutcome = stale
    ? { outcome: 'rejected', status: 'too old to send' }
    : await send(sms.phone, sms.body).catch(() => ({ outcome: 'retry' as const, status: 'unreachable' }));
  const attempts = sms.attempts + 1;
  const now = deps.now();
  const wait = timings.retryMs[attempts - 1];
  const giveUp = outcome.outcome === 'rejected' || (outcome.outcome === 'retry' && wait === undefined);
  const settled = outcome.outcome === 'accepted' || giveUp;
  const { numUpdatedRows } = await deps.db
    .updateTable('sms_outbox')
    .set({
      state: outcome.outcome === 'accepted' ? 'sent' : giveUp ? 'failed' : 'queued',
      attempts,
      provider_id: outcome.outcome === 'accepted' ? outcome.providerId : '',
      provider_status: outcome.status,
      failure_reason: outcome.outcome === 'accepted' ? '' : outcome.status,
      due_at: toPbDate(new Date(now.getTime() + (giveUp || settled ? 0 : wait!))),
      // A code is of no more use once it is sent or given up on.
      body: settled && sms.purpose === 'code' ? redactCode(sms.body) : sms.body,
      locked_until: '',
      locked_by: '',
      updated: toPbDate(now),
    })
    .where('id', '=', sms.id)
    .where('locked_by', '=', worker)
    .executeTakeFirst();
  // The network may have reported it before the gateway's answer reached us (ADR 061).
  if (numUpdatedRows > 0n && outcome.outcome === 'accepted') await applyEarlyReport(deps, outcome.providerId);
  // The member deleted their account while this text was on its way: the simulator forgets it too.
  if (numUpdatedRows === 0n && outcome.outcome === 'accepted' && deps.sms.forgetSent) {
    const row = await deps.db.selectFrom('sms_outbox').select('id').where('id', '=', sms.id).executeTakeFirst();
    if (!row) deps.sms.forgetSent([outcome.providerId]);
  }
}
