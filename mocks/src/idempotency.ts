// `Idempotency-Key` like the server's (domain/idempotency.ts): the first success is stored per
// member and key, a retry of the same request gets it back — before any check, since the first
// success may have spent the balance a check would look at — the same key with another body is
// refused, and failures are not stored. `op` must therefore do all of the request's validation.
import { parseAmountInput } from '@mapato/core';
import { badRequest } from './errors.ts';
import type { MockStore } from './types.ts';

const MAX_KEY_LENGTH = 255;

/** What of a body does not make it another request (the server's domain/request-fingerprint.ts). */
export interface FingerprintRules {
  /** fields read with parseAmountInput: 1000, "1000" and " 1,000 " are one amount */
  amounts?: readonly string[];
  /** server-owned fields the body reader accepts and ignores, with the values it accepts */
  echoes?: Readonly<Record<string, (value: unknown) => boolean>>;
}

export function runIdempotent<T>(
  store: MockStore,
  scope: { uid: string; key: string | null; route: string; body: unknown; rules?: FingerprintRules },
  op: () => T,
): T {
  const { key } = scope;
  if (key === null) return op();
  if (key === '' || key.length > MAX_KEY_LENGTH) {
    throw badRequest('Invalid Idempotency-Key header.', {
      'Idempotency-Key': { code: 'validation_invalid_value', message: `Use 1 to ${MAX_KEY_LENGTH} characters.` },
    });
  }
  const fingerprint = canonicalRequest(scope.route, scope.body, scope.rules);
  const slot = `${scope.uid}\n${key}`;
  const stored = store.idempotency.get(slot);
  if (stored) {
    if (stored.fingerprint !== fingerprint) {
      throw badRequest('This Idempotency-Key was already used for a different request.');
    }
    return structuredClone(stored.body) as T;
  }
  const body = op();
  store.idempotency.set(slot, { fingerprint, body: structuredClone(body) });
  return body;
}

// A copy of the server's canonicalisation until both take it from a shared protocol package:
// keys sorted at every depth, amounts parsed, accepted echoes dropped, no body read as {}.
export function canonicalRequest(route: string, body: unknown, rules: FingerprintRules = {}): string {
  let value = body ?? {};
  if (isObject(value)) {
    const fields: Record<string, unknown> = Object.create(null);
    for (const [name, v] of Object.entries(value)) {
      const echo = rules.echoes && Object.hasOwn(rules.echoes, name) ? rules.echoes[name] : undefined;
      if (echo?.(v)) continue;
      fields[name] = rules.amounts?.includes(name) ? canonicalAmount(v) : v;
    }
    value = fields;
  }
  return `${route}\n${canonicalJson(value)}`;
}

/** An amount that does not parse stays as given, so it can never equal one that does. */
function canonicalAmount(v: unknown): unknown {
  return typeof v === 'number' || typeof v === 'string' ? (parseAmountInput(v) ?? v) : v;
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
  return JSON.stringify(value) ?? 'null';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
