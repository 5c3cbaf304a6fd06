// SIM swap before payouts (ADR 034): with the check on, a first payout to a number whose
// SIM changed within the window is not sent; it waits in review for a person. Others go out.
import { describe, expect, it } from 'vitest';
import { simulatedSimSwap, SIM_SWAPPED_SUFFIX } from '../src/domain/payments/sim-swap.ts';
import { SIM_SWAP_NOTE } from '../src/domain/payments/payout-steps.ts';
import { fundedMember } from './support/admin.ts';
import { eventually, startPaymentsServer, withdrawTo } from './support/payments-rig.ts';
import { paymentsServerForFile } from './support/harness.ts';

const { rig } = paymentsServerForFile({ autoPayoutMax: 10_000 });

describe('SIM swap check', () => {
  it('holds a payout to a number whose SIM changed yesterday, and pays another', async () => {
    const withCheck = await startPaymentsServer({
      autoPayoutMax: 10_000,
      simSwap: { check: simulatedSimSwap(() => new Date()), days: 3 },
    });
    try {
      const { t } = withCheck;
      const m = await fundedMember(t, 5_000);
      const held = await withdrawTo(t, m, 1_000, `071234${SIM_SWAPPED_SUFFIX}`);
      const paid = await withdrawTo(t, m, 1_000, '0712345678');
      const payout = (id: string) =>
        t.server.deps.db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await eventually(async () => (await payout(paid)).state === 'paid');
      const review = await eventually(async () => {
        const row = await payout(held);
        return row.state === 'review' ? row : null;
      });
      expect(review).toMatchObject({ sends: 0, result_desc: SIM_SWAP_NOTE });
      // Nothing went to M-Pesa for the held number.
      const b2c = withCheck.sim.requests().filter((r) => r.path.includes('/b2c/'));
      expect(b2c.length).toBeGreaterThan(0);
      const paidTo = b2c.map((r) => String((r.body as { PartyB?: unknown }).PartyB));
      expect(paidTo).toContain('254712345678');
      expect(paidTo.filter((n) => n.endsWith(SIM_SWAPPED_SUFFIX))).toEqual([]);
    } finally {
      await withCheck.close();
    }
  });

  it('is off unless configured: the same number is paid', async () => {
    const m = await fundedMember(rig.t, 5_000);
    const id = await withdrawTo(rig.t, m, 1_000, `071234${SIM_SWAPPED_SUFFIX}`);
    await eventually(
      async () =>
        (
          await rig.t.server.deps.db
            .selectFrom('payouts')
            .select('state')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).state === 'paid',
    );
  });
});
