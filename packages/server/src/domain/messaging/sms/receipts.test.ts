// Receipts by SMS (ADR 033): a payout paid or declined and a bond confirmed or declined reach the
// member's phone, in the language the member signed up in.
import { formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesTo, startServerWithSms, type SmsTestServer } from '../../../../test/support/sms.ts';
import { provePhones } from '../../../../test/support/proved-phones.ts';
import { grant, uniquePhone, uniqueUsername } from '../../../../test/support/test-server.ts';
import { mpesaRef } from '../../../../test/support/admin.ts';
import { eventually } from '../../../../test/support/payments-rig.ts';
import { decideRegistration, moveWithdrawal } from '../../admin/actions.ts';

let t: SmsTestServer;
beforeAll(async () => {
  t = await startServerWithSms();
});
afterAll(() => t.close());

/** A member who signed up from a Kiswahili page (their SMS speak Kiswahili). */
async function kiswahiliMember() {
  const phone = uniquePhone();
  const username = uniqueUsername('sw');
  const pb = t.sdk();
  pb.beforeSend = (url, options) => ({
    url,
    options: { ...options, headers: { ...options.headers, 'Accept-Language': 'sw' } },
  });
  await pb
    .collection('users')
    .create({ username, phone, password: 'correct-horse-42', passwordConfirm: 'correct-horse-42' });
  const auth = await pb.collection('users').authWithPassword(username, 'correct-horse-42');
  // As if the codes had been typed: nothing is paid to an unproved phone or number.
  await provePhones(t.server.deps.db, auth.record.id);
  return { pb, id: auth.record.id, phone };
}

const sw = { locale: 'sw' } as const;

describe('receipts by SMS', () => {
  it('tells the member a payout was paid, then another declined, in their language', async () => {
    const a = await kiswahiliMember();
    await grant(t, a.id, 3_000);
    const mpesa = '0712345678';
    const first = await a.pb
      .collection('withdrawal')
      .create({ amount: 1000, mpesa_number: mpesa, full_name: 'Wanjiru Test' });
    await moveWithdrawal(t.server.deps, 'op-test', first.id, 'disburse');
    const [paid] = await messagesTo(t.simulator, a.phone);
    expect(paid).toBe(
      m.sms_payoutSentNoReceipt({ amount: formatKsh(1000), phone: mpesa, balance: formatKsh(2030) }, sw),
    );
    const second = await a.pb
      .collection('withdrawal')
      .create({ amount: 1000, mpesa_number: mpesa, full_name: 'Wanjiru Test' });
    await moveWithdrawal(t.server.deps, 'op-test', second.id, 'decline', 'Jina halilingani na M-Pesa');
    const [declined] = await messagesTo(t.simulator, a.phone, 2);
    expect(declined).toBe(m.sms_payoutDeclined({ amount: formatKsh(1000) }, sw));
  });

  it('tells the member a bond was confirmed or declined', async () => {
    const a = await kiswahiliMember();
    const reg = await a.pb.collection('registration').create({ level: 2, mpesa_ref: mpesaRef() });
    await decideRegistration(t.server.deps, 'op-test', reg.id, 'approve');
    const [confirmed] = await messagesTo(t.simulator, a.phone);
    expect(confirmed).toBe(m.sms_bondConfirmed({ amount: formatKsh(3000), level: 2, name: 'J1' }, sw));
    expect(confirmed).toContain('Sasa uko kwenye Kiwango cha 2 (J1).');
    const again = await a.pb.collection('registration').create({ level: 3, mpesa_ref: mpesaRef() });
    await decideRegistration(t.server.deps, 'op-test', again.id, 'decline', 'Hakuna malipo');
    const [declined] = await messagesTo(t.simulator, a.phone, 2);
    expect(declined).toBe(m.sms_bondDeclined({ amount: formatKsh(10_000) }, sw));
  });

  it('fits every receipt and code in one GSM-7 SMS in both languages, with the longest values', async () => {
    const { fitsOneSms } = await import('@mapato/core');
    for (const locale of ['en', 'sw'] as const) {
      const texts = [
        m.sms_verifyCode({ code: '123456' }, { locale }),
        m.sms_payoutNumberCode({ code: '123456' }, { locale }),
        m.sms_resetCode({ code: '123456' }, { locale }),
        m.sms_phoneChangeCode({ code: '123456' }, { locale }),
        m.sms_phoneChanged({ ending: '999' }, { locale }),
        m.sms_payoutSent(
          { amount: formatKsh(70_000), phone: '0712345678', receipt: 'SDA1B2C3D4E5', balance: formatKsh(9_999_999) },
          { locale },
        ),
        m.sms_payoutSentNoReceipt(
          { amount: formatKsh(70_000), phone: '0712345678', balance: formatKsh(9_999_999) },
          { locale },
        ),
        m.sms_payoutDeclined({ amount: formatKsh(70_000) }, { locale }),
        m.sms_bondConfirmed({ amount: formatKsh(6_000_000), level: 10, name: 'Mshirika wa Jiji' }, { locale }),
        m.sms_bondDeclined({ amount: formatKsh(6_000_000) }, { locale }),
        m.sms_balance({ balance: formatKsh(9_999_999), date: '30 Septemba 2026' }, { locale }),
      ];
      for (const text of texts) expect(fitsOneSms(text), text).toBe(true);
    }
  });

  it('gives up a message that waited a day (SMS was off), rather than send it late', async () => {
    const phone = uniquePhone();
    const old = new Date(Date.now() - 25 * 3_600_000);
    const { queueSms } = await import('./outbox.ts');
    const id = await t.server.deps.db
      .transaction()
      .execute((trx) => queueSms(trx, { uid: '', phone, body: 'Mapato: old news.', purpose: 'receipt' }, old));
    // The next round, ours or the running worker's (it polls every 50 ms and may have claimed the
    // row first, leaving our round nothing to do while it still decides).
    await t.server.sms!.runOnce();
    const row = await eventually(async () => {
      const now = await t.server.deps.db.selectFrom('sms_outbox').selectAll().where('id', '=', id).executeTakeFirst();
      return now?.state === 'queued' ? null : now;
    });
    expect(row).toMatchObject({ state: 'failed', failure_reason: 'too old to send' });
    expect(t.simulator.outbox().filter((sms) => sms.to === phone)).toEqual([]);
  });
});
