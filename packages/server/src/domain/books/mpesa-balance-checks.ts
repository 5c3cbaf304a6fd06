// M-Pesa's own figure (ADR 071): an Account Balance query per shortcode, every day at 06:00 Nairobi
// and when an operator asks. Each query is a row of mpesa_balances, claimed like a payout (one
// instance at a time on PostgreSQL); the answer arrives later at the balance-result callback
// (mpesa-balance-answers.ts).
import { toPbDate } from '@mapato/core';
import type { DarajaClient } from '../../mpesa/index.ts';
import { newId } from '../../tools/ids.ts';
import type { Deps } from '../deps.ts';
import { claimDue } from '../jobs/claim-due.ts';
import { audit } from '../security/audit.ts';
import type { MpesaBalancesTable } from '../../db/schema.ts';

/** The daily query's Nairobi hour: before the day's payouts, after the night's quiet. */
const DAILY_HOUR_UTC = 3;
/** A query with no answer after this long is asked again; after ATTEMPTS it has failed. */
export const ANSWER_WAIT_MS = 10 * 60_000;
const ATTEMPTS = 3;
/** A row that stands for "ask every shortcode": the worker turns it into one row per shortcode. */
export const EVERY_SHORTCODE = '*';

export interface BalanceJobContext {
  deps: Deps;
  client: Pick<DarajaClient, 'accountBalance' | 'shortcodes'>;
  worker: string;
  leaseMs: number;
  retryMs: number;
  engine: 'sqlite' | 'postgres';
}

/** Which of the books' M-Pesa accounts a shortcode's answer speaks for (ADR 071). */
export function coversOf(shortcode: string, shortcodes: { stk: string; b2c: string }): 'paybill' | 'utility' | 'both' {
  if (shortcode === shortcodes.stk && shortcode === shortcodes.b2c) return 'both';
  return shortcode === shortcodes.stk ? 'paybill' : 'utility';
}

/** A query's row as first written: due, nothing asked or answered yet. */
export function newBalanceRow(
  slot: string,
  shortcode: string,
  covers: string,
  dueAt: string,
  askedBy: string,
  at: string,
): MpesaBalancesTable {
  return {
    id: newId(),
    slot,
    shortcode,
    covers,
    state: 'due',
    due_at: dueAt,
    locked_until: '',
    locked_by: '',
    attempts: 0,
    originator_id: '',
    asked_by: askedBy,
    result_code: '',
    result_desc: '',
    accounts: '[]',
    mpesa_paybill: 0,
    books_paybill: 0,
    mpesa_utility: 0,
    books_utility: 0,
    open_payouts: 0,
    open_stk: 0,
    taken_at: '',
    answered_at: '',
    created: at,
    updated: at,
  };
}

/** The next 06:00 in Nairobi strictly after `now`: a fresh install is first asked the next morning. */
export function nextDailyRun(now: Date): Date {
  const run = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_HOUR_UTC));
  if (run.getTime() <= now.getTime()) run.setUTCDate(run.getUTCDate() + 1);
  return run;
}

/**
 * The next daily query for every shortcode, once: the slot is unique, so whichever instance inserts
 * it first owns it. Inserted a day ahead, so a server that was down at 06:00 still asks when it starts.
 */
export async function scheduleDaily(ctx: BalanceJobContext): Promise<void> {
  const run = nextDailyRun(ctx.deps.now());
  const day = toPbDate(run).slice(0, 10);
  const at = toPbDate(ctx.deps.now());
  for (const code of distinct(ctx.client.shortcodes))
    await ctx.deps.db
      .insertInto('mpesa_balances')
      .values(newBalanceRow(`daily:${day}:${code}`, code, coversOf(code, ctx.client.shortcodes), toPbDate(run), '', at))
      .onConflict((oc) => oc.column('slot').doNothing())
      .execute();
}

/** An operator's "ask M-Pesa now" (audited): one row the worker turns into a query per shortcode. */
export async function askBalanceNow(deps: Deps, actor: string): Promise<MpesaBalancesTable> {
  const at = toPbDate(deps.now());
  const row = newBalanceRow('', EVERY_SHORTCODE, '', at, actor, at);
  row.slot = `asked:${row.id}`;
  return deps.db.transaction().execute(async (trx) => {
    await audit(trx, actor, 'books.balance_ask', row.id, {}, deps.now());
    return trx.insertInto('mpesa_balances').values(row).returningAll().executeTakeFirstOrThrow();
  });
}

/** Claims the due queries and sends each; the number of rows worked on. */
export async function runBalanceChecks(ctx: BalanceJobContext): Promise<number> {
  const rows = (await claimDue(ctx.deps, {
    table: 'mpesa_balances',
    states: ['due', 'sent'],
    worker: ctx.worker,
    leaseMs: ctx.leaseMs,
    engine: ctx.engine,
  })) as MpesaBalancesTable[];
  for (const row of rows) {
    if (row.shortcode === EVERY_SHORTCODE) await expand(ctx, row);
    else await send(ctx, row);
  }
  return rows.length;
}

async function expand(ctx: BalanceJobContext, row: MpesaBalancesTable) {
  const at = toPbDate(ctx.deps.now());
  await ctx.deps.db.transaction().execute(async (trx) => {
    for (const code of distinct(ctx.client.shortcodes))
      await trx
        .insertInto('mpesa_balances')
        .values(newBalanceRow(`${row.slot}:${code}`, code, coversOf(code, ctx.client.shortcodes), at, row.asked_by, at))
        .onConflict((oc) => oc.column('slot').doNothing())
        .execute();
    await mine(trx, ctx, row.id).set({ state: 'expanded', locked_until: '', locked_by: '', updated: at }).execute();
  });
}

/** A due row is asked; a sent row claimed again had no answer in time and is asked again. */
async function send(ctx: BalanceJobContext, row: MpesaBalancesTable) {
  const now = ctx.deps.now();
  const at = toPbDate(now);
  const later = (ms: number) => toPbDate(new Date(now.getTime() + ms));
  if (row.attempts >= ATTEMPTS) {
    const note = row.state === 'sent' ? 'no answer from M-Pesa' : row.result_desc || 'not asked';
    await mine(ctx.deps.db, ctx, row.id)
      // answered_at: when we gave up, so the day's reconciliation says the balance is not known.
      .set({ state: 'failed', result_desc: note, answered_at: at, locked_until: '', locked_by: '', updated: at })
      .execute();
    return;
  }
  const answer = await ctx.client.accountBalance({ shortcode: row.shortcode });
  const release = { locked_until: '', locked_by: '', attempts: row.attempts + 1, updated: toPbDate(ctx.deps.now()) };
  if (answer.status === 'accepted') {
    await mine(ctx.deps.db, ctx, row.id)
      .set({ ...release, state: 'sent', originator_id: answer.originatorConversationId, due_at: later(ANSWER_WAIT_MS) })
      .execute();
  } else if (answer.status === 'refused' && row.attempts + 1 >= ATTEMPTS) {
    await mine(ctx.deps.db, ctx, row.id)
      .set({ ...release, state: 'failed', result_desc: answer.detail.slice(0, 500), answered_at: release.updated })
      .execute();
  } else {
    const detail = 'detail' in answer ? answer.detail : '';
    await mine(ctx.deps.db, ctx, row.id)
      .set({ ...release, state: 'due', result_desc: detail.slice(0, 500), due_at: later(ctx.retryMs) })
      .execute();
  }
}

const mine = (db: Deps['db'], ctx: BalanceJobContext, id: string) =>
  db.updateTable('mpesa_balances').where('id', '=', id).where('locked_by', '=', ctx.worker);

const distinct = (codes: { stk: string; b2c: string }) => [...new Set([codes.stk, codes.b2c])];
