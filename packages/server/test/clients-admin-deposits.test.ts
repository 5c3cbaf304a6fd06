// The console lists a client's bank transfers (docs/decisions/064-console-clients.md), so a second
// admin on another machine finds the one waiting for them, and sees who recorded it.
import { describe, expect, it } from 'vitest';
import { testServerForFile } from './support/harness.ts';
import { operator } from './support/admin.ts';
import { signedInClient } from './support/clients.ts';

const t = testServerForFile();

describe('admin: a client’s bank transfers', () => {
  it('lists them newest first with who recorded each; support reads them, members and guests are refused', async () => {
    const c = await signedInClient(t);
    const first = await operator(t);
    const second = await operator(t);
    const support = await operator(t, 'support');
    const deposits = `/api/admin/clients/${c.id}/deposits`;
    await first.call(deposits, { json: { amount: 500, reference: `LD${process.pid}A` } });
    const big = await first.call(deposits, { json: { amount: 20_001, reference: `LD${process.pid}B` } });
    const list = await second.get(deposits);
    expect(list.items.map((d: any) => [d.reference, d.state, d.approvals, d.needed, d.recorded_by])).toEqual([
      [`LD${process.pid}B`, 'awaiting_approval', 1, 2, first.id],
      [`LD${process.pid}A`, 'credited', 1, 1, first.id],
    ]);
    expect(big.body.recorded_by).toBe(first.id);
    await second.call(`${deposits}/${big.body.id}/approve`, { json: {} });
    expect((await second.get(deposits)).items[0]).toMatchObject({ state: 'credited', approvals: 2 });
    expect((await support.call(deposits)).status).toBe(200);
    expect((await c.call(deposits)).status).toBe(403);
    expect((await t.http(deposits)).status).toBe(401);
    expect((await first.call('/api/admin/clients/nosuchclient000/deposits')).status).toBe(404);
  });
});
