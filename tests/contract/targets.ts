// The two things the contract test talks to (the real server and the mocks), how one scenario
// is sent to either, and how two answers are compared: status, JSON shape (keys and JSON types,
// recursively; a list by its first item) and, for errors, the field names, codes and messages (the
// words a member actually reads).
import { DEMO_ACCOUNTS } from '@mapato/mocks';

/** Response bodies are read loosely: what the test compares is their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Body = any;

/** the demo members, the mocks' admins (ops, ops2: admin; help: support), the demo client (by its
 * token, and by an API key it made), the client the admins' scenarios create, and nobody */
export type Who =
  'amina' | 'brian' | 'wanjiku' | 'ops' | 'ops2' | 'help' | 'client' | 'clientKey' | 'contractClient' | 'guest';
export type Member = 'amina' | 'brian' | 'wanjiku';

export const account = (who: Member) => DEMO_ACCOUNTS.find((a) => a.username === who)!;

export interface Target {
  name: 'server' | 'mocks';
  base: string;
  tokens: Partial<Record<Who, string>>;
  /** ids learnt along the way ('brian', 'brian.withdrawal', …): they differ between targets */
  ids: Record<string, string>;
}

type PerTarget<T> = T | ((t: Target) => T);

export interface Scenario {
  name: string;
  as: Who;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: PerTarget<string>;
  body?: PerTarget<unknown>;
  /** sent as-is with a JSON content type (an empty body, malformed JSON) */
  raw?: string;
  headers?: Record<string, string>;
  /** the status both must answer, so a scenario cannot pass by both failing the same wrong way */
  status: number;
  /** a demo rule of docs/product.md#demo-accounts answers here by design: compare status and shape, not the message */
  demo?: true;
  /** what of the body has its shape compared (default all): the sample worlds differ in what lists hold */
  shaped?: (body: Body) => unknown;
  /** values that must also be equal (seeded demo data, money moved); ids, dates and tokens never are */
  same?: (body: Body) => unknown;
  /** remembers a token or an id for later scenarios */
  save?: (t: Target, body: Body) => void;
}

export interface Reply {
  status: number;
  body: Body;
  /** where the request went */
  url: string;
}

const resolve = <T>(value: PerTarget<T>, t: Target): T =>
  typeof value === 'function' ? (value as (t: Target) => T)(t) : value;

export async function send(t: Target, s: Scenario): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...s.headers };
  const token = s.as === 'guest' ? undefined : t.tokens[s.as];
  if (token) headers.authorization = token;
  const body = s.body === undefined ? undefined : JSON.stringify(resolve(s.body, t));
  const url = t.base + resolve(s.path, t);
  const res = await fetch(url, { method: s.method ?? 'GET', headers, body: s.raw ?? body });
  const text = await res.text();
  return { status: res.status, body: text === '' ? null : JSON.parse(text), url };
}

/** Keys and JSON types, recursively; an array by the shape of its first element. */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])];
  if (value === null) return 'null';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries.map(([k, v]) => [k, shapeOf(v)]));
  }
  return typeof value;
}

/** An error body's per-field errors: {field: 'code: message'}. */
export function fieldErrors(body: Body): Record<string, string> {
  const data = (body?.data ?? {}) as Record<string, { code?: string; message?: string }>;
  return Object.fromEntries(Object.entries(data).map(([field, e]) => [field, `${e.code}: ${e.message}`]));
}

/** What must be equal between the two answers to one scenario. */
export function comparable(s: Scenario, reply: Reply) {
  const isError = reply.status >= 400;
  return {
    status: reply.status,
    shape: shapeOf(s.shaped && reply.status < 400 ? s.shaped(reply.body) : reply.body),
    fields: isError ? fieldErrors(reply.body) : undefined,
    message: isError && !s.demo ? reply.body?.message : undefined,
    same: s.same && reply.status < 400 ? s.same(reply.body) : undefined,
  };
}
