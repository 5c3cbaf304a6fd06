// The worker side of load.ts: a 2-second (by default) warm-up so the JIT, the connection pool and
// the caches are warm, then the measured run, both through autocannon.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon, { type Options, type RawResult, type RequestSpec } from 'autocannon';
import type { LoadResult, LoadSpec } from './load.ts';

const spec = workerData as LoadSpec;

// Rotating tokens spreads the load over many members, one request each in turn, so no member
// gets more than ceil(requests / members) of them. The counter spans warm-up and measured run.
let built = 0;
const { tokens, bodies } = spec;
const request: RequestSpec = { method: spec.method, path: spec.path, headers: spec.headers };
if (spec.body !== undefined) request.body = spec.body;
if (tokens && tokens.length > 0) {
  request.setupRequest = (req) => {
    const i = built++ % tokens.length;
    req.headers.authorization = tokens[i]!;
    if (bodies) req.body = bodies[i]!;
    return req;
  };
}

function run(seconds: number, maxRequests: number): Promise<{ raw: RawResult; options: Options }> {
  const options: Options = {
    url: spec.url,
    connections: spec.connections,
    duration: seconds,
    maxOverallRequests: maxRequests,
    requests: [request],
  };
  return new Promise((resolve, reject) => {
    autocannon(options, (error, raw) => (error ? reject(error) : resolve({ raw, options })));
  });
}

async function main(): Promise<LoadResult> {
  const warm = await run(spec.warmupSeconds, spec.maxRequests);
  // With rotation every built request counts (it used up a member's turn), sent or not.
  const left = spec.maxRequests - (tokens ? built : warm.raw.totalRequests);
  if (left < spec.connections) throw new Error(`the warm-up used up the request cap (${spec.maxRequests})`);
  const { raw, options } = await run(spec.seconds, left);
  const sent = tokens ? built : warm.raw.totalRequests + raw.totalRequests;
  // Outside the main thread autocannon hands back raw counts and an encoded latency histogram;
  // aggregateResult decodes the histogram into percentiles.
  const summary = autocannon.aggregateResult([raw], options);
  const statusCodes: Record<string, number> = {};
  for (const r of [warm.raw, raw])
    for (const [code, { count }] of Object.entries(r.statusCodeStats))
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
  return {
    name: spec.name,
    requestsPerSecond: raw.totalCompletedRequests / raw.duration,
    p50Ms: summary.latency.p50,
    p99Ms: summary.latency.p99,
    completed: raw.totalCompletedRequests,
    non2xx: raw.non2xx,
    errors: raw.errors,
    timeouts: raw.timeouts,
    seconds: raw.duration,
    warmup: { completed: warm.raw.totalCompletedRequests, non2xx: warm.raw.non2xx, errors: warm.raw.errors },
    ok: warm.raw['2xx'] + raw['2xx'],
    sent,
    hitCap: sent >= spec.maxRequests,
    statusCodes,
  };
}

main().then(
  (result) => parentPort!.postMessage({ ok: true, result }),
  (error: unknown) =>
    parentPort!.postMessage({ ok: false, error: String(error instanceof Error ? error.stack : error) }),
);
