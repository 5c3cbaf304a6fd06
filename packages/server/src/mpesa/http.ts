// One HTTP exchange with Daraja through global fetch, with a deadline. Never throws: the caller
// must tell "refused" (nothing happened) from "unknown" (it may have reached M-Pesa).

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type DarajaHttpResult =
  | { kind: 'ok'; status: number; body: Record<string, unknown> }
  /** Daraja's error envelope (`errorCode`, `errorMessage`), or a non-2xx answer without one. */
  | { kind: 'error'; status: number; errorCode: string; errorMessage: string; body: unknown }
  /** No usable answer: connection failure, deadline passed, or a 2xx that is not a JSON object. */
  | { kind: 'network'; error: string; timedOut: boolean; status?: number };

export async function darajaRequest(
  fetchFn: FetchLike,
  url: string,
  init: { method: 'GET' | 'POST'; authorization: string; body?: unknown; timeoutMs: number },
): Promise<DarajaHttpResult> {
  let response: Response;
  let text: string;
  try {
    response = await fetchFn(url, {
      method: init.method,
      headers: {
        authorization: init.authorization,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return { kind: 'network', error: timedOut ? `no answer within ${init.timeoutMs} ms` : describe(error), timedOut };
  }
  const body = parseJson(text);
  if (response.ok) {
    if (isObject(body)) return { kind: 'ok', status: response.status, body };
    return {
      kind: 'network',
      error: `HTTP ${response.status} with a body that is not a JSON object`,
      timedOut: false,
      status: response.status,
    };
  }
  const errorCode = isObject(body) && typeof body.errorCode === 'string' ? body.errorCode : `http.${response.status}`;
  const errorMessage =
    isObject(body) && typeof body.errorMessage === 'string'
      ? body.errorMessage
      : text.slice(0, 200) || response.statusText;
  return { kind: 'error', status: response.status, errorCode, errorMessage, body };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici hides the socket error in `cause` ("fetch failed" alone says nothing).
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
