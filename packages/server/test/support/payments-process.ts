// Payouts across processes: a Daraja simulator in the test process and `mapato serve --mpesa
// daraja` children configured through MAPATO_DARAJA_* as an operator would, plus the check that
// compares our books with what the simulator says M-Pesa did.
import type { Kysely } from 'kysely';
import PocketBase from 'pocketbase';
import type { Database } from '../../src/db/schema.ts';
import { changeBalance } from '../../src/domain/money/ledger.ts';
import { generateCallbackToken } from '../../src/mpesa/index.ts';
import type { DarajaSimulatorOptions } from '../../src/mpesa-sim/options.ts';
import { startDarajaSimulator, type DarajaSimulator } from '../../src/mpesa-sim/simulator.ts';
import { testKeys } from './daraja-rig.ts';
import { provePhones, TEST_PAYOUT_NUMBER } from './proved-phones.ts';
import { freePort, startServerProcess, type ServerProcess } from './server-process.ts';
import { uniquePhone, uniqueUsername } from './test-server.ts';

export async function startProcessSimulator(options: DarajaSimulatorOptions = {}): Promise<DarajaSimulator> {
  return startDarajaSimulator({
    ...(await testKeys()),
    phoneDelayMs: 50,
    b2cDelayMs: 50,
    queueTimeoutMs: 50,
    duplicateWindowSeconds: 0,
    ...options,
  });
}

export interface DarajaProcess {
  server: ServerProcess;
  port: number;
  /** the secret path segment of its callback URLs (MAPATO_DARAJA_CALLBACK_TOKEN) */
  callbackToken: string;
  /** the same server again on the same port, data and settings (after a crash), plus `settings` */
  restart(settings?: Record<string, string>): Promise<ServerProcess>;
}

/** `mapato serve --mpesa daraja` whose callbacks come back to its own port, chosen before the start. */
export async function startDarajaProcess(opts: {
  sim: DarajaSimulator;
  dataDir: string;
  env: Record<string, string>;
}): Promise<DarajaProcess> {
  const port = await freePort();
  const c = opts.sim.credentials;
  const env = {
    ...opts.env,
    MAPATO_DARAJA_BASE_URL: opts.sim.url,
    MAPATO_DARAJA_CONSUMER_KEY: c.consumerKey,
    MAPATO_DARAJA_CONSUMER_SECRET: c.consumerSecret,
    MAPATO_DARAJA_STK_SHORTCODE: c.stkShortcode,
    MAPATO_DARAJA_STK_PASSKEY: c.passkey,
    MAPATO_DARAJA_B2C_SHORTCODE: c.b2cShortcode,
    MAPATO_DARAJA_INITIATOR_NAME: c.initiatorName,
    MAPATO_DARAJA_INITIATOR_PASSWORD: c.initiatorPassword,
    MAPATO_DARAJA_CERTIFICATE_PEM: opts.sim.certificate,
    MAPATO_DARAJA_CALLBACK_BASE_URL: `http://127.0.0.1:${port}`,
    MAPATO_DARAJA_CALLBACK_TOKEN: generateCallbackToken(),
  };
  const start = (settings: Record<string, string> = {}) =>
    startServerProcess({ env: { ...env, ...settings }, dataDir: opts.dataDir, port, extraArgs: ['--mpesa', 'daraja'] });
  const running: DarajaProcess = {
    server: await start(),
    port,
    callbackToken: env.MAPATO_DARAJA_CALLBACK_TOKEN,
    async restart(settings) {
      running.server = await start(settings);
      return running.server;
    },
  };
  return running;
}

export interface ProcessMember {
  id: string;
  token: string;
  pb: PocketBase;
}

/** Signs a member up and in over HTTP at `url`, then funds them through the ledger on `db`. */
export async function fundedMember(
  url: string,
  db: Kysely<Database>,
  amount: number,
  numbers?: readonly string[],
): Promise<ProcessMember> {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  const username = uniqueUsername('payout');
  const password = 'payout-test-pass';
  const created = await pb
    .collection('users')
    .create({ username, phone: uniquePhone(), password, passwordConfirm: password });
  await db.transaction().execute((trx) =>
    changeBalance(trx, {
      uid: created.id,
      amount,
      kind: 'adjustment',
      ref: 'test-grant',
      now: new Date(),
      counter: 'bank',
    }),
  );
  // As if the SMS codes had been typed, for its phone and for the numbers it is paid to.
  await provePhones(db, created.id, numbers);
  const auth = await pb.collection('users').authWithPassword(username, password);
  return { id: created.id, token: auth.token, pb };
}

/** POST /api/collections/withdrawal/records; the new withdrawal's id. */
export async function withdraw(url: string, token: string, amount: number, mpesaNumber = TEST_PAYOUT_NUMBER) {
  const res = await fetch(`${url}/api/collections/withdrawal/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ amount, mpesa_number: mpesaNumber, full_name: 'Payout Tester' }),
  });
  const body = (await res.json()) as { id?: string };
  if (res.status !== 200 || !body.id) throw new Error(`withdrawal refused: ${res.status} ${JSON.stringify(body)}`);
  return body.id;
}

const B2C_PATH = '/mpesa/b2c/v3/paymentrequest';

export interface PayoutBooks {
  byState: Record<string, number>;
  /** each withdrawal's status, payout state and the B2C requests the simulator received for it */
  rows: Array<{ id: string; status: string; state: string; receipt: string; amount: number; refunds: number }>;
  /** everything that contradicts exactly-once; empty when the books agree with M-Pesa */
  problems: string[];
  /** B2C requests per withdrawal id (the Occassion we send), with the simulator's HTTP status */
  requests: Map<string, Array<{ originator: string; resultUrl: string; status: number }>>;
}

/**
 * Our payouts against the simulator's record: every withdrawal went out under one
 * OriginatorConversationID (`wd_<id>`) only; every Disbursed one is exactly the simulator's paid
 * payout (receipt, amount); nothing declined and refunded was paid; nothing paid is unknown to us.
 */
export async function comparePayouts(db: Kysely<Database>, sim: DarajaSimulator, ids: string[]): Promise<PayoutBooks> {
  const problems: string[] = [];
  const rows = await db
    .selectFrom('withdrawal')
    .innerJoin('payouts', 'payouts.id', 'withdrawal.id')
    .select((eb) => [
      'withdrawal.id',
      'withdrawal.status',
      'withdrawal.receipt',
      'withdrawal.amount',
      'payouts.state',
      'payouts.originator_id',
      eb
        .selectFrom('ledger')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('ledger.ref', '=', 'withdrawal.id')
        .where('ledger.kind', '=', 'withdrawal_refund')
        .as('refunds'),
    ])
    .where('withdrawal.id', 'in', ids)
    .execute();
  if (rows.length !== ids.length) problems.push(`${ids.length} withdrawals, ${rows.length} with a payout job`);

  const requests: PayoutBooks['requests'] = new Map();
  for (const r of sim.requests()) {
    if (r.path !== B2C_PATH) continue;
    const body = r.body as Record<string, string>;
    const list = requests.get(body.Occassion!) ?? [];
    list.push({ originator: body.OriginatorConversationID!, resultUrl: body.ResultURL!, status: r.status });
    requests.set(body.Occassion!, list);
  }
  const simPayouts = new Map(sim.payouts().map((p) => [p.originatorConversationId, p]));
  const paidReceipts = new Set<string>();
  const byState: Record<string, number> = {};
  for (const row of rows) {
    byState[row.state] = (byState[row.state] ?? 0) + 1;
    const originators = new Set((requests.get(row.id) ?? []).map((q) => q.originator));
    if (row.originator_id !== `wd_${row.id}`) problems.push(`${row.id}: originator ${row.originator_id}`);
    if (originators.size > 1) problems.push(`${row.id} sent under ${originators.size} ids: ${[...originators]}`);
    const paid = simPayouts.get(row.originator_id);
    const paidAtSim = paid?.state === 'done' && paid.resultCode === '0';
    if (row.status === 'disbursed') {
      if (!paidAtSim) problems.push(`${row.id} is Disbursed but M-Pesa did not pay it (${paid?.resultCode})`);
      else if (paid.receipt !== row.receipt || paid.amount !== Number(row.amount))
        problems.push(`${row.id}: ours ${row.receipt} KSh ${row.amount}, M-Pesa ${paid.receipt} KSh ${paid.amount}`);
      if (paidReceipts.has(row.receipt)) problems.push(`receipt ${row.receipt} on two withdrawals`);
      paidReceipts.add(row.receipt);
    } else if (row.status === 'declined') {
      if (paidAtSim) problems.push(`${row.id} was declined and refunded, but M-Pesa paid it (${paid.receipt})`);
      if (Number(row.refunds) !== 1) problems.push(`${row.id} declined with ${row.refunds} refunds`);
    } else if (row.state !== 'review') {
      problems.push(`${row.id} is still ${row.status} (payout ${row.state})`);
    }
  }
  const ours = new Set(rows.map((r) => r.originator_id));
  for (const p of simPayouts.values())
    if (!ours.has(p.originatorConversationId))
      problems.push(`M-Pesa has a payout ${p.originatorConversationId} for no withdrawal of this run`);
  return {
    byState,
    rows: rows.map((r) => ({
      id: r.id,
      status: r.status,
      state: r.state,
      receipt: r.receipt,
      amount: Number(r.amount),
      refunds: Number(r.refunds),
    })),
    problems,
    requests,
  };
}

/** Withdrawals (of `ids`) whose payout is not yet paid, failed or waiting for a person. */
export async function openPayouts(db: Kysely<Database>, ids: string[]): Promise<number> {
  const row = await db
    .selectFrom('payouts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .where('state', 'not in', ['paid', 'failed', 'review'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` holds, or throws `what` after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(20);
  }
}
