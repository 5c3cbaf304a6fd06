// The benchmarks as they are run by hand (`pnpm bench:api`, `pnpm bench:payouts`, `pnpm bench:work`), in their
// `--smoke` size: a rule that turns the benchmark's requests into refusals, or books that do not
// balance afterwards, fails the suite here instead of on the day someone measures (ADR 041). Each
// runs as its own process, on this run's engine (DATABASE_URL set: a fresh PostgreSQL database).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BENCH = join(import.meta.dirname, '../bench');
// A smoke run takes seconds alone; beside the rest of the suite on two cores it may take a minute.
const LIMIT_MS = 150_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function smoke(script: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(BENCH, script), '--smoke'],
      { timeout: LIMIT_MS - 10_000, maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

/** The failure as the benchmark printed it, so a red test says what broke. */
const said = (run: Run) => `exit ${run.code}\n${run.stdout}\n${run.stderr.split('\n').slice(-30).join('\n')}`;

describe('benchmarks in their smoke size', () => {
  it(
    'bench:api: every scenario answers 2xx, each withdrawal has its debit and the books balance',
    async () => {
      const run = await smoke('api-bench.ts');
      expect(run.code, said(run)).toBe(0);
      expect(run.stderr, said(run)).not.toContain('FAILED');
      const create = /^create withdrawal\s+([\d,]+)\s+\S+\s+\S+\s+([\d,]+)\s+([\d,]+)/m.exec(run.stdout);
      expect(create, said(run)).not.toBeNull();
      // Some withdrawals were made, none refused, none failed.
      expect(Number(create![1]!.replaceAll(',', '')), said(run)).toBeGreaterThan(0);
      expect([create![2], create![3]], said(run)).toEqual(['0', '0']);
      expect(run.stdout).toMatch(/^books balance: yes — .*, 0 problems$/m);
    },
    LIMIT_MS,
  );

  it(
    'bench:payouts: every withdrawal is paid once by M-Pesa with its receipt and the books balance',
    async () => {
      const run = await smoke('payouts-bench.ts');
      expect(run.code, said(run)).toBe(0);
      expect(run.stderr, said(run)).not.toContain('FAILED');
      expect(run.stdout, said(run)).toMatch(/^books: balance \(.*\); 0 problems$/m);
      expect(run.stdout, said(run)).toMatch(/^paid: +[\d,]+ payouts\/s/m);
    },
    LIMIT_MS,
  );

  it(
    'bench:work: members answer through next + answer, every answer accepted and paid once, the books clean',
    async () => {
      const run = await smoke('work-bench.ts');
      expect(run.code, said(run)).toBe(0);
      expect(run.stderr, said(run)).not.toContain('FAILED');
      expect(run.stdout, said(run)).toMatch(/^next \+ answer +\d+ rounds\/s .* [1-9]\d* ok, \d+ empty, 0 failed$/m);
      expect(run.stdout, said(run)).toMatch(/^books: [1-9]\d* answers accepted and paid once; verify-ledger clean$/m);
    },
    LIMIT_MS,
  );
});
