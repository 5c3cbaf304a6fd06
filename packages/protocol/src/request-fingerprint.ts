// What makes two requests under one Idempotency-Key "the same request": equal parsed JSON bodies
// once key order, the amount's written form and accepted echoes of server-owned fields no longer
// count. Only differences the server itself ignores are erased, so a body that would be refused
// never matches one that succeeded. A string, not a hash: each side hashes it (or not) as it likes.
import { parseAmountInput } from '@mapato/core';

export interface FingerprintRules {
  /** top-level fields read with core's parseAmountInput: 1000, "1000" and " 1,000 " are one amount */
  amounts?: readonly string[];
  /**
   * Server-owned fields the body reader accepts and then ignores, with the test of the values it
   * accepts (the reader's own `owned` spec). Such an echo is dropped; any other value is kept.
   */
  echoes?: Readonly<Record<string, (value: unknown) => boolean>>;
}

/** The route plus the body as canonical JSON (object keys sorted at every depth). */
export function canonicalRequest(route: string, body: unknown, rules: FingerprintRules = {}): string {
  // The body reader takes "no body" as {}.
  const value = body === undefined || body === null ? {} : body;
  return `${route}\n${canonicalJson(isObject(value) ? normaliseFields(value, rules) : value)}`;
}

function normaliseFields(body: Record<string, unknown>, rules: FingerprintRules): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [name, value] of Object.entries(body)) {
    const echo = rules.echoes && Object.hasOwn(rules.echoes, name) ? rules.echoes[name] : undefined;
    if (echo?.(value)) continue;
    out[name] = rules.amounts?.includes(name) ? canonicalAmount(value) : value;
  }
  return out;
}

/** An amount that does not parse stays as given, so it can never equal one that does. */
function canonicalAmount(value: unknown): unknown {
  if (typeof value !== 'number' && typeof value !== 'string') return value;
  return parseAmountInput(value) ?? value;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  if (isObject(value)) {
    const fields = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`);
    return `{${fields.join(',')}}`;
  }
  // -0 is written "0" like JSON.stringify does; a non-JSON value (only from a caller, never from
  // a parsed body) must not crash the fingerprint.
  return JSON.stringify(value) ?? 'null';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
