// A closed-loop load: `connections` loops, each running `round` back to back for `seconds`,
// timing each round. autocannon (the API benchmark's driver) sends one request shape per
// scenario; a round of paid work is two requests where the second needs the first's answer.
export interface RoundsSpec {
  seconds: number;
  connections: number;
  /** 'ok', 'empty' (nothing to do: not a failure) or what went wrong */
  round: (index: number) => Promise<string>;
}

export interface RoundsResult {
  ok: number;
  empty: number;
  failed: number;
  failures: Record<string, number>;
  perSecond: number;
  p50: number;
  p99: number;
}

export async function runRounds(spec: RoundsSpec): Promise<RoundsResult> {
  const times: number[] = [];
  const failures: Record<string, number> = {};
  let ok = 0;
  let empty = 0;
  let counter = 0;
  const started = performance.now();
  const until = started + spec.seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const begun = performance.now();
      const outcome = await spec.round(counter++).catch((error: unknown) => String(error));
      times.push(performance.now() - begun);
      if (outcome === 'ok') ok += 1;
      else if (outcome === 'empty') empty += 1;
      else failures[outcome.slice(0, 200)] = (failures[outcome.slice(0, 200)] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: spec.connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const failed = Object.values(failures).reduce((a, b) => a + b, 0);
  return { ok, empty, failed, failures, perSecond: ok / elapsed, p50: at(0.5), p99: at(0.99) };
}
