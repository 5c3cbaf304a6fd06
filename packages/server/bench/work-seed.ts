// Seeds `pnpm bench:work`'s database straight through Kysely, as the API benchmark's seed does:
// members at the top level (whose daily limit is above what one run asks of them), one client
// whose deposit funds one live project, and its items. The money is booked the way funding books
// it (fundFromBalance, as a client's own funding does), so verify-ledger must pass afterwards.
import { quoteFor, toPbDate } from '@mapato/core';
import type { Kysely } from 'kysely';
import type { Database, UsersTable, WorkItemsTable } from '../src/db/schema.ts';
import { creditSeedTransfer } from '../src/domain/clients/deposits.ts';
import { workFeePercent } from '../src/domain/clients/fee.ts';
import { fundFromBalance } from '../src/domain/clients/funding.ts';
import { hashPassword } from '../src/tools/password.ts';
import { newId, randomSecret } from '../src/tools/ids.ts';
import { settle } from './bulk-load.ts';

export interface WorkPlan {
  members: number;
  items: number;
}

export interface WorkSeeded {
  members: Array<{ id: string; token_key: string }>;
  projectId: string;
  options: string[];
  seconds: number;
}

const ROWS_PER_INSERT = 500;
const PAY = 1;
const OPTIONS = ['Positive', 'Negative', 'Neutral'];

export async function seedWork(db: Kysely<Database>, kind: 'sqlite' | 'postgres', plan: WorkPlan): Promise<WorkSeeded> {
  const started = performance.now();
  const now = new Date();
  const at = toPbDate(now);
  const passwordHash = await hashPassword('bench-password-42');
  const members = Array.from({ length: plan.members }, (_, i) => member(`bench_worker_${i + 1}`, passwordHash, at));
  const projectId = newId();
  const clientId = newId();
  // What the project will cost, by the quote every client gets.
  const { total } = quoteFor({ items: plan.items, overlap: 1, pay: PAY }, 0, workFeePercent());
  await db.transaction().execute(async (trx) => {
    for (const chunk of chunks(members)) await trx.insertInto('users').values(chunk).execute();
    await trx
      .insertInto('clients')
      .values({
        id: clientId,
        email: 'bench-client@mapato.test',
        email_key: 'bench-client@mapato.test',
        password_hash: passwordHash,
        token_key: randomSecret(50),
        name: 'Bench Client',
        msisdn: '254722000100',
        balance: 0,
        ledger_seq: 0,
        locale: 'en',
        created: at,
        updated: at,
      })
      .execute();
    // Money in as a bank transfer (verify-ledger traces it); the project is funded from it below.
    await creditSeedTransfer(trx, { clientId, amount: total, reference: 'BENCH-BANK', actor: 'bench' }, now);
    await trx
      .insertInto('projects')
      .values({
        id: projectId,
        client_id: clientId,
        title: 'How does this message feel?',
        instructions: 'Choose the feeling of the message.',
        kind: 'choice',
        options: JSON.stringify(OPTIONS),
        pay: PAY,
        overlap: 1,
        min_level: 1,
        language: 'en',
        // No minimum time: the benchmark answers as fast as the server lets it.
        min_seconds: 0,
        min_accuracy: 70,
        status: 'draft',
        funded_pay: 0,
        fee: 0,
        reserve: 0,
        held: 0,
        spent: 0,
        released: 0,
        items: plan.items,
        created: at,
        updated: at,
      })
      .execute();
    for (let first = 0; first < plan.items; first += ROWS_PER_INSERT) {
      const rows: WorkItemsTable[] = [];
      for (let i = first; i < Math.min(plan.items, first + ROWS_PER_INSERT); i++) {
        rows.push({
          id: newId(),
          project_id: projectId,
          ref: `m${i + 1}`,
          text: `Message number ${i + 1}: the matatu was on time today`,
          image: '',
          gold: '',
          needed: 1,
          answers: 0,
          leased: 0,
          status: 'open',
          accepted_answer: '',
          confidence: '',
          position: i + 1,
          created: at,
        });
      }
      await trx.insertInto('work_items').values(rows).execute();
    }
    if (!(await fundFromBalance(trx, clientId, projectId, 'bench', now)))
      throw new Error('bench: the project was not funded');
  });
  await settle(db, kind);
  return {
    members: members.map(({ id, token_key }) => ({ id, token_key })),
    projectId,
    options: OPTIONS,
    seconds: (performance.now() - started) / 1000,
  };
}

function member(username: string, passwordHash: string, at: string): UsersTable {
  return {
    id: newId(),
    username,
    username_key: username.toLowerCase(),
    name: '',
    email: '',
    email_key: '',
    email_visibility: 0,
    verified: 1,
    phone: '',
    phone_key: '',
    phone_hold: 0,
    password_hash: passwordHash,
    token_key: randomSecret(50),
    // The top level: 500 answers a day, above what any one member gives in a run.
    level: 10,
    investment: 0,
    income: 0,
    balance: 0,
    referals: 0,
    tasks_done: 0,
    ledger_seq: 0,
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
  };
}

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) out.push(rows.slice(i, i + ROWS_PER_INSERT));
  return out;
}
