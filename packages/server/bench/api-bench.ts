// `pnpm bench:api`: the real server, in-process, on a fresh database seeded with a million
// withdrawals; each scenario loaded with autocannon for a fixed time, then the books checked.
// Progress goes to stderr; the report to stdout and, as JSON, to .bench/api-bench.json.
// `--smoke`: the same scenarios and checks on a thousand rows for about a second each, so the test
// suite notices a rule that breaks the benchmark (ADR 041); its figures mean nothing.
// Exits 1 on any failed request or books that do not balance.
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { DAILY_WITHDRAWAL_LIMIT } from '@mapato/core';
import { sql, type Kysely } from 'kysely';
import { createServer, type Server } from '../src/app.ts';
import { DEMO_PEPPER } from '../src/domain/security/secrets.ts';
import type { Database } from '../src/db/schema.ts';
import { issueToken } from '../src/domain/security/tokens.ts';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { startBaseline, type Baseline } from './baseline-server.ts';
import { freshBenchDb } from './bench-db.ts';
import { countWithdrawals } from './bulk-load.ts';
import { failures, withdrawalCheck } from './checks.ts';
import { runLoad, type LoadResult, type LoadSpec } from './load.ts';
import { formatReport, writeReport, type Report } from './report.ts';
import { DEFAULT_PLAN, seed, type SeedPlan } from './seed.ts';

// Strict: a mistyped flag stops the run instead of measuring something else.
const SMOKE = parseArgs({ options: { smoke: { type: 'boolean', default: false } }, strict: true }).values.smoke;
const SMOKE_PLAN: SeedPlan = {
  funded: 50,
  fundAmount: 70_000,
  historyMembers: 20,
  rowsPerHistoryMember: 50,
  readerRows: 30,
};
const PLAN = SMOKE ? SMOKE_PLAN : DEFAULT_PLAN;
const SECONDS = SMOKE ? 1 : envInt('BENCH_SECONDS', 10);
const CONNECTIONS = SMOKE ? 4 : envInt('BENCH_CONNECTIONS', 20);
const WARMUP_SECONDS = SMOKE ? 0.5 : 2;
// Long enough for the requests autocannon cut off at the end of a scenario to finish.
const SETTLE_MS = SMOKE ? 300 : 1000;
const MIN_ROWS = SMOKE ? 1_000 : 1_000_000;
const WITHDRAWAL = 1000;
// Far above what this machine can serve; it only makes sure no run is unbounded in count.
const CAP_PER_SECOND = 100_000;
const OUT = join(import.meta.dirname, `../../../.bench/api-bench${SMOKE ? '-smoke' : ''}.json`);
const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<number> {
  const startedAt = new Date().toISOString();
  const benchDb = await freshBenchDb();
  let server: Server | undefined;
  let baseline: Baseline | undefined;
  try {
    server = await createServer({ db: benchDb.config, pepper: DEMO_PEPPER, rateLimits: 'off', logger: false });
    const db = server.deps.db;
    log(`seeding a fresh ${benchDb.kind} database…`);
    const seeded = await seed(db, benchDb.kind, PLAN);
    const rows = await countWithdrawals(db);
    if (rows < MIN_ROWS) throw new Error(`withdrawal table has ${rows} rows, expected at least ${MIN_ROWS}`);
    log(`seeded ${rows.toLocaleString('en-US')} withdrawal rows in ${seeded.seconds.toFixed(1)} s`);

    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    const api = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    baseline = await startBaseline();

    const deps = server.deps;
    const token = (member: { id: string; token_key: string }) => issueToken(deps, 'users', member);
    const cap = (WARMUP_SECONDS + SECONDS) * CAP_PER_SECOND;
    // Both the balance and the Nairobi-day limit allow this many withdrawals per funded member.
    const perMember = Math.floor(Math.min(PLAN.fundAmount, DAILY_WITHDRAWAL_LIMIT) / WITHDRAWAL);
    const common = { warmupSeconds: WARMUP_SECONDS, seconds: SECONDS, connections: CONNECTIONS, maxRequests: cap };
    // Each member withdraws to their own proved phone (ADR 035), written as members type it.
    const withdrawal = (phone: string) =>
      JSON.stringify({ amount: WITHDRAWAL, mpesa_number: `0${phone.slice(-9)}`, full_name: 'Bench Member' });
    const json = { 'content-type': 'application/json' };
    const specs: LoadSpec[] = [
      {
        ...common,
        name: 'list own withdrawals',
        url: api,
        method: 'GET',
        path: '/api/collections/withdrawal/records?page=1&perPage=30&sort=-created',
        headers: { authorization: token(seeded.reader) },
      },
      {
        ...common,
        name: 'create withdrawal',
        url: api,
        method: 'POST',
        path: '/api/collections/withdrawal/records',
        headers: json,
        tokens: seeded.funded.map(token),
        bodies: seeded.funded.map((member) => withdrawal(member.phone)),
        // Never more than the members can legitimately make: every request should succeed.
        maxRequests: Math.min(cap, seeded.funded.length * perMember),
      },
      {
        ...common,
        name: 'auth-refresh',
        url: api,
        method: 'POST',
        path: '/api/collections/users/auth-refresh',
        headers: { ...json, authorization: token(seeded.funded[0]!) },
      },
      { ...common, name: 'baseline node:http', url: baseline.url, method: 'GET', path: '/', headers: {} },
    ];
    const results: LoadResult[] = [];
    for (const spec of specs) {
      log(`running "${spec.name}" (${WARMUP_SECONDS} s warm-up + ${SECONDS} s)…`);
      results.push(await runLoad(spec));
      // autocannon drops its sockets mid-request when time is up; let those requests finish
      // so they neither overlap the next scenario nor race the checks below.
      await sleep(SETTLE_MS);
    }

    log('checking the books…');
    const withdrawals = await withdrawalCheck(
      db,
      results.find((r) => r.name === 'create withdrawal')!,
    );
    const ledger = await verifyLedger(deps);
    const baselineRps = results.at(-1)!.requestsPerSecond;
    const report: Report = {
      startedAt,
      node: process.version,
      database: await databaseLabel(db, benchDb.kind),
      cores: availableParallelism(),
      cpu: cpus()[0]?.model.trim() ?? 'unknown',
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      connections: CONNECTIONS,
      seed: {
        fundedMembers: seeded.funded.length,
        historyMembers: PLAN.historyMembers,
        withdrawalRows: rows,
        seconds: seeded.seconds,
      },
      scenarios: results.map((r) => ({ ...r, vsBaseline: r.requestsPerSecond / baselineRps })),
      withdrawals,
      ledger: {
        members: ledger.users,
        rows: ledger.rows,
        balanced: ledger.problems.length === 0,
        problems: ledger.problems.map((p) => `${p.username || p.uid}: ${p.problem}`),
      },
    };
    process.stdout.write(`${formatReport(report)}\n`);
    writeReport(report, OUT);
    log(`wrote ${OUT}`);
    const problems = failures(report, perMember);
    for (const problem of problems) log(`FAILED: ${problem}`);
    return problems.length > 0 ? 1 : 0;
  } finally {
    await baseline?.close();
    await server?.close();
    await benchDb.drop();
  }
}

async function databaseLabel(db: Kysely<Database>, kind: 'sqlite' | 'postgres'): Promise<string> {
  const query =
    kind === 'sqlite'
      ? sql<{ v: string }>`select sqlite_version() as v`
      : sql<{ v: string }>`select current_setting('server_version') as v`;
  const { rows } = await query.execute(db);
  return `${kind} ${rows[0]?.v ?? '?'}`;
}

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

main().then(
  (code) => {
    process.exitCode = code;
    // Everything is closed by now; if some handle still holds the loop, don't hang forever.
    setTimeout(() => process.exit(code), 10_000).unref();
  },
  (error: unknown) => {
    log(String(error instanceof Error ? error.stack : error));
    process.exit(1);
  },
);
