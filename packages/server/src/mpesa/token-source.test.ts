// OAuth with a scripted fetch: caching, refresh before expiry, one grant in flight, errors.
import { describe, expect, it } from 'vitest';
import { DarajaAuthError, createTokenSource } from './token-source.ts';

function grants(answers: { status?: number; body: unknown }[]) {
  const calls: { url: string; authorization: string }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, authorization: (init.headers as Record<string, string>).authorization! });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  return { calls, fetch };
}

const clock = () => {
  let t = 1_700_000_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe('token source', () => {
  it('asks with Basic auth and caches the token until 60 s before expiry', async () => {
    const { calls, fetch } = grants([
      { body: { access_token: 'A', expires_in: '3599' } },
      { body: { access_token: 'B', expires_in: 3599 } },
    ]);
    const c = clock();
    const tokens = createTokenSource({
      baseUrl: 'https://d.example',
      consumerKey: 'key',
      consumerSecret: 'secret',
      fetch,
      now: c.now,
      timeoutMs: 1000,
    });
    expect(await tokens.token()).toBe('A');
    expect(calls[0]).toEqual({
      url: 'https://d.example/oauth/v1/generate?grant_type=client_credentials',
      authorization: `Basic ${btoa('key:secret')}`,
    });
    c.advance(3538_000);
    expect(await tokens.token()).toBe('A');
    c.advance(1000);
    expect(await tokens.token()).toBe('B');
    expect(calls).toHaveLength(2);
  });

  it('short-lived tokens are refreshed at half their life', async () => {
    const { calls, fetch } = grants([
      { body: { access_token: 'A', expires_in: 10 } },
      { body: { access_token: 'B', expires_in: 10 } },
    ]);
    const c = clock();
    const tokens = createTokenSource({
      baseUrl: 'https://d.example',
      consumerKey: 'k',
      consumerSecret: 's',
      fetch,
      now: c.now,
      timeoutMs: 1000,
    });
    await tokens.token();
    c.advance(4_999);
    expect(await tokens.token()).toBe('A');
    c.advance(1);
    expect(await tokens.token()).toBe('B');
    expect(calls).toHaveLength(2);
  });

  it('concurrent callers share one grant', async () => {
    const { calls, fetch } = grants([{ body: { access_token: 'A', expires_in: '3599' } }]);
    const tokens = createTokenSource({
      baseUrl: 'https://d.example',
      consumerKey: 'k',
      consumerSecret: 's',
      fetch,
      now: Date.now,
      timeoutMs: 1000,
    });
    expect(await Promise.all([tokens.token(), tokens.token(), tokens.token()])).toEqual(['A', 'A', 'A']);
    expect(calls).toHaveLength(1);
  });

  it('invalidate forgets only the token that was refused', async () => {
    const { calls, fetch } = grants([
      { body: { access_token: 'A', expires_in: '3599' } },
      { body: { access_token: 'B', expires_in: '3599' } },
    ]);
    const tokens = createTokenSource({
      baseUrl: 'https://d.example',
      consumerKey: 'k',
      consumerSecret: 's',
      fetch,
      now: Date.now,
      timeoutMs: 1000,
    });
    await tokens.token();
    tokens.invalidate('stale');
    expect(await tokens.token()).toBe('A');
    tokens.invalidate('A');
    expect(await tokens.token()).toBe('B');
    expect(calls).toHaveLength(2);
  });

  it.each([
    [
      { status: 400, body: { errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' } },
      'M-Pesa sign-in refused (HTTP 400 400.008.01: Invalid Authentication passed)',
    ],
    [{ body: { access_token: 'A' } }, 'M-Pesa sign-in answered without access_token or expires_in'],
    [{ body: { access_token: '', expires_in: '3599' } }, 'M-Pesa sign-in answered without access_token or expires_in'],
    [{ body: 'not an object' }, 'M-Pesa sign-in failed: HTTP 200 with a body that is not a JSON object'],
  ])('%j is an authentication error', async (answer, message) => {
    const { fetch } = grants([answer]);
    const tokens = createTokenSource({
      baseUrl: 'https://d.example',
      consumerKey: 'k',
      consumerSecret: 's',
      fetch,
      now: Date.now,
      timeoutMs: 1000,
    });
    await expect(tokens.token()).rejects.toThrow(new DarajaAuthError(message));
  });

  it('a failed grant is not cached: the next call asks again', async () => {
    const { calls, fetch } = grants([{ status: 500, body: {} }, { body: { access_token: 'A', expires_in: '3599' } }]);
    const tokens = createTokenSource({
      baseUrl: 'https://d.example',
      consumerKey: 'k',
      consumerSecret: 's',
      fetch,
      now: Date.now,
      timeoutMs: 1000,
    });
    await expect(tokens.token()).rejects.toBeInstanceOf(DarajaAuthError);
    expect(await tokens.token()).toBe('A');
    expect(calls).toHaveLength(2);
  });

  it('instances sharing a store use one token: the second reads it instead of revoking it with a grant of its own', async () => {
    let stored: { token: string; refreshAt: number } | null = null;
    const shared = {
      read: async () => stored,
      write: async (entry: { token: string; refreshAt: number }) => {
        stored = entry;
      },
    };
    const { calls, fetch } = grants([
      { body: { access_token: 'A', expires_in: 3599 } },
      { body: { access_token: 'B', expires_in: 3599 } },
    ]);
    const c = clock();
    const make = () =>
      createTokenSource({
        baseUrl: 'https://d.example',
        consumerKey: 'k',
        consumerSecret: 's',
        fetch,
        now: c.now,
        timeoutMs: 1000,
        shared,
      });
    const [one, two] = [make(), make()];
    expect(await one.token()).toBe('A');
    expect(await two.token()).toBe('A');
    expect(calls).toHaveLength(1);
    // Refused by Daraja: the shared one is not taken back, a new grant is shared in its place.
    two.invalidate('A');
    expect(await two.token()).toBe('B');
    expect(calls).toHaveLength(2);
    one.invalidate('A');
    expect(await one.token()).toBe('B');
    expect(calls).toHaveLength(2);
  });
});
