// The solvency guard (ADR 073): with MAPATO_SOLVENCY_MIN at 1.0, while the books hold less than
// members are owed no new bond is taken — the member reads why, nothing is written, the console's
// overview says so — and as soon as money held covers what is owed, bonds are taken again.
// Withdrawals go on regardless.
import { describe, expect, it } from 'vitest';
import { fundedMember, testServerForFile } from './support/harness.ts';
import { ownersDrawEverything } from './support/owners.ts';
import { operator, mpesaRef, withdraw } from './support/admin.ts';
import { creditClient, signedInClient } from './support/clients.ts';

const t = testServerForFile({ payments: { mode: 'manual', solvencyMin: 1 } });

const upgrade = (token: string, locale = 'en') =>
  t.http('/api/collections/registration/records', {
    method: 'POST',
    json: { level: 2, mpesa_ref: mpesaRef() },
    token,
    headers: { 'accept-language': locale },
  });
const registrations = async (uid: string) =>
  (await t.server.deps.db.selectFrom('registration').select('id').where('uid', '=', uid).execute()).length;

describe('the solvency guard', () => {
  it('refuses new bonds while held is below owed, lets withdrawals through, and recovers when money is held', async () => {
    // Sign-up rewards are owed to members, and the owners took what was held.
    const m = await fundedMember(t);
    await ownersDrawEverything(t);
    const admin = await operator(t);
    const before = (await admin.call('/api/admin/overview')).body.solvency;
    expect(before).toMatchObject({ held: 0, min: 1, bondsPaused: true });
    expect(before.owed).toBeGreaterThan(0);
    // The console's frame reads the same figure on every page, without the whole overview.
    expect(await admin.get('/api/admin/guard')).toEqual(before);

    const refused = await upgrade(m.token);
    expect(refused).toMatchObject({
      status: 400,
      body: {
        data: {
          level: {
            code: 'validation_upgrades_paused',
            message: expect.stringContaining('Upgrades are paused: Mapato holds less money than it owes its members'),
          },
        },
      },
    });
    const sw = await upgrade(m.token, 'sw');
    expect(sw.body.data.level.message).toMatch(/^Kupandisha kiwango kumesimamishwa/);
    expect(await registrations(m.id)).toBe(0);

    // Money paid into the bank (a client's transfer) covers what is owed: bonds are taken again.
    const c = await signedInClient(t, '0711000801');
    await creditClient(t, c.id, before.owed);
    const after = (await admin.call('/api/admin/overview')).body.solvency;
    expect(after).toMatchObject({ held: before.owed, owed: before.owed, ratio: 1, bondsPaused: false });
    expect(await admin.get('/api/admin/guard')).toEqual(after);
    expect((await upgrade(m.token)).status).toBe(200);
    expect(await registrations(m.id)).toBe(1);
  });

  it('never stops a withdrawal: members are paid in order while anything is held', async () => {
    const m = await fundedMember(t, 2_000);
    await ownersDrawEverything(t);
    const admin = await operator(t);
    expect((await admin.call('/api/admin/overview')).body.solvency.bondsPaused).toBe(true);
    const id = await withdraw(t, m, 1_000);
    const row = await t.server.deps.db
      .selectFrom('withdrawal')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.status).toBe('pending');
  });
});
