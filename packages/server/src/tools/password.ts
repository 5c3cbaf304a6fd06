// Password hashing with scrypt from node:crypto. Always the callback form: scryptSync would
// stall every other request for the ~0.3 s a hash takes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * One of the OWASP Password Storage Cheat Sheet's equal-strength scrypt lines (N=2^17 r=8 p=1,
 * N=2^16 p=2, N=2^15 p=3, …): 32 MiB a hash instead of 128, so four sign-ins at once (libuv's
 * threads) need 128 MiB, not half a gigabyte (ADR 040 has the measured costs).
 */
export const PASSWORD_SCRYPT: ScryptParams = Object.freeze({ N: 2 ** 15, r: 8, p: 3 });

// The test suite signs up thousands of members: at the real cost it would spend most of its time
// hashing. Only under Vitest (which sets VITEST, and the servers it spawns inherit it), so no
// deployment can be talked into weak hashes by one variable.
const TEST_SCRYPT: ScryptParams = Object.freeze({ N: 2 ** 10, r: 8, p: 1 });

export function scryptParamsFor(env: Readonly<Record<string, string | undefined>>): ScryptParams {
  return env.MAPATO_SCRYPT_COST === 'test' && env.VITEST ? TEST_SCRYPT : PASSWORD_SCRYPT;
}

const CURRENT = scryptParamsFor(process.env);
const SALT_BYTES = 16;
const KEY_BYTES = 32;

// Stored hashes are ours, but a corrupted row must not be able to demand gigabytes or minutes.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(pw: string, salt: Buffer, keyLength: number, { N, r, p }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default 32 MiB ceiling is too tight for larger N.
  const maxmem = 256 * N * r + 16 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(pw.normalize('NFC'), salt, keyLength, { N, r, p, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes to a self-describing `scrypt$N$r$p$saltB64$hashB64` string (the parameters travel with it). */
export async function hashPassword(pw: string, params: ScryptParams = CURRENT): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(pw, salt, KEY_BYTES, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

let dummy: Promise<string> | undefined;
/**
 * A real hash, at today's cost, of a random password nobody knows. Verifying against it when a
 * username does not exist costs the same as a real check, so response time doesn't reveal which exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(32).toString('base64'));
  return dummy;
}

type Parsed = ScryptParams & { salt: Buffer; hash: Buffer };

const INT = /^[1-9]\d{0,9}$/;
const B64 = /^[A-Za-z0-9+/]+={0,2}$/;

function parseStored(stored: string): Parsed | null {
  const parts = typeof stored === 'string' ? stored.split('$') : [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, ns, rs, ps, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  if (![ns, rs, ps].every((x) => INT.test(x)) || !B64.test(saltB64) || !B64.test(hashB64)) return null;
  const N = Number(ns);
  const r = Number(rs);
  const p = Number(ps);
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || r > MAX_R || p > MAX_P) return null;
  const salt = Buffer.from(saltB64, 'base64');
  const hash = Buffer.from(hashB64, 'base64');
  if (salt.length < 8 || hash.length < 16) return null;
  return { N, r, p, salt, hash };
}

/** True only if `pw` matches; a malformed stored value is simply a mismatch. */
export async function verifyPassword(pw: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (parsed === null || typeof pw !== 'string') return false;
  try {
    const candidate = await derive(pw, parsed.salt, parsed.hash.length, parsed);
    return timingSafeEqual(candidate, parsed.hash);
  } catch {
    return false;
  }
}

/**
 * True when a (valid) stored hash was made with other parameters than today's: hash the password
 * again once it has been proved right, at the next sign-in.
 */
export function needsRehash(stored: string, params: ScryptParams = CURRENT): boolean {
  const parsed = parseStored(stored);
  if (parsed === null) return false;
  return parsed.N !== params.N || parsed.r !== params.r || parsed.p !== params.p || parsed.hash.length !== KEY_BYTES;
}
