// Telling the admins when the solvency guard trips and when it recovers (ADR 075). The guard's last
// known state is a row of `settings`; a check moves it with a conditional UPDATE (ok → paused or
// paused → ok), and only the check whose UPDATE changed the row texts the admins and writes the audit
// row, in the same transaction: each transition is told once, however many instances look at once,
// and a crash leaves neither a state without its texts nor texts without their state.
import { formatKsh } from '@mapato/core';
import { m, type Locale } from '@mapato/i18n';
import type { Deps } from '../deps.ts';
import { startPollingLoop, type PollingLoop } from '../jobs/polling-loop.ts';
import { queueSms } from '../messaging/sms/outbox.ts';
import { audit } from '../security/audit.ts';
import { guardState, type GuardState } from './guard.ts';

/** A number of MAPATO_ADMIN_PHONES (E.164) and the language its texts are written in. */
export interface AdminPhone {
  phone: string;
  locale: Locale;
}

/** Five minutes: soon enough for an admin to act the same hour, and 3 sums over the books a round. */
export const DEFAULT_GUARD_CHECK_MS = 5 * 60 * 1000;

const KEY = 'solvency_guard';
type Seen = 'ok' | 'paused';

// Rounded down to a hundredth, as the console rounds: a shortfall (0.999) never reads as 1.00.
const ratioText = (ratio: number | null) => (ratio === null ? '-' : (Math.floor(ratio * 100) / 100).toFixed(2));

export function guardAlertText(state: GuardState, locale: Locale): string {
  const figures = {
    held: formatKsh(state.held, locale),
    owed: formatKsh(state.owed, locale),
    ratio: ratioText(state.ratio),
    min: state.min.toFixed(2),
  };
  return state.bondsPaused ? m.sms_guardTripped(figures, { locale }) : m.sms_guardRecovered(figures, { locale });
}

/** Looks at the guard once; 'tripped' or 'recovered' when this check moved it (and told the admins). */
export async function checkSolvencyGuard(
  deps: Deps,
  phones: readonly AdminPhone[],
): Promise<'tripped' | 'recovered' | null> {
  const state = await guardState(deps.db, deps.payments.solvencyMin);
  const seen: Seen = state.bondsPaused ? 'paused' : 'ok';
  // Absent until the first check: a guard never seen is taken as ok, so a first trip is told.
  await deps.db
    .insertInto('settings')
    .values({ key: KEY, value: 'ok' })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const now = deps.now();
  const moved = await deps.db.transaction().execute(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('settings')
      .set({ value: seen })
      .where('key', '=', KEY)
      .where('value', '=', seen === 'paused' ? 'ok' : 'paused')
      .executeTakeFirst();
    if (numUpdatedRows === 0n) return false;
    for (const admin of phones)
      await queueSms(
        trx,
        { uid: '', phone: admin.phone, body: guardAlertText(state, admin.locale), purpose: 'alert' },
        now,
      );
    // The count, never the numbers: the audit log is not a second list of phones.
    const { held, owed, ratio, min } = state;
    const action = state.bondsPaused ? 'books.guard_tripped' : 'books.guard_recovered';
    await audit(trx, 'guard', action, KEY, { held, owed, ratio, min, texted: phones.length }, now);
    return true;
  });
  if (!moved) return null;
  if (phones.length > 0) deps.sms.wake();
  return state.bondsPaused ? 'tripped' : 'recovered';
}

export type GuardWatch = Pick<PollingLoop, 'runOnce' | 'stop'>;

/** Every instance looks every `checkMs` (at start too); the conditional UPDATE makes one of them tell. */
export function startGuardWatch(
  deps: Deps,
  phones: readonly AdminPhone[],
  checkMs: number,
  report: (error: unknown) => void,
): GuardWatch {
  const loop = startPollingLoop(
    async () => ((await checkSolvencyGuard(deps, phones)) === null ? 0 : 1),
    checkMs,
    report,
  );
  return { runOnce: loop.runOnce, stop: loop.stop };
}
