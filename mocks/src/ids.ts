// PocketBase-style record ids and per-user token keys from Web Crypto, which both Node and the
// browser (Storybook) provide.
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const RECEIPT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomString(alphabet: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

/** 15 characters of [a-z0-9], like every PocketBase record id. */
export const newId = (): string => randomString(ID_ALPHABET, 15);

/** An M-Pesa receipt (10 capitals and digits, e.g. 'QKC1ABCD2E') for what the simulated M-Pesa paid. */
export const newReceipt = (): string => `Q${randomString(RECEIPT_ALPHABET, 9)}`;

/** Rotated on password change and deletion so earlier tokens stop working (PocketBase's tokenKey). */
export const newTokenKey = (): string => randomString(KEY_ALPHABET, 32);
