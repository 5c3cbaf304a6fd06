// `pnpm bench:payouts [--n 500] [--connections 20]`: N withdrawals of KSh 1,000 paid end to end by
// B2C. The real server runs in-process in simulator mode with its default timings; the Daraja
// simulator (no artificial delay) runs in a worker thread, so "M-Pesa" has a core of its own rather
// than the server's event loop. Each withdrawal is created over HTTP; its commit wakes the payments
// worker, which sends the B2C; the simulator's result callback settles it. Reports payouts per
// second and request → Disbursed p50/p99, then checks the books against the simulator's record.
// SQLite by default, PostgreSQL with DATABASE_URL. Report to stdout and .bench/payouts-bench.json.
// `--smoke`: 20 withdrawals over 4 connections, the same checks, for the test suite (ADR 041).
// Exits 1 on any failed request or any problem in the books.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { parsePbDate } from '@mapato/core';
import { createServer, type Server } from '../src/app.ts';
import { DEMO_PEPPER } from '../src/domain/security/secrets.ts';
import { issueToken } from '../src/domain/security/tokens.ts';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { generateCallbackToken, type DarajaConfig } from '../src/mpesa/index.ts';
import { startDarajaSimulator } from '../src/mpesa-sim/simulator.ts';
import { freshBenchDb } from './bench-db.ts';
import { seed, type FundedMember } from './seed.ts';

const AMOUNT = 1000;
/** Withdrawals per member: well within the daily limit (KSh 70,000). */
const PER_MEMBER = 10;
const SETTLE_LIMIT_MS = 300_000;
const OUT = (smoke: boolean) => join(import.meta.dirname, `../../../.bench/payouts-bench${smoke ? '-smoke' : ''}.json`);
const log = (line: string) => process.stderr.write(`${line}\n`);

/** What the simulator thread saw, for the books check. */
interface SimRecord {
  payouts: Array<{ originator: string; amount: number; resultCode: string; receipt: string }>;
  b2cRequests: Array<{ originator: string; status: number }>;
  callbacksFailed: number;
}

interface PayoutsReport {
  startedAt: string;
  node: string;
  database: string;
  cores: number;
  cpu: string;
  n: number;
  connections: number;
  createdPerSecond: number;
  payoutsPerSecond: number;
  /** request sent → withdrawal Disbursed (its processed_at), ms */
  latency: { p50: number; p99: number; max: number };
  seconds: { creating: number; untilAllPaid: number };
  /** CPU time of the whole process (server, HTTP client, simulator thread) per payout, ms */
  cpuMsPerPayout: number;
  problems: string[];
}

async function main(): Promise<number> {
  const { n, connections, smoke } = options(process.argv.slice(2));
  const startedAt = new Date().toISOString();
  const benchDb = await freshBenchDb();
  const sim = await simulatorThread(n);
  let server: Server | undefined;
  try {
    const callbackToken = generateCallbackToken();
    const config: DarajaConfig = { ...sim.config, callbackToken, callbackBaseUrl: 'http://127.0.0.1:1' };
    server = await createServer({
      db: benchDb.config,
      pepper: DEMO_PEPPER,
      rateLimits: 'off',
      logger: false,
      payments: {
        mode: 'simulator',
        daraja: { config },
      },
    });
    const deps = server.deps;
    // A first, unmeasured batch: the JIT, the OAuth token and the prepared statements warm up.
    const warmup = Math.min(50, Math.ceil(n / 10));
    const seeded = await seed(deps.db, benchDb.kind, {
      funded: Math.ceil((warmup + n) / PER_MEMBER),
      fundAmount: PER_MEMBER * AMOUNT,
      historyMembers: 0,
      rowsPerHistoryMember: 0,
      readerRows: 0,
    });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    const api = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // The client reads the callback URL at each call; none has been made yet.
    config.callbackBaseUrl = api;
    const members = seeded.funded.map((m) => ({ ...m, token: issueToken(deps, 'users', m) }));

    const create = createWithdrawals(api, members, connections);
    log(`warming up with ${warmup} withdrawals…`);
    const warm = await create(0, warmup);
    if (warm.failures.length > 0) throw new Error(`the warm-up's withdrawals failed: ${warm.failures[0]}`);
    await allSettled(deps, Date.now());

    log(`paying ${n} withdrawals on ${benchDb.kind}, ${connections} connections…`);
    const t0 = Date.now();
    const cpu0 = process.cpuUsage();
    const { sentAt, failures } = await create(warmup, n);
    const created = Date.now();
    await allSettled(deps, t0);
    const cpu = process.cpuUsage(cpu0);
    const ids = [...sentAt.keys()];
    if (ids.length === 0) throw new Error(`no withdrawal was created: ${failures[0]}`);

    const rows = await deps.db
      .selectFrom('withdrawal')
      .innerJoin('payouts', 'payouts.id', 'withdrawal.id')
      .select(['withdrawal.id', 'withdrawal.status', 'withdrawal.receipt', 'withdrawal.processed_at', 'payouts.state'])
      .where('withdrawal.id', 'in', ids)
      .execute();
    const latencies = rows
      .filter((r) => r.status === 'disbursed')
      .map((r) => parsePbDate(r.processed_at)!.getTime() - sentAt.get(r.id)!)
      .sort((a, b) => a - b);
    const lastPaid = rows.reduce((last, r) => Math.max(last, parsePbDate(r.processed_at)?.getTime() ?? 0), t0);

    log('checking the books…');
    const record = await sim.record();
    const ledger = await verifyLedger(deps);
    const problems = [
      ...failures.slice(0, 10),
      ...ledger.problems.map((p) => `${p.username || p.uid}: ${p.problem}`),
      ...compare(ids, rows, record, warmup + n),
    ];
    const report: PayoutsReport = {
      startedAt,
      node: process.version,
      database: benchDb.kind,
      cores: availableParallelism(),
      cpu: cpus()[0]?.model.trim() ?? 'unknown',
      n,
      connections,
      createdPerSecond: (ids.length * 1000) / (created - t0),
      payoutsPerSecond: (latencies.length * 1000) / (lastPaid - t0),
      latency: { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), max: latencies.at(-1) ?? 0 },
      seconds: { creating: (created - t0) / 1000, untilAllPaid: (lastPaid - t0) / 1000 },
      cpuMsPerPayout: (cpu.user + cpu.system) / 1000 / n,
      problems,
    };
    process.stdout.write(`${format(report, ledger)}\n`);
    const out = OUT(smoke);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    log(`wrote ${out}`);
    for (const problem of problems) log(`FAILED: ${problem}`);
    return problems.length > 0 ? 1 : 0;
  } finally {
    await server?.close();
    await sim.close();
    await benchDb.drop();
  }
}

/**
 * POSTs withdrawals number `from` to `from + count - 1` over `connections` at once, member by member,
 * each to the member's own proved phone (ADR 035).
 */
function createWithdrawals(api: string, members: Array<FundedMember & { token: string }>, connections: number) {
  return async (from: number, count: number) => {
    const sentAt = new Map<string, number>();
    const failures: string[] = [];
    let next = from;
    const loop = async () => {
      for (let i = next++; i < from + count; i = next++) {
        const member = members[i % members.length]!;
        const at = Date.now();
        const res = await fetch(`${api}/api/collections/withdrawal/records`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: member.token },
          body: JSON.stringify({
            amount: AMOUNT,
            mpesa_number: `0${member.phone.slice(-9)}`,
            full_name: 'Bench Member',
          }),
        });
        const body = (await res.json()) as { id?: string };
        if (res.status === 200 && body.id) sentAt.set(body.id, at);
        else failures.push(`create: HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      }
    };
    await Promise.all(Array.from({ length: connections }, loop));
    return { sentAt, failures };
  };
}

/** Resolves once no payout is left to pay (paid, failed or with a person). */
async function allSettled(deps: Server['deps'], since: number): Promise<void> {
  for (;;) {
    const open = await deps.db
      .selectFrom('payouts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', 'not in', ['paid', 'failed', 'review'])
      .executeTakeFirstOrThrow();
    if (Number(open.n) === 0) return;
    if (Date.now() - since > SETTLE_LIMIT_MS) throw new Error(`not all paid within ${SETTLE_LIMIT_MS / 1000} s`);
    await sleep(20);
  }
}

/**
 * Every measured withdrawal Disbursed once, by exactly one B2C the simulator paid, with its receipt
 * and amount; and the simulator paid nothing else (`total`: the warm-up's and the measured ones).
 */
function compare(
  ids: string[],
  rows: Array<{ id: string; status: string; receipt: string; state: string }>,
  record: SimRecord,
  total: number,
): string[] {
  const problems: string[] = [];
  const paid = new Map(record.payouts.filter((p) => p.resultCode === '0').map((p) => [p.originator, p]));
  const requests = new Map<string, number>();
  for (const r of record.b2cRequests) requests.set(r.originator, (requests.get(r.originator) ?? 0) + 1);
  const receipts = new Set<string>();
  for (const row of rows) {
    const originator = `wd_${row.id}`;
    const mpesa = paid.get(originator);
    if (row.status !== 'disbursed' || row.state !== 'paid') problems.push(`${row.id}: ${row.status}/${row.state}`);
    else if (mpesa?.receipt !== row.receipt || mpesa.amount !== AMOUNT)
      problems.push(`${row.id}: ours ${row.receipt}, M-Pesa's ${mpesa?.receipt} KSh ${mpesa?.amount}`);
    if (requests.get(originator) !== 1) problems.push(`${row.id}: ${requests.get(originator) ?? 0} B2C requests`);
    receipts.add(row.receipt);
  }
  if (rows.length !== ids.length) problems.push(`${ids.length} created, ${rows.length} with a payout`);
  if (receipts.size !== rows.length) problems.push(`${receipts.size} receipts for ${rows.length} withdrawals`);
  if (record.payouts.length !== total || paid.size !== total)
    problems.push(`the simulator paid ${paid.size} of ${record.payouts.length} payouts; expected ${total}`);
  if (record.callbacksFailed > 0) problems.push(`${record.callbacksFailed} callbacks failed`);
  return problems;
}

function format(r: PayoutsReport, ledger: { users: number; rows: number; problems: unknown[] }): string {
  const int = (x: number) => Math.round(x).toLocaleString('en-US');
  return [
    `Mapato payouts benchmark — Node ${r.node}, ${r.database}, ${r.cores} cores (${r.cpu})`,
    `${int(r.n)} withdrawals of KSh ${AMOUNT} over ${r.connections} connections; simulator without delays`,
    '',
    `created:  ${int(r.createdPerSecond)} withdrawals/s (${r.seconds.creating.toFixed(2)} s)`,
    `paid:     ${int(r.payoutsPerSecond)} payouts/s (last Disbursed after ${r.seconds.untilAllPaid.toFixed(2)} s)`,
    `request → Disbursed: p50 ${int(r.latency.p50)} ms, p99 ${int(r.latency.p99)} ms, max ${int(r.latency.max)} ms`,
    `CPU (server, client and simulator): ${r.cpuMsPerPayout.toFixed(1)} ms per payout`,
    `books: ${ledger.problems.length === 0 ? 'balance' : 'DO NOT balance'} (${int(ledger.users)} members, ` +
      `${int(ledger.rows)} ledger rows); ${r.problems.length} problems`,
  ].join('\n');
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

function options(args: string[]): { n: number; connections: number; smoke: boolean } {
  // Strict: a mistyped flag stops the run instead of measuring something else.
  const { values } = parseArgs({
    args,
    options: { n: { type: 'string' }, connections: { type: 'string' }, smoke: { type: 'boolean', default: false } },
    strict: true,
  });
  const value = (name: 'n' | 'connections', fallback: number) => {
    const raw = values[name];
    if (raw === undefined) return fallback;
    const x = Number(raw);
    if (!Number.isInteger(x) || x < 1) throw new Error(`--${name} expects a positive integer, got "${raw}"`);
    return x;
  };
  const smoke = values.smoke;
  return smoke
    ? { n: value('n', 20), connections: value('connections', 4), smoke }
    : { n: value('n', 500), connections: value('connections', 20), smoke };
}

/** The simulator in a worker thread: its client configuration, then its record on request. */
async function simulatorThread(n: number) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { n } });
  const reply = <T>() =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  const config = await reply<DarajaConfig>();
  return {
    config,
    async record() {
      // Callbacks still on their way are part of the record: let them land.
      worker.postMessage('settle');
      return reply<SimRecord>();
    },
    close: async () => {
      worker.postMessage('close');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

async function simulatorMain(n: number) {
  const sim = await startDarajaSimulator({
    phoneDelayMs: 0,
    b2cDelayMs: 0,
    queueTimeoutMs: 0,
    duplicateWindowSeconds: 0,
    recordLimit: Math.max(10_000, n * 4),
  });
  const config = sim.clientConfig({ callbackBaseUrl: 'http://127.0.0.1:1', callbackToken: 'set-by-the-server' });
  parentPort!.postMessage(config);
  parentPort!.on('message', async (message: string) => {
    if (message === 'settle') {
      await sim.settled();
      const record: SimRecord = {
        payouts: sim.payouts().map((p) => ({
          originator: p.originatorConversationId,
          amount: p.amount,
          resultCode: p.resultCode,
          receipt: p.receipt ?? '',
        })),
        b2cRequests: sim
          .requests()
          .filter((r) => r.path === '/mpesa/b2c/v3/paymentrequest')
          .map((r) => ({
            originator: (r.body as { OriginatorConversationID: string }).OriginatorConversationID,
            status: r.status,
          })),
        callbacksFailed: sim.callbacks().filter((c) => c.error !== undefined).length,
      };
      parentPort!.postMessage(record);
    } else if (message === 'close') {
      await sim.close();
      parentPort!.close();
    }
  });
}

if (isMainThread) {
  main().then(
    (code) => {
      process.exitCode = code;
      setTimeout(() => process.exit(code), 10_000).unref();
    },
    (error: unknown) => {
      log(String(error instanceof Error ? error.stack : error));
      process.exit(1);
    },
  );
} else {
  void simulatorMain((workerData as { n: number }).n);
}
