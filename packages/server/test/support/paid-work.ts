// Paid work in tests: a client with a funded live project and its items, written straight into
// the tables the way the client's own routes will (the client deposits, the project is funded from
// the client's balance, items get their slots), so the books are right from the start and
// verify-ledger holds; members at a level and language; the member routes; and a clock the test moves.
import { WORK_API, normalisePhone, toPbDate, usernameKey, workFee } from '@mapato/core';
import type { UsersTable } from '../../src/db/schema.ts';
import type { Server } from '../../src/app.ts';
import { changeClientBalance } from '../../src/domain/clients/client-ledger.ts';
import { creditSeedTransfer } from '../../src/domain/clients/deposits.ts';
import { workFeePercent } from '../../src/domain/clients/fee.ts';
import { signUp } from '../../src/domain/members/sign-up.ts';
import { issueToken } from '../../src/domain/security/tokens.ts';
import { newId } from '../../src/tools/ids.ts';
import { projectAccount } from '../../src/domain/books/accounts.ts';
import { uniquePhone, uniqueUsername, type TestServer } from './test-server.ts';

/** A clock for the server's `now` option that only moves when the test moves it. */
export function testClock(start = new Date()) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    tick(ms: number) {
      at += ms;
    },
  };
}

export interface ProjectSpec {
  kind?: 'choice' | 'labels' | 'text';
  options?: string[];
  pay?: number;
  overlap?: number;
  min_level?: number;
  language?: 'en' | 'sw';
  min_seconds?: number;
  min_accuracy?: number;
  /** item texts; `gold` marks a control item with its known answer */
  items: { text: string; gold?: string; image?: { type: string; bytes: Buffer } }[];
  /** pay funded beyond items × overlap × pay (what tie-breaking answers are paid from) */
  extra?: number;
}

export interface TestProject {
  id: string;
  clientId: string;
  items: string[];
  funded: number;
}

let clients = 0;

export async function fundedProject(server: Server, spec: ProjectSpec): Promise<TestProject> {
  const { db } = server.deps;
  const now = server.deps.now();
  const at = toPbDate(now);
  const pay = spec.pay ?? 5;
  const overlap = spec.overlap ?? 3;
  const funded = spec.items.length * overlap * pay + (spec.extra ?? 0);
  // The server's fee rule at the server's percentage, on everything funded (extra included).
  const fee = workFee(funded, workFeePercent());
  const clientId = newId();
  const projectId = newId();
  const items: string[] = [];
  await db.transaction().execute(async (trx) => {
    clients++;
    await trx
      .insertInto('clients')
      .values({
        id: clientId,
        email: `client${clients}-${process.pid}@mapato.test`,
        email_key: `client${clients}-${process.pid}@mapato.test`,
        password_hash: 'x',
        token_key: newId(),
        name: 'Test Client Ltd',
        msisdn: '254700000000',
        balance: 0,
        ledger_seq: 0,
        locale: 'en',
        created: at,
        updated: at,
      })
      .execute();
    // Money in as a bank transfer, so verify-ledger traces the deposit to it.
    await creditSeedTransfer(
      trx,
      { clientId, amount: funded + fee, reference: `TEST-BANK-${projectId}`, actor: 'test' },
      now,
    );
    await trx
      .insertInto('projects')
      .values({
        id: projectId,
        client_id: clientId,
        title: `Project ${clients}`,
        instructions: 'Read the sentence and choose.',
        kind: spec.kind ?? 'choice',
        options: JSON.stringify(spec.options ?? (spec.kind === 'text' ? [] : ['yes', 'no'])),
        pay,
        overlap,
        min_level: spec.min_level ?? 1,
        language: spec.language ?? 'en',
        min_seconds: spec.min_seconds ?? 2,
        min_accuracy: spec.min_accuracy ?? 70,
        status: 'live',
        funded_pay: funded,
        fee,
        reserve: funded,
        held: 0,
        spent: 0,
        released: 0,
        items: spec.items.length,
        created: at,
        updated: at,
      })
      .execute();
    await changeClientBalance(trx, {
      clientId,
      amount: -(funded + fee),
      kind: 'project_funding',
      ref: projectId,
      now,
      counter: [
        { account: projectAccount(projectId), amount: funded },
        { account: 'revenue_fees', amount: fee },
      ],
    });
    for (const [position, item] of spec.items.entries()) {
      const id = newId();
      let image = '';
      if (item.image) {
        image = newId();
        await trx
          .insertInto('work_images')
          .values({
            id: image,
            project_id: projectId,
            type: item.image.type,
            data: item.image.bytes.toString('base64'),
            created: at,
          })
          .execute();
      }
      await trx
        .insertInto('work_items')
        .values({
          id,
          project_id: projectId,
          ref: `ref-${position}`,
          text: item.text,
          image,
          gold: item.gold ?? '',
          needed: overlap,
          answers: 0,
          leased: 0,
          status: 'open',
          accepted_answer: '',
          confidence: '',
          position,
          created: at,
        })
        .execute();
      items.push(id);
    }
  });
  return { id: projectId, clientId, items, funded };
}

export interface Worker {
  id: string;
  token: string;
}

/**
 * Members at `level`, in `locale`: one signed up by the domain, the rest copies of its row with
 * their own id, name, phone and token key and an empty balance (no ledger rows to agree with), so
 * hundreds cost one password hash.
 */
export async function workers(
  server: Server,
  n: number,
  {
    level = 1,
    locale = 'en',
    invitedBy = '',
  }: { level?: number; locale?: 'en' | 'sw'; /** a referrer's username */ invitedBy?: string } = {},
): Promise<Worker[]> {
  const password = 'correct-horse-42';
  const first = await signUp(
    server.deps,
    {
      username: uniqueUsername('worker'),
      phone: uniquePhone(),
      password,
      passwordConfirm: password,
      invitationCode: invitedBy,
      name: '',
      email: '',
      emailVisibility: false,
    },
    locale,
  );
  await server.deps.db.updateTable('users').set({ level, locale }).where('id', '=', first.id).execute();
  const rows: UsersTable[] = [{ ...first, level, locale }];
  for (let i = 1; i < n; i++) {
    const username = uniqueUsername('worker');
    const phone = normalisePhone(uniquePhone())!;
    rows.push({
      ...rows[0]!,
      id: newId(),
      username,
      username_key: usernameKey(username),
      phone,
      phone_key: phone,
      token_key: newId(),
      balance: 0,
      income: 0,
      tasks_done: 0,
      ledger_seq: 0,
    });
  }
  if (rows.length > 1) await server.deps.db.insertInto('users').values(rows.slice(1)).execute();
  return rows.map((u) => ({ id: u.id, token: issueToken(server.deps, 'users', u) }));
}

/** The member routes, as the Task Area calls them. */
export function workApi(t: TestServer) {
  return {
    next: (w: Worker, project?: string) =>
      t.http(`${WORK_API}/next${project ? `?project=${project}` : ''}`, {
        token: w.token,
        headers: { 'accept-language': 'en' },
      }),
    answer: (w: Worker, id: string, answer: unknown, headers: Record<string, string> = {}) =>
      t.http(`${WORK_API}/assignments/${id}/answer`, {
        method: 'POST',
        token: w.token,
        json: { answer },
        headers: { 'accept-language': 'en', ...headers },
      }),
    skip: (w: Worker, id: string) =>
      t.http(`${WORK_API}/assignments/${id}/skip`, {
        method: 'POST',
        token: w.token,
        headers: { 'accept-language': 'en' },
      }),
    history: (w: Worker) => t.http(`${WORK_API}/history`, { token: w.token, headers: { 'accept-language': 'en' } }),
    projects: (w: Worker) => t.http(`${WORK_API}/projects`, { token: w.token, headers: { 'accept-language': 'en' } }),
  };
}

/** The project's money columns and its assignments by status. */
export async function projectState(server: Server, projectId: string) {
  const { db } = server.deps;
  const p = await db
    .selectFrom('projects')
    .select(['reserve', 'held', 'spent', 'released', 'funded_pay'])
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  const rows = await db.selectFrom('assignments').select('status').where('project_id', '=', projectId).execute();
  const statuses: Record<string, number> = {};
  for (const r of rows) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    reserve: Number(p.reserve),
    held: Number(p.held),
    spent: Number(p.spent),
    released: Number(p.released),
    funded: Number(p.funded_pay),
    statuses,
  };
}

export async function balanceOf(server: Server, uid: string): Promise<number> {
  const u = await server.deps.db.selectFrom('users').select('balance').where('id', '=', uid).executeTakeFirstOrThrow();
  return Number(u.balance);
}
