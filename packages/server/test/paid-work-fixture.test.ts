// The paid-work test fixture funds its projects at the fee the server charges (core's workFee at
// MAPATO_WORK_FEE_PERCENT), so a change of the fee cannot leave the tests' books charging another.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectQuote } from '../src/domain/clients/funding.ts';
import { testServerForFile } from './support/harness.ts';
import { fundedProject, projectState } from './support/paid-work.ts';

const t = testServerForFile();

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('fundedProject', () => {
  it('takes the fee the server quotes, at the percentage the environment sets', async () => {
    vi.stubEnv('MAPATO_WORK_FEE_PERCENT', '10');
    const project = await fundedProject(t.server, { items: [{ text: 'Habari' }, { text: 'Asante' }], pay: 7 });
    const quote = await projectQuote(t.server.deps.db, project.clientId, project.id);
    // 2 items × 3 answers × KSh 7 = 42; 10 % of it, rounded up to a shilling: 5 (20 % would be 9).
    expect(quote).toMatchObject({ pay_total: 42, fee: 5 });
    expect(await projectState(t.server, project.id)).toMatchObject({ reserve: 42 });
    const row = await t.server.deps.db
      .selectFrom('projects')
      .select(['fee', 'funded_pay'])
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect({ fee: Number(row.fee), funded_pay: Number(row.funded_pay) }).toEqual({ fee: quote.fee, funded_pay: 42 });
  });
});
