// One upgrade request in progress per member, even when two server processes sharing PostgreSQL
// receive a burst of them at once (each with its own, valid M-Pesa reference). Runs in the
// PostgreSQL pass of the suite only (vitest.config.ts).
import { describe, expect, it } from 'vitest';
import { twoProcessesSharingPostgres } from './support/server-process.ts';
import { signUpMember } from './support/test-server.ts';
import { upgradeBurst } from './support/upgrade-burst.ts';

describe('bursts of 20 concurrent upgrade requests across two server processes sharing PostgreSQL', () => {
  const cluster = twoProcessesSharingPostgres();

  // The race window is a few milliseconds wide: several members, each with their own burst, so a
  // missing lock shows on (nearly) every run rather than on one in three.
  it('stores exactly one per member and refuses the rest as pending', async () => {
    const { t, a, b } = cluster;
    const rounds = [];
    for (let round = 0; round < 5; round++) {
      const m = await signUpMember(t);
      const results = await upgradeBurst([a.url, b.url], m.token, 20);
      const stored = await t.server.deps.db.selectFrom('registration').select('id').where('uid', '=', m.id).execute();
      rounds.push({
        accepted: results.filter((r) => r.status === 200).length,
        pending: results.filter((r) => r.status === 400 && r.body?.data?.level?.code === 'validation_pending_upgrade')
          .length,
        stored: stored.length,
      });
    }
    expect(rounds).toEqual(Array.from({ length: 5 }, () => ({ accepted: 1, pending: 19, stored: 1 })));
  });
});
