// Where Daraja posts its results: one path per kind under a secret token (reference §8). Daraja
// refuses URLs containing certain words, so neither our paths nor a token may contain them.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

export const CALLBACK_PATH_PREFIX = '/api/payments/daraja';

/** The path segment per callback kind; the URL is `{base}{prefix}/{kind}/{token}`. */
export const CALLBACK_KINDS = [
  'stk',
  'b2c-result',
  'b2c-timeout',
  'status-result',
  'status-timeout',
  'balance-result',
  'balance-timeout',
] as const;
export type CallbackKind = (typeof CALLBACK_KINDS)[number];

const FORBIDDEN_WORDS = ['m-pesa', 'mpesa', 'safaricom', 'exec', 'exe', 'cmd', 'sql', 'query'];

/** The first word Daraja forbids in callback URLs that `url` contains (any case), if any. */
export function forbiddenUrlWord(url: string): string | null {
  const lower = url.toLowerCase();
  return FORBIDDEN_WORDS.find((word) => lower.includes(word)) ?? null;
}

export const CALLBACK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/** 256 random bits, URL-safe, drawn again in the rare case they spell a forbidden word. */
export function generateCallbackToken(): string {
  for (;;) {
    const token = randomBytes(32).toString('base64url');
    if (forbiddenUrlWord(token) === null) return token;
  }
}

export function callbackUrl(config: { callbackBaseUrl: string; callbackToken: string }, kind: CallbackKind): string {
  return `${config.callbackBaseUrl}${CALLBACK_PATH_PREFIX}/${kind}/${config.callbackToken}`;
}

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function callbackTokenMatches(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Community-maintained list of Daraja's callback sources (reference §8; not on the Daraja 3.0 pages). */
export const SAFARICOM_CALLBACK_IPS: readonly string[] = [
  '196.201.214.200',
  '196.201.214.206',
  '196.201.213.114',
  '196.201.214.207',
  '196.201.214.208',
  '196.201.213.44',
  '196.201.212.127',
  '196.201.212.138',
  '196.201.212.129',
  '196.201.212.136',
  '196.201.212.74',
  '196.201.212.69',
  '196.201.212.128',
  '196.201.212.132',
];

/** `allowlist` null means no source check; IPv4-mapped IPv6 (`::ffff:a.b.c.d`) counts as IPv4. */
export function isAllowedSource(address: string | undefined, allowlist: readonly string[] | null): boolean {
  if (allowlist === null) return true;
  if (address === undefined) return false;
  const plain =
    address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  return allowlist.includes(plain);
}
