// HS256 JSON Web Tokens as PocketBase issues them (protocol §5), with node:crypto only.
import { createHmac, timingSafeEqual } from 'node:crypto';

type Claims = Record<string, unknown>;

const HEADER = encodePart('{"alg":"HS256","typ":"JWT"}');
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The SDK decodes the payload with plain `atob`, which rejects base64url's `-` and `_`.
 * Those only come from non-ASCII bytes and from `>`, `?`, `~` and DEL, so writing all of
 * them as JSON \u escapes keeps the payload both valid JSON and valid standard base64.
 */
function sdkSafeJson(payload: Claims): string {
  return JSON.stringify(payload).replace(
    /[>?~\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function encodePart(json: string): string {
  return Buffer.from(json, 'utf8').toString('base64url');
}

function sign(input: string, key: string): string {
  return createHmac('sha256', key).update(input).digest('base64url');
}

function decodeJsonObject(part: string): Claims | null {
  if (!BASE64URL.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Claims) : null;
  } catch {
    return null;
  }
}

/** Signs `payload` with HS256. An empty key would make every token forgeable, so it throws. */
export function signToken(payload: Claims, key: string): string {
  if (key === '') throw new Error('refusing to sign a token with an empty key');
  const body = `${HEADER}.${encodePart(sdkSafeJson(payload))}`;
  return `${body}.${sign(body, key)}`;
}

/** Returns the claims of a valid, unexpired HS256 token signed with `key`; otherwise null. */
export function verifyToken(token: string, key: string, nowSeconds: number): Claims | null {
  if (typeof token !== 'string' || key === '') return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  // Pinning the algorithm rules out "alg":"none" and algorithm-confusion tokens.
  if (decodeJsonObject(header)?.alg !== 'HS256') return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, key));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = decodeJsonObject(payload);
  if (claims === null) return null;
  // Every token we issue expires: one without a finite exp would be valid forever.
  if (!(typeof claims.exp === 'number' && Number.isFinite(claims.exp) && claims.exp > nowSeconds)) return null;
  return claims;
}

/** Reads the claims without checking anything, to learn which key to verify with. */
export function decodeTokenUnverified(token: string): Claims | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  return parts.length === 3 ? decodeJsonObject(parts[1] as string) : null;
}

/** The SDK sends the bare token; other HTTP clients often add a "Bearer " scheme. */
export function tokenFromHeader(h: string | undefined): string {
  return (h ?? '').trim().replace(/^bearer\s+/i, '');
}
