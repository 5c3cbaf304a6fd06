// A tiny HTTP listener that records the callbacks it receives and answers as Mapato will
// ({"ResultCode":0,"ResultDesc":"Accepted"}): the receiving end for tests of the simulator and
// the client, before the server's own endpoints exist.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCallback {
  path: string;
  body: unknown;
  remoteAddress: string | undefined;
  at: number;
}

export interface CallbackRecorder {
  url: string;
  received: ReceivedCallback[];
  /** Resolves with the first `count` callbacks matching `filter` once they have arrived. */
  waitFor(
    count: number,
    filter?: (callback: ReceivedCallback) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedCallback[]>;
  close(): Promise<void>;
}

export async function startCallbackRecorder(host = '127.0.0.1'): Promise<CallbackRecorder> {
  const received: ReceivedCallback[] = [];
  let listeners: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text.
      }
      received.push({ path: req.url ?? '', body, remoteAddress: req.socket.remoteAddress, at: Date.now() });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ResultCode: 0, ResultDesc: 'Accepted' }));
      const waiting = listeners;
      listeners = [];
      for (const listener of waiting) listener();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}`,
    received,
    waitFor(count, filter = () => true, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`waited ${timeoutMs} ms for ${count} callback(s), got ${received.filter(filter).length}`)),
          timeoutMs,
        );
        const check = () => {
          const matching = received.filter(filter);
          if (matching.length >= count) {
            clearTimeout(timer);
            resolve(matching.slice(0, count));
          } else listeners.push(check);
        };
        check();
      });
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
