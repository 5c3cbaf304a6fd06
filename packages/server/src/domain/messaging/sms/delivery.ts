// Delivery reports (ADR 033): Africa's Talking tells us, by the id it gave, what became of a
// message the network took. Final answers settle the row; intermediate ones are noted.
import { toPbDate } from '@mapato/core';
import type { Deps } from '../../deps.ts';

export interface DeliveryReport {
  providerId: string;
  status: string;
  delivered: boolean;
  final: boolean;
  failureReason: string;
}

/** Applies a report; false when no message of ours has that id (a stray or a replay of another's). */
export async function applyDeliveryReport(deps: Deps, report: DeliveryReport): Promise<boolean> {
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
