// The referral reward at the friend's first accepted paid work (ADR 074): not at sign-up, not at the
// phone's proof, but once real work a client paid for is accepted; once, however much more work is
// accepted; from the marketing budget, so it waits while the budget is empty or the solvency guard
// holds, and is paid once it can.
import { REFERRAL_REWARD } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { ownersFundMarketing } from '../src/domain/books/marketing-funding.ts';
import { payDueReferrals } from '../src/domain/money/referrals.ts';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { creditClient, draftProject, signedInClient } from './support/clients.ts';
import { fundedMember, testServerForFile } from './support/harness.ts';
import { ownersDrawEverything } from './support/owners.ts';
import { testClock, workApi, workers, type Worker } from './support/paid-work.ts';
import type { TestServer } from './support/test-server.ts';

const clock = testClock();
const t = testServerForFile({ now: clock.now, marketingBudget: 0 });
const api = workApi(t);

const balanceIn = async (on: TestServer, uid: string) =>
  Number(
    (await on.server.deps.db.selectFrom('users').select('balance').where('id', '=', uid).executeTakeFirstOrThrow())
      .balance,
  );
const balanceOf = (uid: string) => balanceIn(t, uid);
const referralRows = async (uid: string) =>
  (
    await t.server.deps.db
      .selectFrom('ledger')
      .select('ref')
      .where('uid', '=', uid)
      .where('kind', '=', 'referral')
      .execute()
  ).map((r) => r.ref);
const stateOf = async (friend: string) =>
  (await t.server.deps.db.selectFrom('referral_rewards').select('state').where('uid', '=', friend).executeTakeFirst())
    ?.state;

/** A live text project of `items` items, each answered once and accepted by its client. */
async function acceptedWork(on: TestServer, member: Worker, items: number) {
  const c = await signedInClient(on);
  await creditClient(on, c.id, 1_000);
  const project = await draftProject(c, items, { kind: 'text', options: [], overlap: 1, pay: 5, language: 'en' });
  expect((await c.call(`/api/client/projects/${project}/fund`, { json: {} })).body.status).toBe('live');
  for (let i = 0; i < items; i++) {
    const lease = await api.next(member, project);
    clock.tick(5_000);
    expect((await api.answer(member, lease.body.id, 'Habari za asubuhi?')).status).toBe(200);
  }
  const pending = await c.call(`/api/client/projects/${project}/answers?status=pending`);
  for (const answer of pending.body.items)
    expect((await c.call(`/api/client/answers/${answer.id}/accept`, { json: {} })).status).toBe(200);
}

const fundBudget = (amount: number) =>
  t.server.db.kysely.transaction().execute((trx) => ownersFundMarketing(trx, amount, 'test', clock.now()));

describe('the referral reward', () => {
  it("falls due at the friend's first accepted work, waits for an empty budget, then is paid once", async () => {
    const referrer = await fundedMember(t);
    const before = await balanceOf(referrer.id);
    const [friend] = await workers(t.server, 1, { invitedBy: referrer.username });
    // Signed up: nothing due yet.
    expect(await stateOf(friend!.id)).toBeUndefined();

    await acceptedWork(t, friend!, 2);
    expect(await stateOf(friend!.id)).toBe('due');
    // The budget is empty: the reward waits, nothing is written.
    expect(await payDueReferrals(t.server.deps, clock.now())).toBe(0);
    expect(await balanceOf(referrer.id)).toBe(before);
    expect(await stateOf(friend!.id)).toBe('due');

    // (The jobs loop pays what is due too; called here so the test need not wait for it.)
    await fundBudget(REFERRAL_REWARD);
    await payDueReferrals(t.server.deps, clock.now());
    expect(await balanceOf(referrer.id)).toBe(before + REFERRAL_REWARD);
    expect(await referralRows(referrer.id)).toEqual([friend!.id]);
    expect(await stateOf(friend!.id)).toBe('paid');

    // More accepted work, more rounds: never a second reward.
    await fundBudget(REFERRAL_REWARD);
    await acceptedWork(t, friend!, 1);
    await payDueReferrals(t.server.deps, clock.now());
    expect(await balanceOf(referrer.id)).toBe(before + REFERRAL_REWARD);
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });

  it('is never paid for a friend nobody invited', async () => {
    const [loner] = await workers(t.server, 1);
    await acceptedWork(t, loner!, 1);
    expect(await stateOf(loner!.id)).toBeUndefined();
  });

  it('pays two rounds at once only once (two instances sweeping together)', async () => {
    const referrer = await fundedMember(t);
    const before = await balanceOf(referrer.id);
    const [friend] = await workers(t.server, 1, { invitedBy: referrer.username });
    await acceptedWork(t, friend!, 1);
    await fundBudget(REFERRAL_REWARD * 3);
    await Promise.all([1, 2, 3].map(() => payDueReferrals(t.server.deps, clock.now())));
    expect(await balanceOf(referrer.id)).toBe(before + REFERRAL_REWARD);
    expect(await referralRows(referrer.id)).toEqual([friend!.id]);
  });
});

describe('the referral reward while the solvency guard holds', () => {
  const guarded = testServerForFile({ now: clock.now, payments: { mode: 'manual', solvencyMin: 1 } });
  const guardedApi = workApi(guarded);

  it('waits while the business holds less than it owes, and is paid once it holds enough', async () => {
    const referrer = await fundedMember(guarded);
    const [friend] = await workers(guarded.server, 1, { invitedBy: referrer.username });
    const before = await balanceIn(guarded, referrer.id);
    const c = await signedInClient(guarded);
    await creditClient(guarded, c.id, 1_000);
    const project = await draftProject(c, 1, { kind: 'text', options: [], overlap: 1, pay: 5, language: 'en' });
    await c.call(`/api/client/projects/${project}/fund`, { json: {} });
    // The owners took what was held: the guard holds before the work is accepted.
    await ownersDrawEverything(guarded);
    const lease = await guardedApi.next(friend!, project);
    clock.tick(5_000);
    await guardedApi.answer(friend!, lease.body.id, 'Habari');
    const pending = await c.call(`/api/client/projects/${project}/answers?status=pending`);
    await c.call(`/api/client/answers/${pending.body.items[0].id}/accept`, { json: {} });

    expect(await payDueReferrals(guarded.server.deps, clock.now())).toBe(0);
    expect(await balanceIn(guarded, referrer.id)).toBe(before);

    // Money held again (a client's transfer into the bank): the reward is paid.
    await creditClient(guarded, c.id, 10_000);
    await payDueReferrals(guarded.server.deps, clock.now());
    expect(await balanceIn(guarded, referrer.id)).toBe(before + REFERRAL_REWARD);
  });
});
