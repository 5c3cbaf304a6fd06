// Helpers for the client side of paid work (ADR 055, 057): a signed-in client, its projects and
// items, money on its balance (a recorded bank transfer, so the books stay provable), and pictures.
import sharp from 'sharp';
import { createClient } from '../../src/domain/clients/accounts.ts';
import { recordDeposit } from '../../src/domain/clients/deposits.ts';
import type { TestServer } from './test-server.ts';

export interface Client {
  id: string;
  email: string;
  token: string;
  /** as this client (its session token, or `auth` instead); never throws on a status */
  call(
    path: string,
    init?: { method?: string; json?: unknown; auth?: string },
  ): Promise<{ status: number; body: any; headers: Headers }>;
}

let clients = 0;
export const CLIENT_PASSWORD = 'client-secret-1';

/** A client made as the CLI makes one, signed in with its password. */
export async function signedInClient(t: TestServer, phone = '0711000111'): Promise<Client> {
  const email = `client${process.pid}x${++clients}@mapato.test`;
  const { client } = await createClient(
    t.server.deps,
    { email, password: CLIENT_PASSWORD, name: `Lugha Data ${clients}`, phone },
    'test',
  );
  const signIn = await t.http('/api/collections/clients/auth-with-password', {
    method: 'POST',
    json: { identity: email, password: CLIENT_PASSWORD },
  });
  if (signIn.status !== 200) throw new Error(`client sign-in: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  const token = signIn.body.token as string;
  return {
    id: client.id,
    email,
    token,
    call: (path, init = {}) =>
      t.http(path, {
        method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
        json: init.json,
        token: init.auth ?? token,
      }),
  };
}

/** Money on the client's balance as an operator records a bank transfer (under the four-eyes limit). */
export async function creditClient(t: TestServer, clientId: string, amount: number): Promise<void> {
  await recordDeposit(t.server.deps, 'test-admin', clientId, {
    amount,
    reference: `BANK${process.pid}${Math.random().toString(36).slice(2, 10)}`,
  });
}

export const PROJECT = {
  title: 'Check Kiswahili translations',
  instructions: 'Is the English a faithful translation of the **Kiswahili**?',
  kind: 'choice',
  options: ['yes', 'no'],
  pay: 3,
  overlap: 2,
  min_level: 1,
  language: 'sw',
} as const;

/** A draft project with `items` text items; returns its id. */
export async function draftProject(c: Client, items = 0, body: Record<string, unknown> = {}): Promise<string> {
  const res = await c.call('/api/client/projects', { json: { ...PROJECT, ...body } });
  if (res.status !== 200) throw new Error(`project: ${res.status} ${JSON.stringify(res.body)}`);
  if (items > 0) {
    const list = Array.from({ length: items }, (_, i) => ({ ref: `r${i + 1}`, text: `Habari ya asubuhi ${i + 1}` }));
    const added = await c.call(`/api/client/projects/${res.body.id}/items`, { json: { items: list } });
    if (added.status !== 200) throw new Error(`items: ${added.status} ${JSON.stringify(added.body)}`);
  }
  return res.body.id as string;
}

/** A real PNG of `side` pixels square, as base64. */
export async function pngBase64(side = 32): Promise<string> {
  const png = await sharp({ create: { width: side, height: side, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
  return png.toString('base64');
}

/** The project's money columns, straight from the table. */
export const projectMoney = (t: TestServer, id: string) =>
  t.server.deps.db
    .selectFrom('projects')
    .select(['status', 'funded_pay', 'fee', 'reserve', 'held', 'spent', 'released'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
    .then((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'status' ? v : Number(v)])));

export const clientLedgerRows = (t: TestServer, clientId: string) =>
  t.server.deps.db
    .selectFrom('client_ledger')
    .select(['seq', 'kind', 'amount', 'balance_after', 'ref'])
    .where('client_id', '=', clientId)
    .orderBy('seq')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, amount: Number(r.amount), balance_after: Number(r.balance_after) })));
