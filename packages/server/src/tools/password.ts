// Password hashing with scrypt from node:crypto. Always the callback form: scryptSync would
// stall every other request for the ~50 ms a hash takes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

// Stored hashes are ours, but a corrupted row must not be able to demand gigabytes or minutes.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/**
 * A real hash of a random password nobody knows. Verifying against it when a username does
 * not exist costs the same as a real check, so response time doesn't reveal which exist.
 */
export const DUMMY_PASSWORD_HASH =
  'scrypt$16384$8$1$BBPVwajnv5bW1m7TdHlpww==$Wa1kjf+7xKT5arNLeExkOTU6d6TSDV4oAMqhMOuG8Zk=';

function derive(pw: string, salt: Buffer, keyLength: number, opts: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default 32 MiB ceiling is too tight for larger N.
  const maxmem = 256 * (opts.N ?? N) * (opts.r ?? R) + 16 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(pw.normalize('NFC'), salt, keyLength, { ...opts, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes to a self-describing `scrypt$N$r$p$saltB64$hashB64` string. */
export async function hashPassword(pw: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(pw, salt, KEY_BYTES, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

type Parsed = { n: number; r: number; p: number; salt: Buffer; hash: Buffer };

const INT = /^[1-9]\d{0,9}$/;
const B64 = /^[A-Za-z0-9+/]+={0,2}$/;

function parseStored(stored: string): Parsed | null {
  const parts = typeof stored === 'string' ? stored.split('$') : [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, ns, rs, ps, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  if (![ns, rs, ps].every((x) => INT.test(x)) || !B64.test(saltB64) || !B64.test(hashB64)) return null;
  const n = Number(ns);
  const r = Number(rs);
  const p = Number(ps);
  const powerOfTwo = n > 1 && (n & (n - 1)) === 0;
  if (!powerOfTwo || n > MAX_N || r > MAX_R || p > MAX_P) return null;
  const salt = Buffer.from(saltB64, 'base64');
  const hash = Buffer.from(hashB64, 'base64');
  if (salt.length < 8 || hash.length < 16) return null;
  return { n, r, p, salt, hash };
}

/** True only if `pw` matches; a malformed stored value is simply a mismatch. */
export async function verifyPassword(pw: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (parsed === null || typeof pw !== 'string') return false;
  try {
    const { n, r, p, salt, hash } = parsed;
    const candidate = await derive(pw, salt, hash.length, { N: n, r, p });
    return timingSafeEqual(candidate, hash);
  } catch {
    return false;
  }
}
