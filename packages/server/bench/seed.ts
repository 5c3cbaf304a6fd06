// Seeds the benchmark database straight through Kysely: multi-row INSERTs inside a few large
// transactions. Going through HTTP (one scrypt hash and one round trip per member) would make
// seeding a million rows take longer than the benchmark itself. The funded members' phones are
// proved the way the product proves them (markPhoneVerified, as if each had typed its SMS code), so
// they withdraw to their own number under the payout rule of ADR 035 like any real member.
import { toPbDate } from '@mapato/core';
import type { Kysely } from 'kysely';
import type { Database, LedgerTable, UsersTable, WithdrawalTable } from '../src/db/schema.ts';
import { markPhoneVerified } from '../src/domain/phones/verification.ts';
import { hashPassword } from '../src/tools/password.ts';
import { newId, randomSecret } from '../src/tools/ids.ts';
import { settle, withoutSecondaryIndexes } from './bulk-load.ts';

export interface SeedPlan {
  /** members funded with `fundAmount` each, whose tokens the create scenario rotates through */
  funded: number;
  fundAmount: number;
  /** members who only own withdrawal history, to give the table production-like size */
  historyMembers: number;
  rowsPerHistoryMember: number;
  /** withdrawals owned by the one member whose list is benchmarked */
  readerRows: number;
}

export const DEFAULT_PLAN: SeedPlan = {
  funded: 2_000,
  fundAmount: 70_000,
  historyMembers: 10_000,
  rowsPerHistoryMember: 100,
  readerRows: 300,
};

export interface Member {
  id: string;
  token_key: string;
}

/** A funded member: their proved account phone (+2547…) is the number they withdraw to. */
export interface FundedMember extends Member {
  phone: string;
}

export interface Seeded {
  funded: FundedMember[];
  reader: Member;
  withdrawalRows: number;
  seconds: number;
}

// 500 rows × 25 user columns = 12,500 parameters: well under SQLite's 32,766 and PostgreSQL's 65,535.
const ROWS_PER_INSERT = 500;
// Commit every 100k history rows so neither SQLite's WAL nor one PostgreSQL transaction grows unbounded.
const ROWS_PER_TRANSACTION = 100_000;
const DAY_MS = 24 * 3600 * 1000;

/** Seeds, rebuilds indexes and settles the database; `seconds` covers all of it. */
export async function seed(
  db: Kysely<Database>,
  kind: 'sqlite' | 'postgres',
  plan: SeedPlan = DEFAULT_PLAN,
): Promise<Seeded> {
  const started = performance.now();
  const now = new Date();
  const at = toPbDate(now);
  // One real hash shared by every member: hashing costs ~50 ms each, and nobody signs in here.
  const passwordHash = await hashPassword('bench-password-42');
  const user = (username: string, balance: number, ledgerSeq: number, phone = ''): UsersTable => ({
    id: newId(),
    username,
    username_key: username.toLowerCase(),
    name: '',
    email: '',
    email_key: '',
    email_visibility: 0,
    // Unproved until markPhoneVerified below, as at sign-up.
    verified: 0,
    // A phone number belongs to one account only: each funded member has their own; the others none.
    phone,
    phone_key: phone,
    phone_hold: 0,
    password_hash: passwordHash,
    token_key: randomSecret(50),
    level: 1,
    investment: 0,
    income: 0,
    balance,
    referals: 0,
    tasks_done: 0,
    ledger_seq: ledgerSeq,
    referred_by: '',
    deleted: 0,
    created: at,
    updated: at,
    locale: 'en',
    ussd_pin_hash: '',
    ussd_pin_tries: 0,
    ussd_locked_until: '',
    referral_paid: 0,
    phone_changed: '',
  });

  const funded = range(plan.funded).map((i) => user(`bench_funded_${i}`, plan.fundAmount, 1, benchPhone(i)));
  // Each funding is the member's ledger row 1, so balance = ledger sum and ledger_seq = row count.
  const funding: LedgerTable[] = funded.map((u) => ({
    id: newId(),
    uid: u.id,
    seq: 1,
    kind: 'adjustment',
    amount: plan.fundAmount,
    balance_after: plan.fundAmount,
    ref: 'bench-funding',
    created: at,
  }));
  const reader = user('bench_reader', 0, 0);
  // History members hold balance 0 and no ledger rows: consistent books, and their seeded
  // withdrawals are old history that the ledger check does not look at.
  const history = range(plan.historyMembers).map((i) => user(`bench_history_${i}`, 0, 0));

  await db.transaction().execute(async (trx) => {
    for (const chunk of chunks([...funded, reader, ...history])) await trx.insertInto('users').values(chunk).execute();
    for (const chunk of chunks(funding)) await trx.insertInto('ledger').values(chunk).execute();
    await bookFunding(trx, funding, at);
    for (const u of funded) await markPhoneVerified(trx, u.id, u.phone, now);
  });

  const owners = [
    { uid: reader.id, rows: plan.readerRows },
    ...history.map((h) => ({ uid: h.id, rows: plan.rowsPerHistoryMember })),
  ];
  // Two streams: on PostgreSQL one builds statements in Node while the server runs the other's,
  // keeping both cores busy; SQLite's single connection simply runs them one after the other.
  const streams = [owners.filter((_, i) => i % 2 === 0), owners.filter((_, i) => i % 2 === 1)];
  const counts = await withoutSecondaryIndexes(db, kind, 'withdrawal', () =>
    Promise.all(streams.map((part) => insertHistory(db, historyRows(part, now.getTime())))),
  );
  await settle(db, kind);
  return {
    funded: funded.map(({ id, token_key, phone }) => ({ id, token_key, phone })),
    reader: { id: reader.id, token_key: reader.token_key },
    withdrawalRows: counts.reduce((a, b) => a + b, 0),
    seconds: (performance.now() - started) / 1000,
  };
}

/** Inserts the rows in multi-row INSERTs, committing every ROWS_PER_TRANSACTION rows. */
async function insertHistory(db: Kysely<Database>, rows: Iterator<WithdrawalTable>): Promise<number> {
  let inserted = 0;
  for (let done = false; !done;) {
    await db.transaction().execute(async (trx) => {
      for (let inTrx = 0; inTrx < ROWS_PER_TRANSACTION && !done; inTrx += ROWS_PER_INSERT) {
        const chunk = take(rows, ROWS_PER_INSERT);
        if (chunk.length > 0) await trx.insertInto('withdrawal').values(chunk).execute();
        inserted += chunk.length;
        done = chunk.length < ROWS_PER_INSERT;
      }
    });
  }
  return inserted;
}

// Disbursed withdrawals spread over the past year, ending a day ago so none counts toward
// anyone's daily limit today.
function* historyRows(owners: Array<{ uid: string; rows: number }>, nowMs: number): Generator<WithdrawalTable> {
  for (const { uid, rows } of owners) {
    for (let i = 0; i < rows; i++) {
      const createdMs = nowMs - DAY_MS - Math.floor(Math.random() * 364 * DAY_MS);
      const created = toPbDate(new Date(createdMs));
      const processed = toPbDate(new Date(createdMs + Math.floor(Math.random() * 3600_000)));
      yield {
        id: newId(),
        uid,
        user: uid,
        amount: 1000 + 100 * Math.floor(Math.random() * 691),
        mpesa_number: '254712345678',
        full_name: 'History Member',
        status: 'disbursed',
        processed_at: processed,
        processing: 0,
        declined: 0,
        disbursed: 1,
        receipt: '',
        reason: '',
        review_by: '',
        created,
        updated: processed,
      };
    }
  }
}

function take<T>(source: Iterator<T>, n: number): T[] {
  const out: T[] = [];
  while (out.length < n) {
    const next = source.next();
    if (next.done) break;
    out.push(next.value);
  }
  return out;
}

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) out.push(rows.slice(i, i + ROWS_PER_INSERT));
  return out;
}

// 0711 xxx xxx: an ordinary number to the Daraja simulator, which pays it (its scripted failures
// are the 0700 0xx xxx numbers, src/mpesa-sim/scenarios.ts).
const benchPhone = (i: string) => `+254711${i.padStart(6, '0')}`;

const range = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1).padStart(5, '0'));

/**
 * The same funding in the double-entry books (ADR 073): one transfer per ledger row, the owners'
 * money in the bank credited to the member, so verify-ledger finds the books balanced.
 */
async function bookFunding(trx: Kysely<Database>, funding: LedgerTable[], at: string): Promise<void> {
  const transfers = funding.map((row) => ({ id: row.id, kind: row.kind, ref: row.ref, created: at }));
  const entries = funding.flatMap((row) => [
    { id: `${row.id}a`, transfer: row.id, account: `member:${row.uid}`, amount: -row.amount, created: at },
    { id: `${row.id}b`, transfer: row.id, account: 'bank', amount: row.amount, created: at },
  ]);
  for (const chunk of chunks(transfers)) await trx.insertInto('transfers').values(chunk).execute();
  for (const chunk of chunks(entries)) await trx.insertInto('entries').values(chunk).execute();
  const total = funding.reduce((sum, row) => sum + row.amount, 0);
  await trx
    .updateTable('accounts')
    .set((eb) => ({ balance: eb('balance', '+', total), entries: eb('entries', '+', funding.length), updated: at }))
    .where('id', '=', 'bank')
    .execute();
}
