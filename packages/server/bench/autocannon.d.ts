// autocannon 9 ships no type declarations and adding @types/autocannon is not an option here,
// so this declares just the part of its API the benchmark uses (see its README, "API").
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface RequestData {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string;
  }

  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** called before each request is encoded; returns the (mutated) request */
    setupRequest?: (request: RequestData, context: object) => RequestData | null;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    /** seconds before a request counts as timed out */
    timeout?: number;
    /** stops once this many requests were made in all, even before `duration` */
    maxOverallRequests?: number;
    requests?: RequestSpec[];
  }

  /** What the run itself reports; in a worker thread this is all autocannon hands back. */
  export interface RawResult {
    totalCompletedRequests: number;
    totalRequests: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** seconds */
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
    /** an encoded histogram; aggregateResult decodes it */
    latencies: string;
  }

  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }

  export interface Result {
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }

  export interface Instance extends EventEmitter {
    stop(): void;
  }

  interface Autocannon {
    (options: Options, done: (error: Error | null, result: RawResult) => void): Instance;
    aggregateResult(results: RawResult[], options: Options): Result;
  }

  const autocannon: Autocannon;
  export default autocannon;
}
