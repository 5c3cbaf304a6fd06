// A bond paid by a typed M-Pesa reference (ADR 018) must name money the member sent to Mapato. The
// receipt of a payout Mapato sent to the member is in their SMS inbox too, and looks the same: typed
// as a bond reference it is refused at once, with the field at fault, and nothing is created.
import { describe, expect, it } from 'vitest';
import { eventually, paymentRows, withdrawTo } from './support/payments-rig.ts';
import { grant, signUpMember } from './support/test-server.ts';
import { paymentsServerForFile } from './support/harness.ts';

const { rig } = paymentsServerForFile();

describe('a typed bond reference', () => {
  it('that is the receipt of a payout we sent is refused, for that member and any other', async () => {
    const { t } = rig;
    const m = await signUpMember(t);
    await grant(t, m.id, 5000);
    const id = await withdrawTo(t, m, 1000);
    const paid = await eventually(async () => {
      const w = await paymentRows(t).withdrawal(id);
      return w.status === 'disbursed' && w;
    });
    const other = await signUpMember(t);
    for (const [who, typed] of [
      [m, paid.receipt],
      [other, paid.receipt.toLowerCase()],
    ] as const) {
      const res = await t.http('/api/collections/registration/records', {
        method: 'POST',
        json: { level: 2, mpesa_ref: typed },
        token: who.token,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        status: 400,
        message: 'Failed to create record.',
        data: {
          mpesa_ref: {
            code: 'validation_payout_receipt',
            message: 'This is the receipt of a payout Mapato sent you. Enter the reference of the bond you paid.',
          },
        },
      });
      const rows = await t.server.deps.db.selectFrom('registration').select('id').where('uid', '=', who.id).execute();
      expect(rows).toEqual([]);
    }
  });
});
