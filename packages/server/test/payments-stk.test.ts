// Bonds paid by STK Push (ADR 018, reference §7.2): the member asks for an upgrade without a
// reference, M-Pesa prompts their phone, and the answer — not a person — confirms or declines it.
import { describe, expect, it } from 'vitest';

import { eventually, fakeReceipt, rawPost, startPaymentsServer, stkSuccess } from './support/payments-rig.ts';
import { signUpMember, startTestServer, type Member, type TestServer } from './support/test-server.ts';
import { m as messages } from '@mapato/i18n';
import { paymentsServerForFile } from './support/harness.ts';

const { rig, t } = paymentsServerForFile();

const REGISTRATIONS = '/api/collections/registration/records';
const upgrade = (on: TestServer, m: Member, body: Record<string, unknown>) =>
  on.http(REGISTRATIONS, { method: 'POST', json: { level: 2, ...body }, token: m.token });

const row = (id: string) =>
  t.server.deps.db.selectFrom('registration').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const stkRow = (id: string) =>
  t.server.deps.db.selectFrom('stk_payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditRows = (id: string) =>
  t.server.deps.db.selectFrom('audit_log').selectAll().where('target', '=', id).orderBy('created').execute();
const level = async (uid: string) =>
  t.server.deps.db.selectFrom('users').select(['level', 'investment']).where('id', '=', uid).executeTakeFirstOrThrow();
/** Resolves once M-Pesa's answer has closed the request. */
const decided = (id: string) => eventually(async () => ((await row(id)).processing === 0 ? row(id) : null));

const pushesTo = (msisdn: string) =>
  rig.sim
    .requests()
    .filter((r) => r.path.endsWith('/stkpush/v1/processrequest') && (r.body as any).PhoneNumber === msisdn);
const queriesFor = (checkoutRequestId: string) =>
  rig.sim
    .requests()
    .filter(
      (r) => r.path.endsWith('/stkpushquery/v1/query') && (r.body as any).CheckoutRequestID === checkoutRequestId,
    );

describe('a bond paid by STK Push', () => {
  it('prompts the member’s own phone; the success confirms the upgrade with M-Pesa’s receipt', async () => {
    const m = await signUpMember(t);
    const phone = (await m.pb.collection('users').getOne(m.id)).phone as string;
    const msisdn = phone.replace('+', '');
    expect((await t.http('/api/payments/methods')).body).toEqual({ stk: true, autoPayoutMax: 5000, ussdCode: '' });

    const created = await upgrade(t, m, {});
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      level: 2,
      amount: 3000,
      method: 'stk',
      msisdn,
      processing: true,
      mpesa_ref: '',
    });

    const reg = await decided(created.body.id);
    const stk = await stkRow(reg.id);
    const callback = rig.sim
      .callbacks()
      .find((c) => c.kind === 'stk' && (c.body as any).Body.stkCallback.CheckoutRequestID === stk.checkout_request_id);
    const receipt = (callback!.body as any).Body.stkCallback.CallbackMetadata.Item.find(
      (i: any) => i.Name === 'MpesaReceiptNumber',
    ).Value as string;

    expect(pushesTo(msisdn)).toHaveLength(1);
    expect(pushesTo(msisdn)[0]!.body).toMatchObject({ Amount: 3000, PartyA: msisdn, AccountReference: 'MapatoJ2' });
    expect(reg).toMatchObject({ processing: 0, declined: 0, reason: '', mpesa_ref: receipt });
    expect(stk).toMatchObject({ state: 'paid', receipt, result_code: '0' });
    expect(await level(m.id)).toEqual({ level: 2, investment: 3000 });
    // What the member sees.
    expect(await m.pb.collection('registration').getOne(reg.id)).toMatchObject({
      processing: false,
      declined: false,
      mpesa_ref: receipt,
    });
    const audits = await auditRows(reg.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor: 'mpesa', action: 'registration.approve' });
    expect(JSON.parse(audits[0]!.details)).toMatchObject({ uid: m.id, level: 2, amount: 3000, receipt });
  });

  it.each([
    ['cancels the prompt', '0700001032', 'You cancelled the M-Pesa request'],
    ['enters a wrong PIN', '0700002001', 'Wrong PIN'],
    ['has too little in M-Pesa', '0700000001', 'Not enough money in M-Pesa'],
  ])('a member who %s is declined with the reason, level unchanged', async (_, number, reason) => {
    const m = await signUpMember(t);
    const created = await upgrade(t, m, { msisdn: number });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ method: 'stk', msisdn: `254${number.slice(1)}` });

    const reg = await decided(created.body.id);
    expect(reg).toMatchObject({ declined: 1, reason, mpesa_ref: '' });
    expect((await stkRow(reg.id)).state).toBe('failed');
    expect(await level(m.id)).toEqual({ level: 1, investment: 0 });
    expect(await m.pb.collection('registration').getOne(reg.id)).toMatchObject({ declined: true, reason });
    const audits = await auditRows(reg.id);
    expect(audits.map((a) => [a.actor, a.action])).toEqual([['mpesa', 'registration.decline']]);
    expect(JSON.parse(audits[0]!.details)).toMatchObject({ reason });
  });

  it('a prompt M-Pesa never settles is queried, never pushed again, then needs a person; a late success still confirms', async () => {
    const m = await signUpMember(t);
    const created = await upgrade(t, m, { msisdn: '0700000999' });
    const id = created.body.id as string;
    const started = Date.now();
    const { checkout_request_id } = await eventually(async () => {
      const s = await stkRow(id);
      return s.state === 'pending' && s;
    });
    await eventually(async () => queriesFor(checkout_request_id).length >= 1);
    const review = await eventually(async () => {
      const s = await stkRow(id);
      return s.state === 'review' && s;
    }, 6_000);
    // Not before the review delay (2 s in FAST_TIMINGS).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(review.result_desc).toMatch(/no result/);
    expect(pushesTo('254700000999').filter((r) => (r.body as any).Amount === 3000)).toHaveLength(1);
    // The member still sees Processing; nothing was decided for them.
    expect(await row(id)).toMatchObject({ processing: 1, declined: 0, reason: '' });
    expect(await level(m.id)).toEqual({ level: 1, investment: 0 });
    expect(await auditRows(id)).toEqual([]);

    // M-Pesa's answer comes after all (the member paid late): it still confirms the upgrade.
    const paid = fakeReceipt();
    const late = JSON.stringify(stkSuccess(checkout_request_id, 3000, paid));
    expect((await rawPost(t, `/api/payments/daraja/stk/${rig.callbackToken}`, late)).status).toBe(200);
    expect(await decided(id)).toMatchObject({ declined: 0, mpesa_ref: paid });
    expect(await level(m.id)).toEqual({ level: 2, investment: 3000 });
    expect((await auditRows(id)).map((a) => [a.actor, a.action])).toEqual([['mpesa', 'registration.approve']]);
  });

  it('a number with a prompt already open is refused at once: declined with the reason', async () => {
    rig.sim.script('254700111333', { stk: { kind: 'silent' } });
    const [first, second] = [await signUpMember(t), await signUpMember(t)];
    await upgrade(t, first, { msisdn: '0700111333' });
    await eventually(async () => rig.sim.prompts().length + pushesTo('254700111333').length >= 1);
    const res = await upgrade(t, second, { msisdn: '0700111333' });
    const reg = await decided(res.body.id);
    expect(reg).toMatchObject({
      declined: 1,
      reason: 'Another M-Pesa request is open on your phone. Try again in a minute',
    });
    expect(await stkRow(reg.id)).toMatchObject({ state: 'failed', result_code: 'refused', checkout_request_id: '' });
    expect((await auditRows(reg.id)).map((a) => [a.actor, a.action])).toEqual([['mpesa', 'registration.decline']]);
  });

  it('a lost callback: STK Query tells the failure; a success without its callback waits for a person', async () => {
    rig.sim.script('254700111444', { stk: { kind: 'result', code: '1032' } });
    const [cancels, pays] = [await signUpMember(t), await signUpMember(t)];
    rig.sim.setKnobs({ drop: true });
    const ids: string[] = [];
    try {
      const cancelled = await upgrade(t, cancels, { msisdn: '0700111444' });
      const paid = await upgrade(t, pays, { msisdn: '0700111555' });
      ids.push(cancelled.body.id, paid.body.id);
      const reg = await decided(cancelled.body.id);
      expect(reg).toMatchObject({ declined: 1, reason: 'You cancelled the M-Pesa request' });
      expect(await stkRow(reg.id)).toMatchObject({ state: 'failed', result_code: '1032' });
      expect(queriesFor((await stkRow(reg.id)).checkout_request_id).length).toBeGreaterThanOrEqual(1);

      // M-Pesa says paid, but only the callback carries the receipt and amount.
      const open = await eventually(async () => {
        const s = await stkRow(paid.body.id);
        return s.result_desc.startsWith('paid per STK Query') && s;
      });
      expect(open).toMatchObject({ state: 'pending', receipt: '' });
      expect(await row(paid.body.id)).toMatchObject({ processing: 1, mpesa_ref: '' });
      expect(await level(pays.id)).toEqual({ level: 1, investment: 0 });
    } finally {
      rig.sim.setKnobs({ drop: false });
    }
    // Nothing came in: both were learnt by asking.
    const stored = await t.server.deps.db
      .selectFrom('payment_callbacks')
      .select('id')
      .where('target', 'in', ids)
      .execute();
    expect(stored).toEqual([]);
  });

  it('one open prompt per member: a second request is refused while the first is open', async () => {
    const m = await signUpMember(t);
    rig.sim.script('254700111222', { stk: { kind: 'silent' } });
    const first = await upgrade(t, m, { msisdn: '0700111222' });
    expect(first.status).toBe(200);
    await eventually(async () => pushesTo('254700111222').length === 1);
    const second = await upgrade(t, m, { level: 3, msisdn: '0700111223' });
    expect(second.status).toBe(400);
    expect(second.body.data).toEqual({
      level: { code: 'validation_pending_upgrade', message: messages.upgradePending() },
    });
    const open = await t.server.deps.db.selectFrom('stk_payments').select('id').where('uid', '=', m.id).execute();
    expect(open.map((r) => r.id)).toEqual([first.body.id]);
  });

  it('a number that is not M-Pesa is refused on the msisdn field, nothing sent', async () => {
    const m = await signUpMember(t);
    for (const msisdn of ['12345', '0201234567', '+255712345678']) {
      const res = await upgrade(t, m, { msisdn });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.data)).toEqual(['msisdn']);
      expect(res.body.data.msisdn.message).toBe(messages.mpesaInvalid());
    }
    expect(await t.server.deps.db.selectFrom('registration').select('id').where('uid', '=', m.id).execute()).toEqual(
      [],
    );
  });

  it('a typed M-Pesa reference still goes to an operator, with no prompt', async () => {
    const m = await signUpMember(t);
    const phone = ((await m.pb.collection('users').getOne(m.id)).phone as string).replace('+', '');
    const res = await upgrade(t, m, { mpesa_ref: 'QKA1B2C3D4' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ method: 'manual', mpesa_ref: 'QKA1B2C3D4', processing: true });
    await t.server.payments!.runOnce();
    expect(pushesTo(phone)).toEqual([]);
    expect(await t.server.deps.db.selectFrom('stk_payments').select('id').where('uid', '=', m.id).execute()).toEqual(
      [],
    );
  });
});

describe('a push whose answer was lost', () => {
  it('is never pushed again; its callback is kept as unknown, and a person looks after the delay', async () => {
    let pushes = 0;
    const lossy = await startPaymentsServer({
      client: {
        fetch: async (url, init) => {
          const res = await fetch(url, init);
          if (!url.endsWith('/stkpush/v1/processrequest') || ++pushes > 1) return res;
          await res.text();
          throw new TypeError('fetch failed', { cause: new Error('socket hang up') });
        },
      },
    });
    try {
      const m = await signUpMember(lossy.t);
      const res = await upgrade(lossy.t, m, {});
      const id = res.body.id as string;
      const db = lossy.t.server.deps.db;
      const stk = () => db.selectFrom('stk_payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await eventually(async () => (await stk()).state === 'unknown');
      // The phone answered; its callback names a CheckoutRequestID we never learnt.
      const callbacks = await eventually(async () => {
        const rows = await db.selectFrom('payment_callbacks').select(['kind', 'outcome']).execute();
        return rows.length === 1 && rows[0]!.outcome !== 'received' && rows;
      });
      expect(callbacks).toEqual([{ kind: 'stk', outcome: 'unknown' }]);
      await eventually(async () => (await stk()).state === 'review', 6_000);
      expect(pushes).toBe(1);
      expect(lossy.sim.requests().filter((r) => r.path.includes('/stkpush'))).toHaveLength(1);
      expect(lossy.sim.requests().filter((r) => r.path.includes('/stkpushquery'))).toEqual([]);
      expect(
        await db.selectFrom('registration').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      ).toMatchObject({ processing: 1, declined: 0, mpesa_ref: '' });
    } finally {
      await lossy.close();
    }
  });
});

describe('a server in manual mode', () => {
  it('takes a typed M-Pesa reference and refuses a request without one', async () => {
    const manual = await startTestServer();
    try {
      expect((await manual.http('/api/payments/methods')).body).toEqual({ stk: false, autoPayoutMax: 0, ussdCode: '' });
      expect(manual.server.payments).toBeNull();
      const m = await signUpMember(manual);
      const missing = await upgrade(manual, m, {});
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.data)).toEqual(['mpesa_ref']);
      const res = await upgrade(manual, m, { mpesa_ref: 'QKA1B2C3D5' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ method: 'manual', mpesa_ref: 'QKA1B2C3D5', processing: true });
      const rows = await manual.server.deps.db.selectFrom('stk_payments').select('id').execute();
      expect(rows).toEqual([]);
    } finally {
      await manual.close();
    }
  });
});
