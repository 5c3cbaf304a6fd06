// A project funded by an M-Pesa prompt (ADR 055, 057): the balance pays first, a prompt asks for
// the rest through the same worker and callbacks as bonds, and the paid prompt becomes the
// client's deposit, then the project's reserve, in one transaction. A failed prompt leaves the
// project waiting, with M-Pesa's reason for the client.
import { describe, expect, it } from 'vitest';
import { paymentsServerForFile } from './support/harness.ts';
import { eventually } from './support/payments-rig.ts';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { clientLedgerRows, creditClient, draftProject, projectMoney, signedInClient } from './support/clients.ts';

const { rig, t } = paymentsServerForFile();
const db = () => t.server.deps.db;
const prompt = (projectId: string) =>
  db()
    .selectFrom('stk_payments')
    .selectAll()
    .where('purpose', '=', 'project')
    .where('ref', '=', projectId)
    .executeTakeFirstOrThrow();

describe('funding a project by M-Pesa prompt', () => {
  it('asks for the shortfall only; once paid the money is the client’s, then the project’s reserve', async () => {
    const c = await signedInClient(t, '0711000222');
    const id = await draftProject(c, 10); // pay 60, fee 12, total 72
    await creditClient(t, c.id, 30);
    const fund = await c.call(`/api/client/projects/${id}/fund`, { json: { phone: '0711 000 333' } });
    expect(fund).toMatchObject({ status: 200, body: { status: 'funding', to_pay: 42 } });
    expect(fund.body.payment).toMatch(/^[a-z0-9]{15}$/);
    expect((await c.call(`/api/client/projects/${id}`)).body).toMatchObject({ status: 'funding', funding_problem: '' });
    // A second prompt while one is open is refused.
    expect((await c.call(`/api/client/projects/${id}/fund`, { json: {} })).status).toBe(400);

    const live = await eventually(async () => {
      const p = await projectMoney(t, id);
      return p.status === 'live' && p;
    });
    expect(live).toEqual({ status: 'live', funded_pay: 60, fee: 12, reserve: 60, held: 0, spent: 0, released: 0 });
    const stk = await prompt(id);
    expect(stk).toMatchObject({ id: fund.body.payment, uid: c.id, amount: 42, msisdn: '254711000333', state: 'paid' });
    const push = rig.sim
      .requests()
      .find((r) => r.path.endsWith('/stkpush/v1/processrequest') && (r.body as any).PhoneNumber === '254711000333');
    expect(push!.body).toMatchObject({ Amount: 42, AccountReference: 'MapatoWork', TransactionDesc: 'Work funding' });
    expect(await clientLedgerRows(t, c.id)).toEqual([
      { seq: 1, kind: 'deposit', amount: 30, balance_after: 30, ref: expect.any(String) },
      { seq: 2, kind: 'deposit', amount: 42, balance_after: 72, ref: stk.receipt },
      { seq: 3, kind: 'project_funding', amount: -72, balance_after: 0, ref: id },
    ]);
    const audits = await db()
      .selectFrom('audit_log')
      .select(['actor', 'action', 'target'])
      .where('target', 'in', [id, stk.id])
      .orderBy('created')
      .execute();
    expect(audits).toEqual([
      { actor: `client:${c.id}`, action: 'project.fund.prompt', target: id },
      { actor: 'mpesa', action: 'client.deposit', target: stk.id },
      { actor: 'mpesa', action: 'project.fund', target: id },
    ]);
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });

  it('leaves the project in funding with M-Pesa’s reason when the prompt fails, and it can be tried again', async () => {
    const c = await signedInClient(t, '0711000444');
    const id = await draftProject(c, 2); // pay 12, fee 3, total 15
    rig.sim.script('254711000444', { stk: { kind: 'result', code: '1032' } });
    const fund = await c.call(`/api/client/projects/${id}/fund`, { json: {} });
    expect(fund.body).toMatchObject({ status: 'funding', to_pay: 15 });
    const failed = await eventually(async () => {
      const row = await prompt(id);
      return row.state === 'failed' && row;
    });
    expect(failed.result_code).toBe('1032');
    const view = (await c.call(`/api/client/projects/${id}`)).body;
    expect(view).toMatchObject({
      status: 'funding',
      funding_problem: 'You cancelled the M-Pesa request',
      reserve_left: 0,
    });
    expect(await clientLedgerRows(t, c.id)).toEqual([]);
    expect(await projectMoney(t, id)).toMatchObject({ funded_pay: 0, reserve: 0 });
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'project.fund.decline')
      .where('target', '=', id)
      .execute();
    expect(audit).toHaveLength(1);
    // Tried again from another phone: a fresh prompt, paid this time.
    const again = await c.call(`/api/client/projects/${id}/fund`, { json: { phone: '0711000555' } });
    expect(again.body).toMatchObject({ status: 'funding', to_pay: 15 });
    expect(again.body.payment).not.toBe(fund.body.payment);
    await eventually(async () => (await projectMoney(t, id)).status === 'live');
    expect(await projectMoney(t, id)).toMatchObject({ funded_pay: 12, reserve: 12, fee: 3 });
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });
});
