// Delivery reports (ADR 033): Africa's Talking tells us, by the id it gave, what became of a
// message the network took. Final answers settle the row; intermediate ones are noted. A report
// can come before the worker has recorded that id (the gateway's answer to us still on its way):
// it waits in sms_early_reports and is applied when the worker records the id (ADR 061).
import { toPbDate } from '@mapato/core';
import type { Deps } from '../../deps.ts';

export interface DeliveryReport {
  providerId: string;
  status: string;
  delivered: boolean;
  final: boolean;
  failureReason: string;
}

/** A report for no message of ours is kept this long in case its message is still being recorded. */
const EARLY_REPORT_KEEP_MS = 24 * 3_600_000;

/**
 * Applies a report. False when no message of ours has that id yet: the report is kept for the
 * worker (a final word is never replaced by an intermediate one), and strays expire after a day.
 */
export async function applyDeliveryReport(deps: Deps, report: DeliveryReport): Promise<boolean> {
  if (await applyToOutbox(deps, report)) return true;
  const now = deps.now();
  const early = {
    provider_id: report.providerId,
    status: report.status,
    delivered: report.delivered ? 1 : 0,
    final: report.final ? 1 : 0,
    failure_reason: report.failureReason,
    created: toPbDate(now),
  };
  await deps.db
    .insertInto('sms_early_reports')
    .values(early)
    .onConflict((oc) => oc.column('provider_id').doUpdateSet(early).where('sms_early_reports.final', '=', 0))
    .execute();
  await deps.db
    .deleteFrom('sms_early_reports')
    .where('created', '<', toPbDate(new Date(now.getTime() - EARLY_REPORT_KEEP_MS)))
    .execute();
  // The worker may have recorded the id between the two statements above: look once more.
  return applyEarlyReport(deps, report.providerId);
}

/** The worker has just recorded `providerId`: a report that came first is applied now. */
export async function applyEarlyReport(deps: Deps, providerId: string): Promise<boolean> {
  const early = await deps.db
    .selectFrom('sms_early_reports')
    .selectAll()
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  if (!early) return false;
  const applied = await applyToOutbox(deps, {
    providerId,
    status: early.status,
    delivered: early.delivered === 1,
    final: early.final === 1,
    failureReason: early.failure_reason,
  });
  if (applied) await deps.db.deleteFrom('sms_early_reports').where('provider_id', '=', providerId).execute();
  return applied;
}

async function applyToOutbox(deps: Deps, report: DeliveryReport): Promise<boolean> {
  const result = await deps.db
    .updateTable('sms_outbox')
    .set({
      ...(report.final ? { state: report.delivered ? 'delivered' : 'failed' } : {}),
      provider_status: report.status,
      failure_reason: report.failureReason,
      updated: toPbDate(deps.now()),
    })
    .where('provider_id', '=', report.providerId)
    .where('provider_id', '<>', '')
    .where('state', 'in', ['sent', 'delivered', 'failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
