// GET /api/realtime (the SSE stream: PB_CONNECT with the clientId, then record events and keep-alive
// comments) and POST /api/realtime {clientId, subscriptions} (replaces the client's topics and
// binds the caller's auth), as PocketBase speaks them (reference §4.10, ADR 017). Each address may
// hold a few streams, and a stream without subscriptions ends after PocketBase's idle time (ADR 039).
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../domain/api-error.ts';
import { PB_REALTIME, type RealtimeHub } from '../../../domain/realtime/hub.ts';
import { setSecurityHeaders } from '../../plumbing/security-headers.ts';

export interface RealtimeOptions {
  hub: RealtimeHub;
  /** milliseconds between keep-alive comment lines (default 25 s) */
  keepAliveMs: number;
  /** open streams per client address (request.ip: behind our proxies, the address they saw) */
  maxPerAddress: number;
  /** a stream whose client has no subscriptions is ended after this many ms */
  idleMs: number;
}

export const DEFAULT_REALTIME_LIMITS = {
  maxPerAddress: 20,
  /** PocketBase's idle timeout; the SDK reconnects by itself when it subscribes again */
  idleMs: 5 * 60_000,
} as const;

/** MAPATO_REALTIME_MAX_PER_ADDRESS: whole streams, 1 to 10,000 (default 20). */
export function realtimeMaxPerAddressFromEnv(raw: string | undefined): number {
  const value = raw?.trim() ?? '';
  if (value === '') return DEFAULT_REALTIME_LIMITS.maxPerAddress;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 10_000)
    throw new Error(`MAPATO_REALTIME_MAX_PER_ADDRESS must be a whole number from 1 to 10000, got "${raw}"`);
  return n;
}

/** A client that stops reading is dropped once this much is waiting for it. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export function registerRealtime(
  app: FastifyInstance,
  { hub, keepAliveMs, maxPerAddress, idleMs }: RealtimeOptions,
): void {
  const streams = new Set<() => void>();
  const perAddress = new Map<string, number>();
  // Open streams would hold app.close() forever: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  app.get('/api/realtime', (request, reply) => {
    const address = request.ip;
    const open = perAddress.get(address) ?? 0;
    if (open >= maxPerAddress) throw new ApiError(429, PB_REALTIME.tooManyStreams);
    perAddress.set(address, open + 1);

    setSecurityHeaders(request, reply);
    const headers = {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    };
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, headers);
    raw.flushHeaders();

    const write = (text: string) => {
      if (raw.destroyed || raw.writableEnded) return;
      if (raw.writableLength > MAX_BUFFERED_BYTES) return end();
      raw.write(text);
    };
    let idle: NodeJS.Timeout | undefined;
    // A client that never subscribes (or drops every topic) holds a connection for nothing.
    const watching = (has: boolean) => {
      clearTimeout(idle);
      idle = has ? undefined : setTimeout(() => end(), idleMs);
    };
    const client = hub.connect((event, data) => {
      write(`id:${client.id}\nevent:${event}\ndata:${JSON.stringify(data)}\n\n`);
    }, watching);
    const keepAlive = setInterval(() => write(': ping\n\n'), keepAliveMs);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(keepAlive);
      clearTimeout(idle);
      hub.disconnect(client.id);
      streams.delete(end);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      if (!raw.writableEnded) raw.end();
    };
    streams.add(end);
    raw.on('close', end);
    raw.on('error', end);
    watching(false);
    client.send('PB_CONNECT', { clientId: client.id });
  });

  app.post('/api/realtime', async (request, reply) => {
    const body = (request.body ?? {}) as { clientId?: unknown; subscriptions?: unknown };
    hub.subscribe(body.clientId, body.subscriptions, request.auth);
    return reply.status(204).send();
  });
}
