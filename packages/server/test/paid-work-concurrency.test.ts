// 200 members working one project at once (ADR 055): every one asks for an item, then answers,
// all at the same time. No item gets more answers than it needs, the reserve never goes below
// zero, each answer is paid at most once, and the books are clean — on whichever engine runs.
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { testServerForFile } from './support/harness.ts';
import { fundedProject, projectState, testClock, workApi, workers } from './support/paid-work.ts';
import { onPostgres } from './support/test-db.ts';

const MEMBERS = 200;
const clock = testClock();
const t = testServerForFile({ now: clock.now, paidWork: { sweepMs: 3_600_000 } });
const api = workApi(t);

describe(`${MEMBERS} members answering one project at once (${onPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('never over-answers an item nor overdraws the reserve, and the books stay clean', async () => {
    // 60 items × 3 answers = 180 answers for 200 members: some must be told there is nothing.
    const items = Array.from({ length: 60 }, (_, i) => ({ text: `Item ${i}`, gold: i % 10 === 0 ? 'yes' : undefined }));
    const project = await fundedProject(t.server, { items, pay: 2, overlap: 3 });
    const ws = await workers(t.server, MEMBERS, { level: 3 });
    const leases = await Promise.all(ws.map((w) => api.next(w, project.id)));
    const given = leases.filter((l) => l.status === 200);
    expect(given).toHaveLength(180);
    expect(leases.filter((l) => l.status !== 200).every((l) => l.status === 404)).toBe(true);
    const during = await projectState(t.server, project.id);
    expect(during).toMatchObject({ reserve: 0, held: 360 });
    clock.tick(5000);
    const answers = await Promise.all(
      leases.map((l, i) =>
        l.status === 200 ? api.answer(ws[i]!, l.body.id, i % 4 === 0 ? 'no' : 'yes') : Promise.resolve(null),
      ),
    );
    for (const a of answers) if (a) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const rows = await t.server.deps.db
      .selectFrom('work_items')
      .select(['answers', 'leased', 'needed', 'status'])
      .where('project_id', '=', project.id)
      .execute();
    for (const r of rows) {
      expect(r.answers).toBeLessThanOrEqual(r.needed);
      expect(r.leased).toBe(0);
    }
    const after = await projectState(t.server, project.id);
    expect(after.reserve).toBeGreaterThanOrEqual(0);
    expect(after.reserve + after.held + after.spent + after.released).toBe(after.funded);
    expect(after.spent).toBeGreaterThan(0);
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });
});
