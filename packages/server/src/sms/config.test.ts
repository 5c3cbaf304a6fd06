import { describe, expect, it } from 'vitest';
import { AT_SANDBOX_URL, SmsConfigError, smsConfigFromEnv } from './config.ts';

const env = (overrides: Record<string, string | undefined> = {}) => ({
  MAPATO_AT_USERNAME: 'mapato',
  MAPATO_AT_API_KEY: 'atsk_live_key',
  ...overrides,
});
const problems = (overrides: Record<string, string | undefined>): readonly string[] => {
  try {
    smsConfigFromEnv(env(overrides));
  } catch (error) {
    if (error instanceof SmsConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('smsConfigFromEnv', () => {
  it('reads username and key, with the live API by default and no sender ID', () => {
    expect(smsConfigFromEnv(env())).toEqual({
      baseUrl: 'https://api.africastalking.com',
      username: 'mapato',
      apiKey: 'atsk_live_key',
      timeoutMs: 10_000,
    });
  });

  it('reads the sender ID and a base URL, trailing slash dropped', () => {
    expect(
      smsConfigFromEnv(
        env({ MAPATO_AT_SENDER_ID: ' MAPATO ', MAPATO_AT_BASE_URL: 'http://127.0.0.1:8092/', MAPATO_AT_USERNAME: 'x' }),
      ),
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:8092', senderId: 'MAPATO', username: 'x' });
  });

  it('takes the sandbox with its one username', () => {
    expect(smsConfigFromEnv(env({ MAPATO_AT_BASE_URL: AT_SANDBOX_URL, MAPATO_AT_USERNAME: 'sandbox' }))).toMatchObject({
      baseUrl: AT_SANDBOX_URL,
      username: 'sandbox',
    });
  });

  it('reports every missing variable at once', () => {
    const error = (() => {
      try {
        smsConfigFromEnv({ MAPATO_AT_USERNAME: '  ' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(SmsConfigError);
    expect((error as SmsConfigError).problems).toEqual([
      'MAPATO_AT_USERNAME is required',
      'MAPATO_AT_API_KEY is required',
    ]);
    expect((error as Error).message).toContain('  - MAPATO_AT_API_KEY is required');
  });

  it.each([
    [{ MAPATO_AT_BASE_URL: 'not a url' }, 'MAPATO_AT_BASE_URL must be an http(s) URL, got "not a url"'],
    [{ MAPATO_AT_BASE_URL: 'ftp://api.africastalking.com' }, 'MAPATO_AT_BASE_URL must be a plain http(s) URL'],
    [{ MAPATO_AT_BASE_URL: 'https://u:p@api.africastalking.com' }, 'without query or credentials'],
    [{ MAPATO_AT_BASE_URL: 'http://api.africastalking.com' }, 'must be https:// for Africa'],
    [{ MAPATO_AT_SENDER_ID: 'MAPATO-EARNINGS' }, 'MAPATO_AT_SENDER_ID must be up to 11 letters'],
    [{ MAPATO_AT_BASE_URL: AT_SANDBOX_URL }, 'MAPATO_AT_USERNAME must be "sandbox" with the sandbox base URL'],
    [{ MAPATO_AT_USERNAME: 'sandbox' }, 'MAPATO_AT_USERNAME "sandbox" works only with'],
  ])('%j: %s', (overrides, expected) => {
    expect(problems(overrides).join('\n')).toContain(expected);
  });

  it('accepts a short code as sender', () => {
    expect(smsConfigFromEnv(env({ MAPATO_AT_SENDER_ID: '20880' })).senderId).toBe('20880');
  });
});
