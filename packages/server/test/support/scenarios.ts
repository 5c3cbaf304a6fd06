// API scenario tables (docs/style.md#tests-beside-code): each row is one request by one kind of caller against a fresh
// member, with the expected status, body fragments that must / must not appear, and the
// expected effect on that member's ledger and balance.
import { expect } from 'vitest';
import { grant, signInAdmin, signUpMember, type Member, type TestServer } from './test-server.ts';

export type Caller = 'guest' | 'member' | 'other' | 'operator';

export interface ScenarioContext {
  member: Member;
  other: Member;
  /** a record id of the member's, when the scenario's setup made one */
  ids: Record<string, string>;
}

export interface Scenario {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string | ((c: ScenarioContext) => string);
  body?: ((c: ScenarioContext) => unknown) | object | string | number | boolean | null;
  /** raw body text, sent as-is with a JSON content type (for malformed JSON) */
  rawBody?: string;
  headers?: Record<string, string>;
  as?: Caller;
  /** shillings granted to the member before the request */
  balance?: number;
  setup?: (t: TestServer, c: ScenarioContext) => Promise<void>;
  status: number;
  /** a partial of the JSON body (toMatchObject) */
  contains?: unknown;
  /** substrings that must not appear in the raw response */
  mustNotContain?: string[];
  /** how many ledger rows the request adds for the member (default 0 for errors) */
  ledgerRows?: number;
  /** the member's balance afterwards */
  balanceAfter?: number;
}

export async function runScenario(t: TestServer, s: Scenario): Promise<void> {
  const member = await signUpMember(t);
  const other = await signUpMember(t);
  const c: ScenarioContext = { member, other, ids: {} };
  if (s.balance) await grant(t, member.id, s.balance);
  if (s.setup) await s.setup(t, c);
  const before = await ledgerState(t, member.id);

  const headers: Record<string, string> = { ...s.headers };
  const as = s.as ?? 'member';
  if (as === 'member') headers.authorization = member.token;
  if (as === 'other') headers.authorization = other.token;
  if (as === 'operator') headers.authorization = (await signInAdmin(t)).authStore.token;
  const body = typeof s.body === 'function' ? (s.body as (c: ScenarioContext) => unknown)(c) : s.body;
  const url = typeof s.url === 'function' ? s.url(c) : s.url;
  const res = await fetch(t.url + url, {
    method: s.method,
    headers: { 'content-type': 'application/json', ...headers },
    body: s.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await res.text();
  const json = text ? (JSON.parse(text) as unknown) : null;

  expect(res.status, `${s.name}: status (body ${text.slice(0, 300)})`).toBe(s.status);
  if (res.status >= 400) {
    expect(json, `${s.name}: error shape`).toEqual({
      status: res.status,
      message: expect.any(String),
      data: expect.any(Object),
    });
  }
  if (s.contains !== undefined) expect(json, s.name).toMatchObject(s.contains as object);
  for (const bad of s.mustNotContain ?? []) expect(text, `${s.name}: must not contain ${bad}`).not.toContain(bad);

  const after = await ledgerState(t, member.id);
  expect(after.rows - before.rows, `${s.name}: ledger rows added`).toBe(s.ledgerRows ?? 0);
  expect(after.balance, `${s.name}: balance equals ledger sum`).toBe(after.ledgerSum);
  if (s.balanceAfter !== undefined) expect(after.balance, `${s.name}: balance after`).toBe(s.balanceAfter);
}

export async function ledgerState(t: TestServer, uid: string) {
  const db = t.server.deps.db;
  const user = await db.selectFrom('users').select('balance').where('id', '=', uid).executeTakeFirstOrThrow();
  const sum = await db
    .selectFrom('ledger')
    .select((eb) => [
      eb.fn.countAll<number>().as('rows'),
      eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'),
    ])
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return { balance: Number(user.balance), rows: Number(sum.rows), ledgerSum: Number(sum.total) };
}
