// A request — headers and body — must arrive whole within the request timeout, so a client that
// trickles its body cannot hold a connection (and a write waiting on that body) open for minutes.
// Node only looks for late requests every `connectionsCheckingInterval` (30 s by default, which
// would double the limit), and reads that option only when the HTTP server is created: it goes
// through Fastify's `http` options.
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export function requestTimeoutOptions(ms: number = DEFAULT_REQUEST_TIMEOUT_MS) {
  if (!Number.isFinite(ms) || ms <= 0) throw new Error(`requestTimeoutMs must be a positive number, not ${ms}`);
  // Every second, or four times per timeout when it is shorter (tests): one cheap walk over the
  // open connections.
  const connectionsCheckingInterval = Math.max(50, Math.min(1_000, Math.floor(ms / 4)));
  return { requestTimeout: ms, http: { requestTimeout: ms, connectionsCheckingInterval } };
}
