// The receipt SMS is told in the same transaction as the payout's settlement (ADR 033), so it must
// never be what fails it (ADR 038): M-Pesa has paid, and a text that does not fit one
// SMS would roll the books back on every round. A receipt of an unusual shape settles like any
// other, and the member still gets a text that fits, without the receipt.
import { describe, expect, it } from 'vitest';
import { fitsOneSms, normaliseMpesaNumber } from '@mapato/core';
import { b2cResult, eventually, paymentRows, rawPost, withdrawTo } from './support/payments-rig.ts';
import { grant, signUpMember } from './support/test-server.ts';
import { paymentsServerForFile } from './support/harness.ts';

const { rig } = paymentsServerForFile();

describe('the receipt SMS of a paid payout', () => {
  it('a receipt too long for the text: the payout still settles, and a shorter text is sent', async () => {
    const { t } = rig;
    const our = paymentRows(t);
    // M-Pesa pays without a callback and its status queries fail: only our result below speaks.
    const typed = `07004${String(process.pid % 100000).padStart(5, '0')}`;
    rig.sim.script(normaliseMpesaNumber(typed)!, {
      b2c: { kind: 'silent' },
      status: { kind: 'query-fails', code: '2001' },
    });
    const m = await signUpMember(t);
    await grant(t, m.id, 5000);
    const id = await withdrawTo(t, m, 1000, typed);
    await eventually(async () => (await our.payout(id)).state === 'sent');
    const receipt = `QK${'7'.repeat(150)}`;
    await rawPost(
      t,
      `/api/payments/daraja/b2c-result/${rig.callbackToken}`,
      JSON.stringify(b2cResult(`wd_${id}`, 0, 1000, receipt)),
    );

    const w = await eventually(async () => {
      const row = await our.withdrawal(id);
      return row.status === 'disbursed' && row;
    });
    expect(w).toMatchObject({ disbursed: 1, processing: 0, receipt });
    expect(await our.payout(id)).toMatchObject({ state: 'paid', receipt });
    expect(await our.ledger(id)).toEqual([{ kind: 'withdrawal', amount: -1000 }]);
    expect((await our.callbacks(id)).filter((c) => c.kind === 'b2c-result').map((c) => c.outcome)).toEqual(['applied']);
    const texts = await t.server.deps.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('uid', '=', m.id)
      .where('purpose', '=', 'receipt')
      .execute();
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toMatch(/^Mapato: KSh 1,000 sent to 0700\d{6} by M-Pesa\./);
    expect(texts[0]!.body).not.toContain('QK77');
    expect(fitsOneSms(texts[0]!.body)).toBe(true);
  });
});
