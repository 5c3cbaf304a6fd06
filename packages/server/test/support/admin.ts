// Helpers for the operator console's tests (ADR 020): operators of either role, members with
// money, their requests, and what a call added to (or left alone in) the database.
import { createAdmin } from '../../src/domain/admin/admins.ts';
import type { AdminRole } from '@mapato/protocol';
import type { FetchLike } from '../../src/mpesa/http.ts';
import { provePayoutNumber, TEST_PAYOUT_NUMBER } from './proved-phones.ts';
import type { Member, TestServer } from './test-server.ts';

export interface Admin {
  id: string;
  email: string;
  role: AdminRole;
  token: string;
  /** GET (or POST with `json`) as this operator; never throws on a status */
  call(path: string, init?: { method?: string; json?: unknown }): Promise<{ status: number; body: any }>;
  /** GET that must answer 200; returns the body */
  get(path: string): Promise<any>;
}

// The console's tests take their funded members from here, as they always have (harness.ts).
export { fundedMember } from './harness.ts';

let operators = 0;

/** An operator made by the CLI's use case (`mapato superuser create … --role`), signed in. */
export async function operator(t: TestServer, role: AdminRole = 'admin', email?: string): Promise<Admin> {
  const address = email ?? `${role}${process.pid}x${++operators}@mapato.test`;
  const { id } = await createAdmin(t.server.deps, address, 'operator-secret-1', 'cli', role);
  const pb = t.sdk();
  await pb.collection('_superusers').authWithPassword(address, 'operator-secret-1');
  const token = pb.authStore.token;
  const call = async (path: string, init: { method?: string; json?: unknown } = {}) => {
    const method = init.method ?? (init.json === undefined ? 'GET' : 'POST');
    const { status, body } = await t.http(path, { method, json: init.json, token });
    return { status, body };
  };
  return {
    id,
    email: address,
    role,
    token,
    call,
    async get(path) {
      const res = await call(path);
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
  };
}

/** The member withdraws through the API to `mpesaNumber` (proved first, as by its SMS code); returns the id. */
export async function withdraw(t: TestServer, m: Member, amount: number, mpesaNumber = TEST_PAYOUT_NUMBER) {
  await provePayoutNumber(t.server.deps.db, m.id, mpesaNumber);
  const res = await t.http('/api/collections/withdrawal/records', {
    method: 'POST',
    json: { amount, mpesa_number: mpesaNumber, full_name: 'Wanjiru Kamau' },
    token: m.token,
  });
  if (res.status !== 200) throw new Error(`withdrawal refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

let refs = 0;
/** A typed M-Pesa reference no other request of this run used. */
export const mpesaRef = () =>
  `RC${String(process.pid % 10_000).padStart(4, '0')}${String(++refs).padStart(4, '0')}`.toUpperCase();

/** The member asks for `level` paying by a typed M-Pesa reference (an operator confirms it). */
export async function upgradeByReference(t: TestServer, m: Member, level = 2, ref = mpesaRef()) {
  const res = await t.http('/api/collections/registration/records', {
    method: 'POST',
    json: { level, mpesa_ref: ref },
    token: m.token,
  });
  if (res.status !== 200) throw new Error(`upgrade refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; amount: number; mpesa_ref: string };
}

export type AuditRow = { id: string; actor: string; action: string; target: string; details: any; created: string };

/** Runs `act` and returns it with the audit rows it added, oldest first (details parsed). */
export async function auditedBy<T>(t: TestServer, act: () => Promise<T>): Promise<{ result: T; rows: AuditRow[] }> {
  const db = t.server.deps.db;
  const before = new Set((await db.selectFrom('audit_log').select('id').execute()).map((r) => r.id));
  const result = await act();
  const rows = (await db.selectFrom('audit_log').selectAll().orderBy('created').orderBy('id').execute())
    .filter((r) => !before.has(r.id))
    .map((r) => ({ ...r, details: JSON.parse(r.details) as unknown }));
  return { result, rows };
}

/** Every table an operator's move could change, whole (to show a refusal changed nothing). */
export async function moneyTables(t: TestServer) {
  const db = t.server.deps.db;
  return {
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    ledger: await db.selectFrom('ledger').selectAll().orderBy('seq').execute(),
    withdrawal: await db.selectFrom('withdrawal').selectAll().orderBy('id').execute(),
    registration: await db.selectFrom('registration').selectAll().orderBy('id').execute(),
    payouts: await db.selectFrom('payouts').selectAll().orderBy('id').execute(),
    payout_approvals: await db.selectFrom('payout_approvals').selectAll().orderBy('payout_id').execute(),
    stk_payments: await db.selectFrom('stk_payments').selectAll().orderBy('id').execute(),
  };
}

/** The three ways a Kenyan writes one number: 0712…, 254712… and +254712…. */
export const kenyanForms = (e164: string) => [`0${e164.slice(4)}`, e164.slice(1), e164];

/**
 * A Daraja client's fetch behind which B2C payouts to `msisdn` (2547…) meet a gateway 503 for
 * ever: sent sendLimit times, asked about, then left for a person (payout state 'review').
 */
export const gatewayDownFor =
  (msisdn: string): FetchLike =>
  async (url, init) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as { PartyB?: unknown }) : {};
    if (url.includes('/b2c/') && String(body.PartyB) === msisdn)
      return new Response('<html>503 Service Unavailable</html>', { status: 503 });
    return fetch(url, init);
  };
