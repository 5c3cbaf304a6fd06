// What one address may hold open on /api/realtime (ADR 039): at most
// MAPATO_REALTIME_MAX_PER_ADDRESS streams (default 20), a stream whose client never subscribes is
// closed after PocketBase's idle timeout, and a topic cannot smuggle a line break into the SSE
// `event:` line it becomes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REALTIME_LIMITS, realtimeMaxPerAddressFromEnv } from '../src/http/routes/records/realtime.ts';
import { pause } from './support/realtime.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { testServerForFile } from './support/harness.ts';

// Long enough for a loaded machine to open a stream and subscribe before it runs out.
const IDLE_MS = 1_000;

const t = testServerForFile({ realtimeKeepAliveMs: 100, realtimeIdleMs: IDLE_MS, trustProxy: 1 });

interface Stream {
  status: number;
  body: string;
  clientId(): Promise<string>;
  readUntil(pattern: RegExp, ms?: number): Promise<string>;
  /** resolves true when the server ended the stream within `ms` */
  ended(ms: number): Promise<boolean>;
  close(): void;
}

async function openStream(headers: Record<string, string> = {}, url = t.url): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/realtime`, { signal: controller.signal, headers });
  if (res.headers.get('content-type') !== 'text/event-stream') {
    return {
      status: res.status,
      body: await res.text(),
      clientId: () => Promise.reject(new Error('no stream')),
      readUntil: () => Promise.reject(new Error('no stream')),
      ended: async () => true,
      close: () => {},
    };
  }
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let done = false;
  const pump = (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += chunk.value;
      }
    } catch {
      /* aborted by the test */
    }
    done = true;
  })();
  const stream: Stream = {
    status: res.status,
    body: '',
    async readUntil(pattern, ms = 3_000) {
      const deadline = Date.now() + ms;
      while (!pattern.test(text)) {
        if (done || Date.now() > deadline) throw new Error(`not seen ${pattern}: ${JSON.stringify(text)}`);
        await pause(10);
      }
      return text;
    },
    async clientId() {
      return /^id:(\w+)/.exec(await stream.readUntil(/data:.*\n\n/))![1]!;
    },
    async ended(ms) {
      await Promise.race([pump, pause(ms)]);
      return done;
    },
    close: () => controller.abort(),
  };
  return stream;
}

const subscribe = (clientId: string, subscriptions: string[]) =>
  t.http('/api/realtime', { method: 'POST', json: { clientId, subscriptions } });

describe('streams per address', () => {
  // The default idle time here: no stream may close by itself while the test counts them.
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ trustProxy: 1 });
  });
  afterAll(() => plain.close());

  it('allows 20 by default; the 21st gets a 429 in PocketBase’s shape; a closed one frees its place', async () => {
    expect(DEFAULT_REALTIME_LIMITS.maxPerAddress).toBe(20);
    const from = { 'x-forwarded-for': '198.51.100.20' };
    const open = (headers: Record<string, string>) => openStream(headers, plain.url);
    const streams = [];
    for (let i = 0; i < 20; i++) streams.push(await open(from));
    expect(streams.map((s) => s.status)).toEqual(Array(20).fill(200));
    const refused = await open(from);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      status: 429,
      message: 'Too many realtime connections from your address. Close one and try again.',
      data: {},
    });
    // Another address is not held back by this one.
    const other = await open({ 'x-forwarded-for': '198.51.100.21' });
    expect(other.status).toBe(200);
    other.close();

    streams.pop()!.close();
    await pause(100);
    const again = await open(from);
    expect(again.status).toBe(200);
    for (const s of [...streams, again]) s.close();
  });

  it('reads MAPATO_REALTIME_MAX_PER_ADDRESS, and refuses what is not a whole number of streams', () => {
    expect(realtimeMaxPerAddressFromEnv(undefined)).toBe(20);
    expect(realtimeMaxPerAddressFromEnv(' 5 ')).toBe(5);
    for (const bad of ['0', '-1', '2.5', 'many', '10001'])
      expect(() => realtimeMaxPerAddressFromEnv(bad)).toThrow(/MAPATO_REALTIME_MAX_PER_ADDRESS/);
  });
});

describe('idle streams', () => {
  it('closes a stream that never subscribes after the idle timeout, keep-alives notwithstanding', async () => {
    const stream = await openStream({ 'x-forwarded-for': '198.51.100.30' });
    const clientId = await stream.clientId();
    expect(await stream.ended(IDLE_MS * 4)).toBe(true);
    // Its client is gone: a late subscription finds nothing.
    expect((await subscribe(clientId, ['withdrawal/*'])).status).toBe(404);
  });

  it('keeps a subscribed stream open, and closes it once it drops every topic', async () => {
    const stream = await openStream({ 'x-forwarded-for': '198.51.100.31' });
    const clientId = await stream.clientId();
    expect((await subscribe(clientId, ['withdrawal/*'])).status).toBe(204);
    expect(await stream.ended(IDLE_MS * 2)).toBe(false);
    await stream.readUntil(/: ping\n\n[\s\S]*: ping\n\n/);
    expect((await subscribe(clientId, [])).status).toBe(204);
    expect(await stream.ended(IDLE_MS * 4)).toBe(true);
  });
});

describe('topics', () => {
  it('refuses a topic with a line break (or any control character) with 400, changing nothing', async () => {
    const stream = await openStream({ 'x-forwarded-for': '198.51.100.40' });
    const clientId = await stream.clientId();
    expect((await subscribe(clientId, ['withdrawal/*'])).status).toBe(204);
    for (const forged of [
      'withdrawal/*\nevent:PB_CONNECT\ndata:{"clientId":"forged"}',
      'withdrawal/*\revent:x',
      'users/*\r\ndata:x',
      'users/*\u0000',
    ]) {
      const res = await subscribe(clientId, ['users/*', forged]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        status: 400,
        message: 'Failed to load the submitted data. Try again later.',
        data: {
          subscriptions: {
            code: 'validation_invalid_value',
            message: 'A topic may not contain line breaks or other control characters.',
          },
        },
      });
    }
    // The earlier subscription stands: the stream is still open, not idle.
    expect(await stream.ended(IDLE_MS * 2)).toBe(false);
    stream.close();
  });
});
