// POST /api/client/projects/{id}/fund (ADR 055): the client's balance pays first; a project it
// covers goes live at once with its whole pay as the reserve. Otherwise an M-Pesa prompt asks for
// the shortfall (an stk_payments row, purpose 'project', worked by the payments worker as bonds
// are), and the project waits in 'funding' until the prompt is paid (project-payment.ts).
import {
  FUNDABLE_STATUSES,
  fundPhoneRefusal,
  noItemsRefusal,
  noPromptsRefusal,
  normaliseMpesaNumber,
  notFundableRefusal,
  promptOpenRefusal,
  quoteFor,
  toPbDate,
} from '@mapato/core';
import { fieldErrors, PB, type FundResult, type Quote } from '@mapato/protocol';
import type { Locale } from '@mapato/i18n';
import { newId } from '../../tools/ids.ts';
import { badRequest, fromBody } from '../api-error.ts';
import { audit } from '../security/audit.ts';
import type { Deps, Queryable, Trx } from '../deps.ts';
import { transact } from '../transact.ts';
import { changeClientBalance } from './client-ledger.ts';
import { clientActor } from './api-keys.ts';
import { workFeePercent } from './fee.ts';
import { lockClient, openPrompt } from './funding-state.ts';
import { ownProject } from './projects.ts';
import { projectAccount } from '../books/accounts.ts';
import type { ClientsTable, ProjectsTable } from '../../db/schema.ts';

export async function projectQuote(db: Queryable, clientId: string, projectId: string): Promise<Quote> {
  const project = await ownProject(db, clientId, projectId);
  const client = await db.selectFrom('clients').select('balance').where('id', '=', clientId).executeTakeFirstOrThrow();
  return quoteFor(project, Number(client.balance), workFeePercent());
}

/**
 * Funds the project from the client's balance when it covers the whole total: the balance pays
 * pay_total + fee, the project becomes live with reserve = funded_pay = pay_total. Returns the
 * quote it used, or null when the project is not fundable or the balance is short.
 */
export async function fundFromBalance(
  trx: Trx,
  clientId: string,
  projectId: string,
  actor: string,
  now: Date,
): Promise<Quote | null> {
  const project = await trx
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', projectId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!project || !FUNDABLE_STATUSES.includes(project.status) || Number(project.items) === 0) return null;
  const client = await trx.selectFrom('clients').select('balance').where('id', '=', clientId).executeTakeFirstOrThrow();
  const quote = quoteFor(project, Number(client.balance), workFeePercent());
  if (quote.to_pay > 0) return null;
  const paid = await changeClientBalance(trx, {
    clientId,
    amount: -quote.total,
    kind: 'project_funding',
    ref: projectId,
    counter: [
      { account: projectAccount(projectId), amount: quote.pay_total },
      { account: 'revenue_fees', amount: quote.fee },
    ],
    now,
  });
  if (paid === null) return null;
  const moved = await trx
    .updateTable('projects')
    .set({
      status: 'live',
      funded_pay: quote.pay_total,
      reserve: quote.pay_total,
      fee: quote.fee,
      updated: toPbDate(now),
    })
    .where('id', '=', projectId)
    .where('status', 'in', FUNDABLE_STATUSES)
    .where('funded_pay', '=', 0)
    .executeTakeFirst();
  // The balance was debited for this project: anything but one project going live is a broken book.
  if (Number(moved.numUpdatedRows) !== 1) throw new Error(`project ${projectId} changed while it was funded`);
  await audit(
    trx,
    actor,
    'project.fund',
    projectId,
    { client: clientId, pay_total: quote.pay_total, fee: quote.fee, total: quote.total },
    now,
  );
  return quote;
}

export async function fundProject(
  deps: Deps,
  client: ClientsTable,
  projectId: string,
  phone: string | undefined,
  locale?: Locale,
): Promise<FundResult> {
  const now = deps.now();
  const result = await transact(deps, async (trx) => {
    await lockClient(trx, client.id);
    const project: ProjectsTable = await ownProject(trx, client.id, projectId);
    if (!FUNDABLE_STATUSES.includes(project.status)) throw badRequest(notFundableRefusal(locale));
    if (Number(project.items) === 0) throw badRequest(noItemsRefusal(locale));
    if (await openPrompt(trx, projectId)) throw badRequest(promptOpenRefusal(locale));
    const funded = await fundFromBalance(trx, client.id, projectId, clientActor(client.id), now);
    if (funded) return { status: 'live' as const, payment: '', to_pay: 0, wake: false };
    if (deps.payments.mode === 'manual') throw badRequest(noPromptsRefusal(locale));
    const msisdn = normaliseMpesaNumber(phone ?? '') ?? (phone ? null : client.msisdn || null);
    if (!msisdn)
      throw fromBody(fieldErrors(PB.invalidData, { phone: ['validation_invalid_value', fundPhoneRefusal(locale)] }));
    const fresh = await trx
      .selectFrom('clients')
      .select('balance')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    const quote = quoteFor(project, Number(fresh.balance), workFeePercent());
    const id = newId();
    const at = toPbDate(now);
    await trx
      .insertInto('stk_payments')
      .values({
        id,
        uid: client.id,
        amount: quote.to_pay,
        msisdn,
        state: 'sending',
        purpose: 'project',
        ref: projectId,
        merchant_request_id: '',
        checkout_request_id: '',
        receipt: '',
        result_code: '',
        result_desc: '',
        sends: 0,
        queries: 0,
        locked_until: '',
        locked_by: '',
        due_at: at,
        created: at,
        updated: at,
      })
      .execute();
    await trx
      .updateTable('projects')
      .set({ status: 'funding', updated: at })
      .where('id', '=', projectId)
      .where('status', 'in', FUNDABLE_STATUSES)
      .execute();
    await audit(
      trx,
      clientActor(client.id),
      'project.fund.prompt',
      projectId,
      { payment: id, amount: quote.to_pay, total: quote.total, from_balance: quote.from_balance },
      now,
    );
    return { status: 'funding' as const, payment: id, to_pay: quote.to_pay, wake: true };
  });
  if (result.wake) deps.payments.wake();
  return { status: result.status, payment: result.payment, to_pay: result.to_pay };
}
