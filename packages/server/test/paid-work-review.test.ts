// The client's decisions as domain functions (the client routes call them, ADR 055): a pending text
// answer accepted (paid) or rejected with the client's own reason; and closing a project decides
// what is still pending with what is there, while an open lease's pay follows it back to the client.
// Also: labels answered as arrays through the API, and the pay per hour members are shown.
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { closeProjectMoney } from '../src/domain/paid-work/project-money.ts';
import { listAnswersForReview, reviewTextAnswer } from '../src/domain/paid-work/review.ts';
import { settlePendingOnClose } from '../src/domain/paid-work/settle.ts';
import type { Trx } from '../src/domain/deps.ts';
import { testServerForFile } from './support/harness.ts';
import {
  balanceOf,
  fundedProject,
  projectState,
  testClock,
  workApi,
  workers,
  type Worker,
} from './support/paid-work.ts';

const clock = testClock();
const t = testServerForFile({ now: clock.now, paidWork: { sweepMs: 3_600_000 } });
const api = workApi(t);

async function work(w: Worker, project: string, answer: unknown) {
  const lease = await api.next(w, project);
  expect(lease.status, JSON.stringify(lease.body)).toBe(200);
  clock.tick(3000);
  const res = await api.answer(w, lease.body.id, answer);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { status: string };
}

const inTrx = <T>(op: (trx: Trx) => Promise<T>) => t.server.deps.db.transaction().execute(op);

const clientBalance = async (id: string) =>
  Number(
    (await t.server.deps.db.selectFrom('clients').select('balance').where('id', '=', id).executeTakeFirstOrThrow())
      .balance,
  );

describe('text review', () => {
  it('pays an accepted answer, refuses a rejected one with the client’s words, and only for its own client', async () => {
    const project = await fundedProject(t.server, {
      kind: 'text',
      items: [{ text: 'Translate: thank you' }, { text: 'Translate: welcome' }],
      pay: 8,
      overlap: 1,
    });
    const other = await fundedProject(t.server, { items: [{ text: 'x' }] });
    const [a, b] = await workers(t.server, 2);
    await work(a!, project.id, 'Asante');
    await work(b!, project.id, 'Thank you');
    const pending = await listAnswersForReview(t.server.deps, project.clientId, project.id, 'pending');
    expect(pending.map((p) => p.answer).sort()).toEqual(['Asante', 'Thank you']);
    const answered = Date.parse(pending[0]!.answered.replace(' ', 'T'));
    expect(Date.parse(pending[0]!.auto_accept.replace(' ', 'T')) - answered).toBe(72 * 3600 * 1000);
    expect(await listAnswersForReview(t.server.deps, other.clientId, project.id)).toEqual([]);

    const ofA = pending.find((p) => p.answer === 'Asante')!;
    const ofB = pending.find((p) => p.answer === 'Thank you')!;
    const balanceA = await balanceOf(t.server, a!.id);
    expect(await inTrx((trx) => reviewTextAnswer(trx, other.clientId, ofA.id, true, '', clock.now()))).toBeNull();
    expect(await inTrx((trx) => reviewTextAnswer(trx, project.clientId, ofA.id, true, '', clock.now()))).toMatchObject({
      status: 'accepted',
    });
    expect(await balanceOf(t.server, a!.id)).toBe(balanceA + 8);
    // Decided once: a second decision finds nothing pending.
    expect(await inTrx((trx) => reviewTextAnswer(trx, project.clientId, ofA.id, false, 'no', clock.now()))).toBeNull();
    await inTrx((trx) => reviewTextAnswer(trx, project.clientId, ofB.id, false, 'Not in Kiswahili', clock.now()));
    expect((await api.history(b!)).body.items[0]).toMatchObject({
      status: 'rejected',
      paid: 0,
      reason: 'Not in Kiswahili',
    });
    expect(await projectState(t.server, project.id)).toMatchObject({ spent: 8, held: 0, reserve: 8 });
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });
});

describe('closing a project', () => {
  it('decides pending answers with what is there, and an open lease’s pay follows it to the client', async () => {
    const project = await fundedProject(t.server, {
      items: [{ text: 'one' }, { text: 'two' }, { text: 'three' }],
      pay: 3,
      overlap: 3,
    });
    const ws = await workers(t.server, 3);
    await work(ws[0]!, project.id, 'yes');
    await work(ws[1]!, project.id, 'yes');
    const lease = await api.next(ws[2]!, project.id);
    expect(lease.status).toBe(200);
    const before = await clientBalance(project.clientId);
    const released = await inTrx(async (trx) => {
      // Settling first locks items, then assignments, then the project, in the order every member
      // path takes (slots.ts), so a member answering at that moment cannot deadlock the close.
      await settlePendingOnClose(trx, project.id, clock.now());
      return closeProjectMoney(trx, project.clientId, project.id, clock.now());
    });
    // 27 funded − 3 held for each of the two answers and the lease = 18 free.
    expect(released).toBe(18);
    expect(await projectState(t.server, project.id)).toMatchObject({
      spent: 6,
      held: 3,
      statuses: { accepted: 2, leased: 1 },
    });
    const answered = await t.server.deps.db
      .selectFrom('work_items')
      .select(['accepted_answer', 'status'])
      .where('project_id', '=', project.id)
      .where('answers', '>', 0)
      .execute();
    expect(answered.length).toBeGreaterThan(0);
    for (const item of answered) expect(item).toEqual({ accepted_answer: 'yes', status: 'done' });
    // No more leases from a closed project; the open one lapses and its 3 go back to the client.
    expect((await api.next(ws[0]!, project.id)).status).toBe(404);
    clock.tick(11 * 60 * 1000);
    await t.server.paidWork.runOnce();
    expect(await projectState(t.server, project.id)).toMatchObject({ held: 0, spent: 6, released: 21 });
    expect(await clientBalance(project.clientId)).toBe(before + 21);
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });

  it('accepts a lone pending answer and every pending text answer', async () => {
    const choice = await fundedProject(t.server, { items: [{ text: 'a' }], pay: 2, overlap: 3 });
    const text = await fundedProject(t.server, { kind: 'text', items: [{ text: 'b' }], pay: 2, overlap: 2 });
    const [w] = await workers(t.server, 1);
    await work(w!, choice.id, 'no');
    await work(w!, text.id, 'Jibu');
    await inTrx(async (trx) => {
      for (const p of [choice, text]) {
        await closeProjectMoney(trx, p.clientId, p.id, clock.now());
        await settlePendingOnClose(trx, p.id, clock.now());
      }
    });
    expect(await projectState(t.server, choice.id)).toMatchObject({ spent: 2, held: 0, statuses: { accepted: 1 } });
    expect(await projectState(t.server, text.id)).toMatchObject({ spent: 2, held: 0, statuses: { accepted: 1 } });
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });

  it('pays an answer given in time to a lease on a project closed meanwhile', async () => {
    const project = await fundedProject(t.server, { items: [{ text: 'in time' }], pay: 5, overlap: 3 });
    const [w] = await workers(t.server, 1);
    const lease = await api.next(w!, project.id);
    await inTrx((trx) => closeProjectMoney(trx, project.clientId, project.id, clock.now()));
    clock.tick(3000);
    expect((await api.answer(w!, lease.body.id, 'no')).body).toEqual({ status: 'accepted', reason: '', paid: 5 });
    expect(await projectState(t.server, project.id)).toMatchObject({ held: 0, spent: 5, released: 10 });
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });

  it('settles an answer left pending on a closed project from the jobs loop', async () => {
    const project = await fundedProject(t.server, { items: [{ text: 'late' }], pay: 4, overlap: 2 });
    const [w] = await workers(t.server, 1);
    await work(w!, project.id, 'yes');
    // Closed without settling (as if the answer landed in the moment it closed).
    await inTrx((trx) => closeProjectMoney(trx, project.clientId, project.id, clock.now()));
    expect(await projectState(t.server, project.id)).toMatchObject({ held: 4, statuses: { pending: 1 } });
    await t.server.paidWork.runOnce();
    expect(await projectState(t.server, project.id)).toMatchObject({ held: 0, spent: 4, statuses: { accepted: 1 } });
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });
});

describe('labels answered through the API, and pay per hour', () => {
  it('takes an array of labels, and shows pay × answers an hour at the median time once 5 answers exist', async () => {
    const items = Array.from({ length: 6 }, (_, i) => ({ text: `photo ${i}` }));
    const project = await fundedProject(t.server, {
      kind: 'labels',
      options: ['cat', 'dog'],
      items,
      pay: 5,
      overlap: 1,
    });
    const [w] = await workers(t.server, 1, { level: 4 });
    const shown = () => api.projects(w!).then((r) => r.body.items.find((p: { id: string }) => p.id === project.id));
    for (let i = 0; i < 4; i++)
      expect(await work(w!, project.id, ['dog', 'cat'])).toMatchObject({ status: 'accepted' });
    expect(await shown()).toMatchObject({ pay_per_hour: null, remaining: 2 });
    await work(w!, project.id, 'cat|dog');
    // Every answer took 3 seconds: 5 × 3600 / 3.
    expect(await shown()).toMatchObject({ pay: 5, pay_per_hour: 6000, remaining: 1 });
    const accepted = await t.server.deps.db
      .selectFrom('work_items')
      .select('accepted_answer')
      .where('project_id', '=', project.id)
      .where('status', '=', 'done')
      .execute();
    expect(accepted.map((a) => a.accepted_answer)).toEqual(Array(5).fill('cat|dog'));
  });
});
