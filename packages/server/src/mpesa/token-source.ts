// OAuth client credentials (reference §1): one cached token, refreshed shortly before it expires,
// one request in flight however many callers ask at once (Daraja may invalidate the previous
// token on each grant, so a stampede of grants would revoke each other's tokens). Several server
// instances share one token through `shared` (the database): an instance looks there before it
// asks Daraja, and stores what it was granted, so instances stop revoking each other's tokens.
import { darajaRequest, type FetchLike } from './http.ts';

export class DarajaAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DarajaAuthError';
  }
}

export interface TokenSource {
  /** A token valid for a while yet; rejects with DarajaAuthError. */
  token(): Promise<string>;
  /** Forget `token` after Daraja refused it (a newer one is kept). */
  invalidate(token: string): void;
}

export interface CachedToken {
  token: string;
  /** epoch ms after which it is refreshed */
  refreshAt: number;
}

/** Where instances sharing one consumer key keep its current token. Failures are the caller's to swallow. */
export interface SharedTokenStore {
  read(): Promise<CachedToken | null>;
  write(entry: CachedToken): Promise<void>;
}

export interface TokenSourceOptions {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  fetch: FetchLike;
  now: () => number;
  timeoutMs: number;
  /** Refresh this long before expiry (default 60 s), or at half the lifetime for short-lived tokens. */
  refreshMarginMs?: number;
  shared?: SharedTokenStore;
}

export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const margin = options.refreshMarginMs ?? 60_000;
  const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`, 'utf8').toString('base64');
  let cached: CachedToken | null = null;
  let inFlight: Promise<string> | null = null;
  /** the last token Daraja refused: never taken back from the shared store */
  let refused: string | null = null;

  /** Another instance's token, if it is still good and not the one just refused. */
  async function fromShared(): Promise<string | null> {
    const entry = await options.shared?.read().catch(() => null);
    if (!entry || entry.token === refused || options.now() >= entry.refreshAt) return null;
    cached = entry;
    return entry.token;
  }

  async function grant(): Promise<string> {
    const result = await darajaRequest(
      options.fetch,
      `${options.baseUrl}/oauth/v1/generate?grant_type=client_credentials`,
      {
        method: 'GET',
        authorization: `Basic ${basic}`,
        timeoutMs: options.timeoutMs,
      },
    );
    if (result.kind === 'network') throw new DarajaAuthError(`M-Pesa sign-in failed: ${result.error}`);
    if (result.kind === 'error') {
      throw new DarajaAuthError(
        `M-Pesa sign-in refused (HTTP ${result.status} ${result.errorCode}: ${result.errorMessage})`,
      );
    }
    const token = result.body.access_token;
    // "3599" in the older docs, 3599 in Daraja 3.0.
    const expiresIn = Number(result.body.expires_in);
    if (typeof token !== 'string' || token === '' || !Number.isFinite(expiresIn) || expiresIn <= 0) {
      throw new DarajaAuthError('M-Pesa sign-in answered without access_token or expires_in');
    }
    const lifetimeMs = expiresIn * 1000;
    cached = { token, refreshAt: options.now() + Math.max(lifetimeMs - margin, lifetimeMs / 2) };
    await options.shared?.write(cached).catch(() => {});
    return token;
  }

  return {
    token() {
      if (cached !== null && options.now() < cached.refreshAt) return Promise.resolve(cached.token);
      inFlight ??= (async () => (await fromShared()) ?? grant())().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    invalidate(token) {
      refused = token;
      if (cached?.token === token) cached = null;
    },
  };
}
