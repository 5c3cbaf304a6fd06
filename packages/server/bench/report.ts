// The benchmark's output: one small table for people, and the same figures as JSON for tools.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LoadResult } from './load.ts';

export interface Report {
  startedAt: string;
  node: string;
  database: string;
  cores: number;
  cpu: string;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  seed: { fundedMembers: number; historyMembers: number; withdrawalRows: number; seconds: number };
  scenarios: Array<LoadResult & { vsBaseline: number }>;
  /** withdrawals the create scenario made, checked against the ledger */
  withdrawals: { created: number; ledgerDebits: number; maxPerMember: number; ok: number; sent: number };
  ledger: { members: number; rows: number; balanced: boolean; problems: string[] };
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
// autocannon's latency histogram counts whole milliseconds, so 0 means under 1 ms.
const ms = (n: number) => (n < 1 ? '<1' : int(n));

export function formatReport(r: Report): string {
  const head = [
    `Mapato API benchmark — Node ${r.node}, ${r.database}, ${r.cores} cores (${r.cpu})`,
    `load: ${r.seconds} s per scenario after a ${r.warmupSeconds} s warm-up, ${r.connections} connections`,
    `seed: ${int(r.seed.fundedMembers)} funded + ${int(r.seed.historyMembers)} history members, ` +
      `withdrawal table COUNT(*) = ${int(r.seed.withdrawalRows)}, seeded in ${r.seed.seconds.toFixed(1)} s`,
    '',
  ];
  const cols: Array<[string, number]> = [
    ['scenario', 24],
    ['req/s', 9],
    ['p50 ms', 8],
    ['p99 ms', 8],
    ['non-2xx', 8],
    ['errors', 7],
    ['vs baseline', 12],
  ];
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(cols[i]![1]) : c.padStart(cols[i]![1]))).join(' ');
  const lines = [row(cols.map(([name]) => name))];
  for (const s of r.scenarios) {
    const cells = [s.name, int(s.requestsPerSecond), ms(s.p50Ms), ms(s.p99Ms), int(s.non2xx), int(s.errors)];
    lines.push(row([...cells, `${s.vsBaseline.toFixed(2)}×`]) + (s.hitCap ? '  (stopped at request cap)' : ''));
  }
  const w = r.withdrawals;
  const tail = [
    '',
    `withdrawals created: ${int(w.created)} (2xx seen ${int(w.ok)}, sent ${int(w.sent)}), ` +
      `ledger debits: ${int(w.ledgerDebits)}, most by one member today: ${w.maxPerMember}`,
    `books balance: ${r.ledger.balanced ? 'yes' : 'NO'} — ${int(r.ledger.members)} members, ` +
      `${int(r.ledger.rows)} ledger rows, ${r.ledger.problems.length} problems`,
    ...r.ledger.problems.slice(0, 10).map((p) => `  ${p}`),
  ];
  return [...head, ...lines, ...tail].join('\n');
}

export function writeReport(r: Report, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(r, null, 2) + '\n');
}
