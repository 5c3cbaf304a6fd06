// Daraja settings, read from MAPATO_DARAJA_* in one place: every problem is reported at once,
// naming the variable, before the server takes its first payment.
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import {
  CALLBACK_PATH_PREFIX,
  CALLBACK_TOKEN_PATTERN,
  SAFARICOM_CALLBACK_IPS,
  forbiddenUrlWord,
} from './callback-urls.ts';
import { readCertificate } from './security-credential.ts';

export type StkTransactionType = 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';

export interface DarajaConfig {
  /** e.g. https://sandbox.safaricom.co.ke, no trailing slash. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  stk: {
    /** BusinessShortCode: the paybill, or the till's head-office/store number. */
    shortcode: string;
    /** PartyB: the shortcode for a paybill, the till number for a till. */
    partyB: string;
    transactionType: StkTransactionType;
    passkey: string;
  };
  b2c: {
    shortcode: string;
    initiatorName: string;
    initiatorPassword: string;
    /** The X.509 certificate (PEM) the initiator password is encrypted with. */
    certificatePem: string;
  };
  /** Public origin of this server as Daraja reaches it, no trailing slash. */
  callbackBaseUrl: string;
  callbackToken: string;
  /** null: callbacks are accepted from any address. */
  allowedSourceIps: readonly string[] | null;
  /** Per HTTP call to Daraja. */
  timeoutMs: number;
}

export class DarajaConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`M-Pesa (Daraja) configuration is not usable:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'DarajaConfigError';
    this.problems = problems;
  }
}

const SHORTCODE = /^\d{5,7}$/;
const PRODUCTION_HOST = 'api.safaricom.co.ke';

type Env = Readonly<Record<string, string | undefined>>;

/** Throws DarajaConfigError listing every missing or malformed MAPATO_DARAJA_* variable. */
export function darajaConfigFromEnv(
  env: Env,
  readFile: (path: string) => string = (p) => readFileSync(p, 'utf8'),
): DarajaConfig {
  const problems: string[] = [];
  const get = (name: string) => env[`MAPATO_DARAJA_${name}`]?.trim() || undefined;
  const required = (name: string): string => {
    const value = get(name);
    if (value === undefined) problems.push(`MAPATO_DARAJA_${name} is required`);
    return value ?? '';
  };
  const shortcode = (name: string, fallback?: string): string => {
    const value = fallback !== undefined ? (get(name) ?? fallback) : required(name);
    if (value !== '' && !SHORTCODE.test(value))
      problems.push(`MAPATO_DARAJA_${name} must be 5 to 7 digits, got "${value}"`);
    return value;
  };

  const baseUrl = httpUrl('BASE_URL', required('BASE_URL'), problems);
  const production = baseUrl !== '' && new URL(baseUrl).hostname === PRODUCTION_HOST;

  const stkShortcode = shortcode('STK_SHORTCODE');
  const stkType = get('STK_TYPE') ?? 'paybill';
  if (stkType !== 'paybill' && stkType !== 'till') {
    problems.push(`MAPATO_DARAJA_STK_TYPE must be "paybill" or "till", got "${stkType}"`);
  }
  const till = stkType === 'till' ? shortcode('STK_TILL') : stkShortcode;

  const callbackBaseUrl = httpUrl('CALLBACK_BASE_URL', required('CALLBACK_BASE_URL'), problems);
  if (production && callbackBaseUrl.startsWith('http:')) {
    problems.push('MAPATO_DARAJA_CALLBACK_BASE_URL must be https:// with the production base URL');
  }
  const callbackToken = required('CALLBACK_TOKEN');
  if (callbackToken !== '' && !CALLBACK_TOKEN_PATTERN.test(callbackToken)) {
    problems.push('MAPATO_DARAJA_CALLBACK_TOKEN must be 32 to 128 characters of A-Z a-z 0-9 _ -');
  }
  const word = forbiddenUrlWord(`${callbackBaseUrl}${CALLBACK_PATH_PREFIX}/${callbackToken}`);
  if (word !== null) {
    problems.push(
      `the callback URLs would contain "${word}", which Daraja refuses in URLs: change MAPATO_DARAJA_CALLBACK_BASE_URL or MAPATO_DARAJA_CALLBACK_TOKEN`,
    );
  }

  const config: DarajaConfig = {
    baseUrl,
    consumerKey: required('CONSUMER_KEY'),
    consumerSecret: required('CONSUMER_SECRET'),
    stk: {
      shortcode: stkShortcode,
      partyB: till,
      transactionType: stkType === 'till' ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline',
      passkey: required('STK_PASSKEY'),
    },
    b2c: {
      shortcode: shortcode('B2C_SHORTCODE'),
      initiatorName: required('INITIATOR_NAME'),
      initiatorPassword: required('INITIATOR_PASSWORD'),
      certificatePem: certificate(get('CERTIFICATE'), get('CERTIFICATE_PEM'), readFile, problems),
    },
    callbackBaseUrl,
    callbackToken,
    allowedSourceIps: allowlist(get('ALLOWED_IPS'), problems),
    timeoutMs: timeoutMs(get('TIMEOUT_SECONDS'), problems),
  };
  if (problems.length > 0) throw new DarajaConfigError(problems);
  return config;
}

function httpUrl(name: string, value: string, problems: string[]): string {
  if (value === '') return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`MAPATO_DARAJA_${name} must be an http(s) URL, got "${value}"`);
    return '';
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username) {
    problems.push(`MAPATO_DARAJA_${name} must be a plain http(s) URL without query or credentials, got "${value}"`);
    return '';
  }
  return url.href.replace(/\/+$/, '');
}

function certificate(
  path: string | undefined,
  pem: string | undefined,
  readFile: (path: string) => string,
  problems: string[],
): string {
  if ((path === undefined) === (pem === undefined)) {
    problems.push(
      'set exactly one of MAPATO_DARAJA_CERTIFICATE (a file path) and MAPATO_DARAJA_CERTIFICATE_PEM (the PEM text)',
    );
    return '';
  }
  let text: string;
  try {
    // A PEM pasted into a one-line variable often arrives with literal "\n".
    text = path !== undefined ? readFile(path) : pem!.replace(/\\n/g, '\n');
  } catch (error) {
    problems.push(
      `MAPATO_DARAJA_CERTIFICATE cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
    return '';
  }
  const read = readCertificate(text);
  if (!read.ok)
    problems.push(
      `${path !== undefined ? `MAPATO_DARAJA_CERTIFICATE (${path})` : 'MAPATO_DARAJA_CERTIFICATE_PEM'} ${read.error}`,
    );
  return text;
}

function allowlist(raw: string | undefined, problems: string[]): readonly string[] | null {
  if (raw === undefined) return null;
  if (raw.toLowerCase() === 'safaricom') return SAFARICOM_CALLBACK_IPS;
  const ips = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = ips.filter((ip) => isIP(ip) === 0);
  if (ips.length === 0 || bad.length > 0) {
    problems.push(
      `MAPATO_DARAJA_ALLOWED_IPS must be "safaricom" or a comma-separated list of IP addresses${bad.length ? `; not addresses: ${bad.join(', ')}` : ''}`,
    );
  }
  return ips;
}

function timeoutMs(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return 30_000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 300) {
    problems.push(`MAPATO_DARAJA_TIMEOUT_SECONDS must be a number of seconds from 1 to 300, got "${raw}"`);
    return 30_000;
  }
  return Math.round(seconds * 1000);
}
