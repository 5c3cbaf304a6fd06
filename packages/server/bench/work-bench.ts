// `pnpm bench:work`: members doing paid work through the API as the app does it — ask for the next
// item (`GET next` under /api/work), answer it (`POST assignments/{id}/answer` under /api/work) — against the
// real server on a fresh database with 1,000 members and 100,000 items of one funded project. Each
// connection is one member at a time in a closed loop; a "round" is the two requests. The same
// loop against a bare node:http server (two GETs a round) is the yardstick. Afterwards the books
// are checked: verify-ledger clean, no item over-answered, the reserve never below zero, and every
// accepted answer paid once. `--smoke`: the same on 20 members and 400 items for a second.
// Exits 1 on a failed request or books that do not add up.
import { WORK_API } from '@mapato/core';
import { availableParallelism, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { createServer, type Server } from '../src/app.ts';
import { DEMO_PEPPER } from '../src/domain/security/secrets.ts';
import { issueToken } from '../src/domain/security/tokens.ts';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { startBaseline, type Baseline } from './baseline-server.ts';
import { freshBenchDb } from './bench-db.ts';
import { runRounds, type RoundsResult } from './rounds.ts';
import { seedWork } from './work-seed.ts';
import { workBooks } from './work-checks.ts';

const SMOKE = parseArgs({ options: { smoke: { type: 'boolean', default: false } }, strict: true }).values.smoke;
const PLAN = SMOKE ? { members: 20, items: 400 } : { members: 1_000, items: 100_000 };
const SECONDS = SMOKE ? 1 : Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = SMOKE ? 4 : Number(process.env.BENCH_CONNECTIONS ?? 20);
const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<number> {
  const benchDb = await freshBenchDb();
  let server: Server | undefined;
  let baseline: Baseline | undefined;
  try {
    server = await createServer({ db: benchDb.config, pepper: DEMO_PEPPER, rateLimits: 'off', logger: false });
    const db = server.deps.db;
    log(`seeding a fresh ${benchDb.kind} database…`);
    const seeded = await seedWork(db, benchDb.kind, PLAN);
    log(`seeded ${PLAN.members} members and ${PLAN.items} items in ${seeded.seconds.toFixed(1)} s`);
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    const api = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    baseline = await startBaseline();
    const deps = server.deps;
    const tokens = seeded.members.map((m) => issueToken(deps, 'users', m));
    const answer = JSON.stringify({ answer: seeded.options[0] });

    log(`members answering for ${SECONDS} s on ${CONNECTIONS} connections…`);
    const work = await runRounds({
      seconds: SECONDS,
      connections: CONNECTIONS,
      round: async (i) => {
        const authorization = tokens[i % tokens.length]!;
        const next = await fetch(`${api}${WORK_API}/next`, { headers: { authorization } });
        if (next.status === 404) return 'empty';
        if (!next.ok) return `next ${next.status}: ${await next.text()}`;
        const { id } = (await next.json()) as { id: string };
        const answered = await fetch(`${api}${WORK_API}/assignments/${id}/answer`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: answer,
        });
        if (!answered.ok) return `answer ${answered.status}: ${await answered.text()}`;
        const { status } = (await answered.json()) as { status: string };
        return status === 'accepted' ? 'ok' : `answer ${status}`;
      },
    });
    log(`the same loop against node:http…`);
    const yardstick = await runRounds({
      seconds: SECONDS,
      connections: CONNECTIONS,
      round: async () => {
        for (let k = 0; k < 2; k++) if (!(await fetch(baseline!.url)).ok) return 'baseline failed';
        return 'ok';
      },
    });

    const books = await workBooks(db, seeded.projectId);
    const ledger = await verifyLedger(deps);
    const problems = [
      ...Object.entries(work.failures).map(([what, n]) => `${n} × ${what}`),
      ...books.problems,
      ...ledger.problems.map((p) => `${p.username || p.uid}: ${p.problem}`),
    ];
    if (work.ok === 0) problems.push('no answer was accepted');
    process.stdout.write(`${report(benchDb.kind, work, yardstick, books.accepted, ledger.problems.length)}\n`);
    for (const problem of problems) log(`FAILED: ${problem}`);
    return problems.length > 0 ? 1 : 0;
  } finally {
    await baseline?.close();
    await server?.close();
    await benchDb.drop();
  }
}

function report(kind: string, work: RoundsResult, yardstick: RoundsResult, accepted: number, ledgerProblems: number) {
  const row = (name: string, r: RoundsResult) =>
    `${name.padEnd(22)} ${r.perSecond.toFixed(0).padStart(8)} rounds/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99
      .toFixed(1)
      .padStart(6)} ms   ${r.ok} ok, ${r.empty} empty, ${r.failed} failed`;
  return [
    `Mapato paid-work benchmark — Node ${process.version}, ${kind}, ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? '?'})`,
    `${PLAN.members} members, ${PLAN.items} items, ${SECONDS} s, ${CONNECTIONS} connections; a round = next + answer`,
    row('next + answer', work),
    row('baseline node:http ×2', yardstick),
    `answers per second: ${work.perSecond.toFixed(0)} (${((100 * work.perSecond) / yardstick.perSecond).toFixed(1)} % of the baseline's rounds)`,
    `books: ${accepted} answers accepted and paid once; verify-ledger ${ledgerProblems === 0 ? 'clean' : `${ledgerProblems} problems`}`,
  ].join('\n');
}

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
