// Africa's Talking SMS settings, read from MAPATO_AT_* in one place: every problem is reported at
// once, naming the variable, before the server sends its first message.

export interface SmsConfig {
  /** e.g. https://api.africastalking.com, no trailing slash. */
  baseUrl: string;
  username: string;
  apiKey: string;
  /** A registered alphanumeric sender ID or short code; absent: AT's shared default. */
  senderId?: string;
  /** Per HTTP call to AT. */
  timeoutMs: number;
}

export class SmsConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`SMS (Africa's Talking) configuration is not usable:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SmsConfigError';
    this.problems = problems;
  }
}

export const AT_PRODUCTION_URL = 'https://api.africastalking.com';
export const AT_SANDBOX_URL = 'https://api.sandbox.africastalking.com';
/** AT's sandbox knows one username, whatever the account is called. */
const SANDBOX_USERNAME = 'sandbox';
const DEFAULT_TIMEOUT_MS = 10_000;
// GSM allows 11 characters for an alphanumeric sender; a short code is digits.
const SENDER_ID = /^(?:[A-Za-z0-9 ]{1,11}|\d{1,15})$/;

type Env = Readonly<Record<string, string | undefined>>;

/** Throws SmsConfigError listing every missing or malformed MAPATO_AT_* variable. */
export function smsConfigFromEnv(env: Env): SmsConfig {
  const problems: string[] = [];
  const get = (name: string) => env[`MAPATO_AT_${name}`]?.trim() || undefined;
  const required = (name: string): string => {
    const value = get(name);
    if (value === undefined) problems.push(`MAPATO_AT_${name} is required`);
    return value ?? '';
  };

  const baseUrl = httpUrl(get('BASE_URL') ?? AT_PRODUCTION_URL, problems);
  const username = required('USERNAME');
  const apiKey = required('API_KEY');
  const senderId = get('SENDER_ID');
  if (senderId !== undefined && !SENDER_ID.test(senderId)) {
    problems.push(
      `MAPATO_AT_SENDER_ID must be up to 11 letters, digits and spaces, or a short code, got "${senderId}"`,
    );
  }
  const host = baseUrl === '' ? '' : new URL(baseUrl).hostname;
  if (host === new URL(AT_SANDBOX_URL).hostname && username !== '' && username !== SANDBOX_USERNAME) {
    problems.push(`MAPATO_AT_USERNAME must be "sandbox" with the sandbox base URL, got "${username}"`);
  }
  if (host === new URL(AT_PRODUCTION_URL).hostname && username === SANDBOX_USERNAME) {
    problems.push(
      `MAPATO_AT_USERNAME "sandbox" works only with MAPATO_AT_BASE_URL=${AT_SANDBOX_URL}: use the live app's username`,
    );
  }

  if (problems.length > 0) throw new SmsConfigError(problems);
  return { baseUrl, username, apiKey, ...(senderId ? { senderId } : {}), timeoutMs: DEFAULT_TIMEOUT_MS };
}

function httpUrl(value: string, problems: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`MAPATO_AT_BASE_URL must be an http(s) URL, got "${value}"`);
    return '';
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username) {
    problems.push(`MAPATO_AT_BASE_URL must be a plain http(s) URL without query or credentials, got "${value}"`);
    return '';
  }
  // The API key travels in a header: never in clear to AT itself.
  if (url.protocol === 'http:' && url.hostname.endsWith('africastalking.com')) {
    problems.push(`MAPATO_AT_BASE_URL must be https:// for Africa's Talking, got "${value}"`);
    return '';
  }
  return url.href.replace(/\/+$/, '');
}
