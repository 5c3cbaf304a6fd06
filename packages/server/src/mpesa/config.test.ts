import { beforeAll, describe, expect, it } from 'vitest';
import { generateSimulatorKeys } from '../mpesa-sim/certificate.ts';
import { SAFARICOM_CALLBACK_IPS } from './callback-urls.ts';
import { DarajaConfigError, darajaConfigFromEnv } from './config.ts';

let certificatePem: string;
beforeAll(async () => {
  certificatePem = (await generateSimulatorKeys()).certificatePem;
});

const TOKEN = 'Zx9_Zx9-Zx9_Zx9-Zx9_Zx9-Zx9_Zx9-Zx9';
const files = (path: string) => {
  if (path === '/etc/mapato/daraja.cer') return certificatePem;
  throw new Error(`ENOENT: no such file or directory, open '${path}'`);
};
const env = (overrides: Record<string, string | undefined> = {}) => ({
  MAPATO_DARAJA_BASE_URL: 'https://sandbox.safaricom.co.ke/',
  MAPATO_DARAJA_CONSUMER_KEY: 'key',
  MAPATO_DARAJA_CONSUMER_SECRET: 'secret',
  MAPATO_DARAJA_STK_SHORTCODE: '174379',
  MAPATO_DARAJA_STK_PASSKEY: 'passkey',
  MAPATO_DARAJA_B2C_SHORTCODE: '600999',
  MAPATO_DARAJA_INITIATOR_NAME: 'testapi',
  MAPATO_DARAJA_INITIATOR_PASSWORD: 'Safaricom999!*!',
  MAPATO_DARAJA_CERTIFICATE: '/etc/mapato/daraja.cer',
  MAPATO_DARAJA_CALLBACK_BASE_URL: 'https://mapato.example',
  MAPATO_DARAJA_CALLBACK_TOKEN: TOKEN,
  ...overrides,
});
const problems = (overrides: Record<string, string | undefined>): readonly string[] => {
  try {
    darajaConfigFromEnv(env(overrides), files);
  } catch (error) {
    if (error instanceof DarajaConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('darajaConfigFromEnv', () => {
  it('reads a complete paybill configuration', () => {
    expect(darajaConfigFromEnv(env(), files)).toEqual({
      baseUrl: 'https://sandbox.safaricom.co.ke',
      consumerKey: 'key',
      consumerSecret: 'secret',
      stk: { shortcode: '174379', partyB: '174379', transactionType: 'CustomerPayBillOnline', passkey: 'passkey' },
      b2c: { shortcode: '600999', initiatorName: 'testapi', initiatorPassword: 'Safaricom999!*!', certificatePem },
      callbackBaseUrl: 'https://mapato.example',
      callbackToken: TOKEN,
      allowedSourceIps: null,
      timeoutMs: 30_000,
    });
  });

  it('a till pays to its till number under the store number', () => {
    const config = darajaConfigFromEnv(
      env({ MAPATO_DARAJA_STK_TYPE: 'till', MAPATO_DARAJA_STK_TILL: '5123456' }),
      files,
    );
    expect(config.stk).toMatchObject({
      shortcode: '174379',
      partyB: '5123456',
      transactionType: 'CustomerBuyGoodsOnline',
    });
    expect(problems({ MAPATO_DARAJA_STK_TYPE: 'till' })).toEqual(['MAPATO_DARAJA_STK_TILL is required']);
    expect(problems({ MAPATO_DARAJA_STK_TYPE: 'shop' })).toEqual([
      'MAPATO_DARAJA_STK_TYPE must be "paybill" or "till", got "shop"',
    ]);
  });

  it('lists every missing variable at once', () => {
    let error: unknown;
    try {
      darajaConfigFromEnv({}, files);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DarajaConfigError);
    expect((error as DarajaConfigError).problems).toEqual([
      'MAPATO_DARAJA_BASE_URL is required',
      'MAPATO_DARAJA_STK_SHORTCODE is required',
      'MAPATO_DARAJA_CALLBACK_BASE_URL is required',
      'MAPATO_DARAJA_CALLBACK_TOKEN is required',
      'MAPATO_DARAJA_CONSUMER_KEY is required',
      'MAPATO_DARAJA_CONSUMER_SECRET is required',
      'MAPATO_DARAJA_STK_PASSKEY is required',
      'MAPATO_DARAJA_B2C_SHORTCODE is required',
      'MAPATO_DARAJA_INITIATOR_NAME is required',
      'MAPATO_DARAJA_INITIATOR_PASSWORD is required',
      'set exactly one of MAPATO_DARAJA_CERTIFICATE (a file path) and MAPATO_DARAJA_CERTIFICATE_PEM (the PEM text)',
    ]);
    expect((error as Error).message).toContain(
      'M-Pesa (Daraja) configuration is not usable:\n  - MAPATO_DARAJA_BASE_URL is required',
    );
  });

  it('treats blank as missing', () => {
    expect(problems({ MAPATO_DARAJA_CONSUMER_KEY: '  ' })).toEqual(['MAPATO_DARAJA_CONSUMER_KEY is required']);
  });

  it.each([
    [{ MAPATO_DARAJA_BASE_URL: 'sandbox' }, 'MAPATO_DARAJA_BASE_URL must be an http(s) URL, got "sandbox"'],
    [
      { MAPATO_DARAJA_BASE_URL: 'ftp://x.example' },
      'MAPATO_DARAJA_BASE_URL must be a plain http(s) URL without query or credentials, got "ftp://x.example"',
    ],
    [{ MAPATO_DARAJA_STK_SHORTCODE: '1743' }, 'MAPATO_DARAJA_STK_SHORTCODE must be 5 to 7 digits, got "1743"'],
    [{ MAPATO_DARAJA_B2C_SHORTCODE: '60099x' }, 'MAPATO_DARAJA_B2C_SHORTCODE must be 5 to 7 digits, got "60099x"'],
    [
      { MAPATO_DARAJA_CALLBACK_TOKEN: 'short' },
      'MAPATO_DARAJA_CALLBACK_TOKEN must be 32 to 128 characters of A-Z a-z 0-9 _ -',
    ],
    [
      { MAPATO_DARAJA_CALLBACK_TOKEN: `${TOKEN}sql` },
      'the callback URLs would contain "sql", which Daraja refuses in URLs: change MAPATO_DARAJA_CALLBACK_BASE_URL or MAPATO_DARAJA_CALLBACK_TOKEN',
    ],
    [
      { MAPATO_DARAJA_CALLBACK_BASE_URL: 'https://mpesa.mapato.example' },
      'the callback URLs would contain "mpesa", which Daraja refuses in URLs: change MAPATO_DARAJA_CALLBACK_BASE_URL or MAPATO_DARAJA_CALLBACK_TOKEN',
    ],
    [
      {
        MAPATO_DARAJA_BASE_URL: 'https://api.safaricom.co.ke',
        MAPATO_DARAJA_CALLBACK_BASE_URL: 'http://mapato.example',
      },
      'MAPATO_DARAJA_CALLBACK_BASE_URL must be https:// with the production base URL',
    ],
    [
      { MAPATO_DARAJA_CERTIFICATE_PEM: 'x' },
      'set exactly one of MAPATO_DARAJA_CERTIFICATE (a file path) and MAPATO_DARAJA_CERTIFICATE_PEM (the PEM text)',
    ],
    [
      { MAPATO_DARAJA_CERTIFICATE: '/nowhere.cer' },
      "MAPATO_DARAJA_CERTIFICATE cannot be read: ENOENT: no such file or directory, open '/nowhere.cer'",
    ],
    [
      { MAPATO_DARAJA_CERTIFICATE: undefined, MAPATO_DARAJA_CERTIFICATE_PEM: 'not a pem' },
      'MAPATO_DARAJA_CERTIFICATE_PEM is not a PEM X.509 certificate',
    ],
    [
      { MAPATO_DARAJA_ALLOWED_IPS: '196.201.214.200, nope' },
      'MAPATO_DARAJA_ALLOWED_IPS must be "safaricom" or a comma-separated list of IP addresses; not addresses: nope',
    ],
    [
      { MAPATO_DARAJA_TIMEOUT_SECONDS: '0' },
      'MAPATO_DARAJA_TIMEOUT_SECONDS must be a number of seconds from 1 to 300, got "0"',
    ],
  ])('%j is refused', (overrides, problem) => {
    expect(problems(overrides)).toEqual([problem]);
  });

  it('accepts a PEM pasted with literal \\n, the Safaricom IP list, and a timeout', () => {
    const config = darajaConfigFromEnv(
      env({
        MAPATO_DARAJA_CERTIFICATE: undefined,
        MAPATO_DARAJA_CERTIFICATE_PEM: certificatePem.replace(/\n/g, '\\n'),
        MAPATO_DARAJA_ALLOWED_IPS: 'safaricom',
        MAPATO_DARAJA_TIMEOUT_SECONDS: '12.5',
      }),
      files,
    );
    expect(config.b2c.certificatePem).toBe(certificatePem);
    expect(config.allowedSourceIps).toBe(SAFARICOM_CALLBACK_IPS);
    expect(config.timeoutMs).toBe(12_500);
    expect(darajaConfigFromEnv(env({ MAPATO_DARAJA_ALLOWED_IPS: '10.0.0.1, ::1' }), files).allowedSourceIps).toEqual([
      '10.0.0.1',
      '::1',
    ]);
  });
});
