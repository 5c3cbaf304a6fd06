import { randomInt } from 'node:crypto';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// randomInt draws without modulo bias, so every character is equally likely.
function randomString(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** A PocketBase-style record id: 15 characters of [a-z0-9]. */
export function newId(): string {
  return randomString(ID_ALPHABET, 15);
}

/** An alphanumeric secret (token keys, signing secrets); 50 chars ≈ 297 bits. */
export function randomSecret(len = 50): string {
  if (!Number.isInteger(len) || len < 1) throw new RangeError('secret length must be a positive integer');
  return randomString(SECRET_ALPHABET, len);
}
