// The SMS outbox and its worker (ADR 033) against the Africa's Talking simulator: a message is
// sent once taken, tried again when the gateway says "not now", given up when it says "never",
// and settled by the delivery report; a code's words do not stay in the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLBACK_SECRET, messagesTo, startServerWithSms, type SmsTestServer } from '../../../../test/support/sms.ts';
import { startTestServer, uniquePhone } from '../../../../test/support/test-server.ts';
import { queueSms } from './outbox.ts';

let t: SmsTestServer;
beforeAll(async () => {
  t = await startServerWithSms();
});
afterAll(() => t.close());

async function queue(phone: string, body: string, purpose: 'code' | 'receipt' = 'receipt'): Promise<string> {
  const id = await t.server.deps.db
    .transaction()
    .execute((trx) => queueSms(trx, { uid: '', phone, body, purpose }, new Date()));
  t.server.deps.sms.wake();
  return id;
}

const row = (id: string) =>
  t.server.deps.db.selectFrom('sms_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function settledRow(id: string, states: string[]) {
  for (let i = 0; i < 200; i++) {
    const r = await row(id);
    if (states.includes(r.state)) return r;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`message ${id} never reached ${states.join('/')}`);
}

describe('the SMS worker', () => {
  it('sends a queued message, and the delivery report marks it delivered', async () => {
    const phone = uniquePhone();
    const id = await queue(phone, 'Mapato: your balance is KSh 1,200.');
    expect(await messagesTo(t.simulator, phone)).toEqual(['Mapato: your balance is KSh 1,200.']);
    const sent = await settledRow(id, ['delivered']);
    expect(sent).toMatchObject({ attempts: 1, provider_status: 'Success' });
    expect(sent.provider_id).not.toBe('');
  });

  it('keeps a delivery report that arrives before the gateway has answered, and settles the message with it', async () => {
    // The report leaves at 200 ms; the answer with the message's id comes at 800 ms.
    t.simulator.setAnswerLag(800);
    try {
      const phone = uniquePhone();
      const id = await queue(phone, 'Mapato: you were paid KSh 1,000.');
      expect(await messagesTo(t.simulator, phone)).toEqual(['Mapato: you were paid KSh 1,000.']);
      await t.simulator.settled();
      expect(await settledRow(id, ['delivered'])).toMatchObject({ attempts: 1, provider_status: 'Success' });
    } finally {
      t.simulator.setAnswerLag(0);
    }
  });

  it('blanks a code once it is sent: the outbox keeps no live codes', async () => {
    const phone = uniquePhone();
    const id = await queue(phone, 'Mapato: your code is 482913.', 'code');
    expect(await messagesTo(t.simulator, phone)).toEqual(['Mapato: your code is 482913.']);
    expect((await settledRow(id, ['sent', 'delivered'])).body).toBe('Mapato: your code is ******.');
  });

  it('tries again when the gateway says not now (insufficient balance), then sends', async () => {
    const phone = uniquePhone();
    t.simulator.failNext(405);
    const id = await queue(phone, 'Mapato: try me again.');
    await messagesTo(t.simulator, phone);
    expect(await settledRow(id, ['sent', 'delivered'])).toMatchObject({ attempts: 2 });
  });

  it('gives up at once on a number the gateway refuses, and after its retries on a gateway that stays down', async () => {
    const refused = await queue(`+25471234${'0403'}`, 'Mapato: never arrives.');
    expect(await settledRow(refused, ['failed'])).toMatchObject({ attempts: 1, failure_reason: 'InvalidPhoneNumber' });
    const down = await queue(`+25471234${'0500'}`, 'Mapato: gateway down.');
    // Tried once and once more per wait (two in the test's timings), then failed.
    expect(await settledRow(down, ['failed'])).toMatchObject({ attempts: 3 });
  });

  it('takes delivery reports only at its secret address', async () => {
    const wrong = await t.http('/callbacks/at/sms/not-the-secret', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=x&status=Success&phoneNumber=%2B254700000000',
    });
    expect(wrong.status).toBe(404);
    const stray = await t.http(`/callbacks/at/sms/${CALLBACK_SECRET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=unknown-id&status=Success&phoneNumber=%2B254700000000',
    });
    expect(stray.status).toBe(200);
  });

  it('has the simulator forget a text whose row was erased while it was on its way (ADR 040)', async () => {
    const phone = uniquePhone();
    const sms = t.server.deps.sms;
    const forget = sms.forgetSent!;
    const forgotten: string[] = [];
    sms.forgetSent = (ids) => {
      forgotten.push(...ids);
      forget(ids);
    };
    t.simulator.setResponseDelay(400);
    try {
      const id = await queue(phone, 'Mapato: on its way.');
      await expect.poll(async () => (await row(id)).locked_by, { timeout: 5_000 }).not.toBe(''); // claimed
      // What deleting the account does to the row while the gateway still holds the request.
      await t.server.deps.db.deleteFrom('sms_outbox').where('id', '=', id).execute();
      await expect.poll(() => forgotten.length, { timeout: 5_000 }).toBe(1);
      expect(t.simulator.outbox().filter((m) => m.to === phone)).toEqual([]);
    } finally {
      t.simulator.setResponseDelay(0);
      sms.forgetSent = forget;
    }
  });
});

describe('the simulator pages', () => {
  it('shows what the phones received at /_sim/sms and /_sim/sms.json, newest first', async () => {
    const phone = uniquePhone();
    await queue(phone, 'Mapato: first.');
    await messagesTo(t.simulator, phone);
    await queue(phone, 'Mapato: second.');
    await messagesTo(t.simulator, phone, 2);
    const json = await t.http('/_sim/sms.json');
    const mine = (json.body as { to: string; message: string }[]).filter((sms) => sms.to === phone);
    expect(mine.map((sms) => sms.message)).toEqual(['Mapato: second.', 'Mapato: first.']);
    const page = await t.http('/_sim/sms');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('Mapato: second.');
  });

  it('does not exist unless the server runs the simulator', async () => {
    const plain = await startTestServer();
    try {
      expect((await plain.http('/_sim/sms.json')).status).toBe(404);
      expect((await plain.http('/_sim/sms')).status).toBe(404);
      expect((await plain.http('/_sim/ussd')).status).toBe(404);
      const report = await plain.http(`/callbacks/at/sms/${CALLBACK_SECRET}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'id=x&status=Success',
      });
      expect(report.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
