// The operator commands: serve, superuser create, migrate, verify-ledger, reconcile, backup, restore.
import { resolve } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_CLIENT, formatKsh, nairobiDay } from '@mapato/core';
import { ADMIN_ROLES, dayBounds, isAdminRole } from '@mapato/protocol';
import { createServer, type ServerOptions } from '../app.ts';
import { readBackupHeader, restoreBackup, writeBackup } from '../db/backup.ts';
import { createDb, dbConfigFromEnv } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemo } from '../domain/members/demo-seed.ts';
import { DEMO_PEPPER, loadSecrets } from '../domain/security/secrets.ts';
import { createAdmin } from '../domain/admin/admins.ts';
import { verifyLedger } from '../domain/money/verify-ledger.ts';
import { realtimeMaxPerAddressFromEnv } from '../http/routes/records/realtime.ts';
import { originsFromEnv } from '../http/plumbing/same-origin.ts';
import { trustProxyFromEnv } from '../http/plumbing/trust-proxy.ts';
import type { Deps } from '../domain/deps.ts';
import { publishedEvents } from '../domain/realtime/events.ts';
import { stderrLog } from '../tools/log.ts';
import { reconcileDay } from '../domain/payments/reconciliation.ts';
import { askBalanceNow } from '../domain/books/mpesa-balance-checks.ts';
import { openSimulatedMpesa } from '../domain/books/simulated-mpesa.ts';
import { MANUAL_PAYMENTS } from '../domain/payments/settings.ts';
import { SMS_OFF } from '../domain/messaging/sms/settings.ts';
import { parseHostPort, type ParsedArgs } from './args.ts';
import { adminPhonesFromEnv } from './admin-phones-env.ts';
import { paymentsFromArgs } from './payments-mode.ts';
import { pepperFromEnv } from './pepper.ts';
import { rateLimitsFromEnv } from './rate-limits-mode.ts';
import { smsFromArgs } from './sms-mode.ts';
import { autoAcceptHoursFromEnv } from '../domain/paid-work/settings.ts';
import { levelEarningsCacheFromEnv } from '../http/routes/public/level-earnings.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
const dataDir = (args: ParsedArgs) => resolve(typeof args.options.dir === 'string' ? args.options.dir : 'data');

export async function serve(args: ParsedArgs): Promise<void> {
  const { host, port } = parseHostPort(typeof args.options.http === 'string' ? args.options.http : '127.0.0.1:8090');
  const secrets = pepperFromEnv(process.env, args.options.demo === true);
  const options: ServerOptions = {
    db: dbConfigFromEnv(dataDir(args)),
    pepper: secrets.pepper,
    rateLimits: rateLimitsFromEnv(process.env),
    sites: { web: resolve(REPO_ROOT, 'sites/web/dist'), app: resolve(REPO_ROOT, 'sites/app/dist') },
    logger: process.env.MAPATO_LOG !== 'off',
    trustProxy: trustProxyFromEnv(process.env.MAPATO_TRUST_PROXY),
    realtimeMaxPerAddress: realtimeMaxPerAddressFromEnv(process.env.MAPATO_REALTIME_MAX_PER_ADDRESS),
    origins: originsFromEnv(process.env.MAPATO_ORIGINS),
    demo: args.options.demo === true,
    paidWork: { autoAcceptHours: autoAcceptHoursFromEnv(process.env.MAPATO_WORK_AUTO_ACCEPT_HOURS) },
    levelEarningsCacheMs: levelEarningsCacheFromEnv(process.env.MAPATO_LEVEL_EARNINGS_CACHE_SECONDS),
    // The public solvency page is written hourly beside the database (ADR 072).
    transparency: { dir: resolve(dataDir(args), 'public') },
    guardAlerts: { adminPhones: adminPhonesFromEnv(process.env) },
  };
  // The in-process simulator keeps its float beside the database, so a restart does not forget it (ADR 077).
  const payments = await paymentsFromArgs(args, { host, port }, process.env, resolve(dataDir(args), 'mpesa-sim.json'));
  options.payments = payments.options;
  const sms = await smsFromArgs(args, { host, port });
  options.sms = sms.options;
  const server = await createServer(options);
  if (args.options.demo) printDemoAccounts((await seedDemo(server.deps)).seeded);
  // After the demo's history, which the simulator is told of once (ADR 077); never against Daraja.
  const opened = payments.simulator ? (await openSimulatedMpesa(server.deps, payments.simulator)).opened : false;
  // The solvency page was written before the demo's money and the simulator's float were booked;
  // it should show them now, not in an hour.
  if (args.options.demo || opened) await server.transparency?.runOnce();
  const stop = async () => {
    await server.close();
    await payments.simulator?.close();
    await sms.simulator?.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const address = await server.app.listen({ host, port });
  console.log(`Mapato is serving ${address} (API under ${address}/api/)`);
  for (const line of [...secrets.banner, ...payments.banner, ...sms.banner]) console.log(line);
  await printAdminHint(server.deps, address, args);
}

/** The console is at /admin; without an operator nobody can use it, so say how to make one. */
async function printAdminHint(deps: Deps, address: string, args: ParsedArgs) {
  const operators = await deps.db
    .selectFrom('_superusers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(operators.n) > 0) {
    console.log(`Operators sign in at ${address}/admin`);
    return;
  }
  console.log(`No operator yet. Create one, then sign in at ${address}/admin:
  pnpm mapato superuser create EMAIL PASSWORD [--role admin|support]${
    typeof args.options.dir === 'string' ? ` --dir ${args.options.dir}` : ''
  }`);
}

function printDemoAccounts(seeded: boolean) {
  console.log(seeded ? 'Demo accounts created:' : 'Demo accounts (already created earlier):');
  for (const a of DEMO_ACCOUNTS) console.log(`  level ${a.level}: username "${a.username}"  password "${a.password}"`);
  console.log(`  client (/client): e-mail "${DEMO_CLIENT.email}"  password "${DEMO_CLIENT.password}"`);
}

export async function withDeps<T>(args: ParsedArgs, run: (deps: Deps) => Promise<T>): Promise<T> {
  const db = createDb(dbConfigFromEnv(dataDir(args)));
  try {
    await migrateToLatest(db.kysely);
    const deps: Deps = {
      db: db.kysely,
      now: () => new Date(),
      // These commands neither sign tokens nor check codes: any pepper gives them the same answers.
      secrets: await loadSecrets(db.kysely, process.env.MAPATO_SECRET_PEPPER?.trim() || DEMO_PEPPER),
      userTokenSeconds: 0,
      superuserTokenSeconds: 0,
      events: publishedEvents((payload) => db.changes.publish(payload), stderrLog),
      payments: MANUAL_PAYMENTS,
      sms: SMS_OFF,
    };
    return await run(deps);
  } finally {
    await db.close();
  }
}

export async function superuser(args: ParsedArgs): Promise<void> {
  const [sub, email, password] = args.positional.slice(1);
  if (sub !== 'create' || !email || !password)
    throw new Error('usage: mapato superuser create EMAIL PASSWORD [--role admin|support]');
  const role = args.options.role;
  if (role !== undefined && (typeof role !== 'string' || !isAdminRole(role)))
    throw new Error(`--role expects ${ADMIN_ROLES.join(' or ')}`);
  const result = await withDeps(args, (deps) => createAdmin(deps, email, password, 'cli', role));
  console.log(
    result.created
      ? `Operator ${email} created (${result.role}).`
      : `Operator ${email} existed: password reset (${result.role}).`,
  );
}

export async function migrate(args: ParsedArgs): Promise<void> {
  const db = createDb(dbConfigFromEnv(dataDir(args)));
  try {
    const applied = await migrateToLatest(db.kysely);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await db.close();
  }
}

export async function verifyLedgerCommand(args: ParsedArgs): Promise<number> {
  const report = await withDeps(args, (deps) => verifyLedger(deps));
  if (report.problems.length === 0) {
    console.log(
      `Ledger OK: ${report.users} members, ${report.rows} ledger rows, every balance equals its ledger and every transfer of the books balances.`,
    );
    return 0;
  }
  console.error(`Ledger MISMATCH: ${report.problems.length} problem(s)`);
  for (const p of report.problems) console.error(`  ${p.uid} ${p.username}: ${p.problem}`);
  return 1;
}

export async function reconcile(args: ParsedArgs): Promise<number> {
  const day = typeof args.options.day === 'string' ? args.options.day : nairobiDay(new Date());
  const bounds = dayBounds(day);
  if (!bounds) throw new Error('--day expects a date, YYYY-MM-DD');
  if (args.options['ask-balance'] === true) {
    // The running server's payments worker sends the query; the answer arrives at its callback (ADR 071).
    const row = await withDeps(args, (deps) => askBalanceNow(deps, 'cli'));
    console.log(`Asked M-Pesa's balance (${row.id}): the running server sends the query at its next round.`);
  }
  const report = await withDeps(args, (deps) => reconcileDay(deps.db, day, bounds));
  console.log(
    `${day} (Africa/Nairobi): payouts ${report.payouts.paid}/${report.payouts.count} paid (${formatKsh(report.payouts.paidAmount)}), ` +
      `bonds ${report.bonds.paid}/${report.bonds.count} paid by STK (${formatKsh(report.bonds.paidAmount)}).`,
  );
  if (report.discrepancies.length === 0) {
    console.log('Every payout and bond agrees with M-Pesa.');
    return 0;
  }
  console.log(`${report.discrepancies.length} to look at:`);
  for (const d of report.discrepancies)
    console.log(`  ${d.kind} ${d.id} ${d.amount ? formatKsh(d.amount) : ''} ours: ${d.ours} | M-Pesa: ${d.mpesa}`);
  return 1;
}

export async function backup(args: ParsedArgs): Promise<void> {
  const target = args.positional[1];
  if (!target) throw new Error('usage: mapato backup FILE');
  const db = createDb(dbConfigFromEnv(dataDir(args)));
  try {
    const { counts } = await writeBackup(db.kysely, resolve(target));
    console.log(`Backup written to ${target}: ${describeCounts(counts)}.`);
  } finally {
    await db.close();
  }
}

export async function restore(args: ParsedArgs): Promise<void> {
  const source = args.positional[1];
  if (!source) throw new Error('usage: mapato restore FILE [--dir DATA_DIR]');
  // Read before opening the target: a wrong path must not leave an empty database behind.
  const header = await readBackupHeader(resolve(source));
  const db = createDb(dbConfigFromEnv(dataDir(args)));
  try {
    const { counts, upgraded } = await restoreBackup(db.kysely, resolve(source), header);
    console.log(`Restored ${source} (backup of ${header.created}): ${describeCounts(counts)}.`);
    if (upgraded.length > 0) console.log(`Then brought up to date over the restored rows: ${upgraded.join(', ')}.`);
  } finally {
    await db.close();
  }
}

const describeCounts = (counts: Record<string, number>) => {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const tables = Object.entries(counts).map(([table, n]) => `${table} ${n}`);
  return `${total} rows in ${tables.length} tables (${tables.join(', ')})`;
};
