// What a member's next item and answer cost the database (ADR 066): the statements each request
// sends, counted where Kysely hands them to the engine, on whichever engine runs. A budget, not a
// timing: timings move with the machine, the statements a request needs do not, and on PostgreSQL
// each one is a round trip while the project's row may be held. Over budget means a statement was
// added to the path every member takes several times a minute: measure it with `pnpm bench:work`
// (docs/performance.md) before raising a figure here.
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { testServerForFile } from './support/harness.ts';
import { fundedProject, projectState, testClock, workApi, workers } from './support/paid-work.ts';

const clock = testClock();
const t = testServerForFile({ now: clock.now, paidWork: { sweepMs: 3_600_000 } });
const api = workApi(t);

/** Where every statement of the server's Kysely (and its transactions) goes through. */
function countStatements(): MockInstance {
  let proto: object | null = t.server.deps.db.getExecutor();
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'executeQuery')) proto = Object.getPrototypeOf(proto);
  if (!proto) throw new Error('no executeQuery on the executor');
  return vi.spyOn(proto as { executeQuery: (...args: unknown[]) => unknown }, 'executeQuery');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a round of paid work', () => {
  it('asks the database a bounded number of times for the next item and for its answer', async () => {
    // No control items: a draw for one looks once more (the budget allows it), then takes a plain item.
    const items = Array.from({ length: 10 }, (_, i) => ({ text: `Item ${i}` }));
    const project = await fundedProject(t.server, { items, pay: 2, overlap: 1, min_seconds: 0 });
    const [w] = await workers(t.server, 1);
    // A first round as any member's: the server's first look for lapsed leases and the project's
    // pay per hour happen here.
    const first = await api.next(w!, project.id);
    expect((await api.answer(w!, first.body.id, 'yes')).body).toMatchObject({ status: 'accepted' });
    clock.tick(1_000);

    const statements = countStatements();
    const next = await api.next(w!, project.id);
    expect(next.status).toBe(200);
    const forNext = statements.mock.calls.length;
    statements.mockClear();
    const answered = await api.answer(w!, next.body.id, 'yes');
    expect(answered.body).toMatchObject({ status: 'accepted', paid: 2 });
    const forAnswer = statements.mock.calls.length;
    statements.mockRestore();

    // next: the sign-in's read, the member's day row, their open leases, the projects with their
    // record, the open items (twice when a control item was drawn and none is left), the slot, the
    // assignment, the held pay.
    expect(forNext).toBeLessThanOrEqual(9);
    // answer: the sign-in's read, the lease, the project, the day's count, the slot, the answer,
    // the member's record on the project, the item's answers, the item decided, the pay (the
    // assignment, the project, the member, their ledger row, the transfer and its entries in the
    // double-entry books), the referral reward it may make due (ADR 074) and the result.
    expect(forAnswer).toBeLessThanOrEqual(17);
    expect(await projectState(t.server, project.id)).toMatchObject({ held: 0, spent: 4 });
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });
});
