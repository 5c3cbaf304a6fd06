// GET /api/realtime (the SSE stream: PB_CONNECT with the clientId, then record events and keep-alive
// comments) and POST /api/realtime {clientId, subscriptions} (replaces the client's topics and
// binds the caller's auth), as PocketBase speaks them (reference §4.10, ADR 017).
import type { FastifyInstance } from 'fastify';
import type { RealtimeHub } from '../domain/realtime.ts';
import { setSecurityHeaders } from './security-headers.ts';

export interface RealtimeOptions {
  hub: RealtimeHub;
  /** milliseconds between keep-alive comment lines (default 25 s) */
  keepAliveMs: number;
}

/** A client that stops reading is dropped once this much is waiting for it. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export function registerRealtime(app: FastifyInstance, { hub, keepAliveMs }: RealtimeOptions): void {
  const streams = new Set<() => void>();
  // Open streams would hold app.close() forever: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  app.get('/api/realtime', (request, reply) => {
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
    const client = hub.connect((event, data) => {
      write(`id:${client.id}\nevent:${event}\ndata:${JSON.stringify(data)}\n\n`);
    });
    const keepAlive = setInterval(() => write(': ping\n\n'), keepAliveMs);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(keepAlive);
      hub.disconnect(client.id);
      streams.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    streams.add(end);
    raw.on('close', end);
    raw.on('error', end);
    client.send('PB_CONNECT', { clientId: client.id });
  });

  app.post('/api/realtime', async (request, reply) => {
    const body = (request.body ?? {}) as { clientId?: unknown; subscriptions?: unknown };
    hub.subscribe(body.clientId, body.subscriptions, request.auth);
    return reply.status(204).send();
  });
}
