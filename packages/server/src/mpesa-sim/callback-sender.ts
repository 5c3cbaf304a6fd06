// POSTs results to the URLs given in each request, through the knobs: delay, drop, duplicate,
// out of order, wrong token, source address. Daraja retries nothing and signs nothing, and
// neither does the simulator.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { randomBytes } from 'node:crypto';
import { record, type CallbackKindSent, type SimState } from './state.ts';

interface Pending {
  kind: CallbackKindSent;
  url: string;
  body: unknown;
}

export function createCallbackSender(getState: () => SimState) {
  let held: Pending[] = [];

  async function deliver(item: Pending): Promise<void> {
    const state = getState();
    const { knobs } = state;
    const url = knobs.wrongToken ? withWrongToken(item.url) : item.url;
    const copies = knobs.duplicate ? 2 : 1;
    for (let copy = 1; copy <= copies; copy++) {
      const entry = record(state, state.callbacks, {
        at: state.options.now(),
        kind: item.kind,
        url,
        body: item.body,
        copy,
      });
      try {
        entry.status = await post(url, item.body, knobs.sourceAddress);
      } catch (error) {
        entry.error = error instanceof Error ? error.message : String(error);
        state.options.log(`callback ${item.kind} to ${url} failed: ${entry.error}`);
      }
    }
  }

  function dispatch(item: Pending): void {
    const state = getState();
    if (state.knobs.drop) {
      record(state, state.callbacks, {
        at: state.options.now(),
        kind: item.kind,
        url: item.url,
        body: item.body,
        copy: 1,
        dropped: true,
      });
      return;
    }
    if (!state.knobs.outOfOrder) {
      void state.tracker.track(deliver(item));
      return;
    }
    held.push(item);
    if (held.length > 1) return;
    state.tracker.schedule(state.knobs.outOfOrderWindowMs, () => {
      const batch = held.reverse();
      held = [];
      // One after the other, so the receiver sees exactly this order.
      void state.tracker.track(
        (async () => {
          for (const pending of batch) await deliver(pending);
        })(),
      );
    });
  }

  return function send(kind: CallbackKindSent, url: string, body: unknown, delayMs: number): void {
    const state = getState();
    state.tracker.schedule(delayMs + state.knobs.callbackDelayMs, () => dispatch({ kind, url, body }));
  };
}

/** The last path segment is where Mapato keeps its secret token. */
function withWrongToken(url: string): string {
  const parsed = new URL(url);
  const segments = parsed.pathname.split('/');
  segments[segments.length - 1] = randomBytes(32).toString('base64url');
  parsed.pathname = segments.join('/');
  return parsed.href;
}

function post(url: string, body: unknown, localAddress: string | null): Promise<number> {
  const payload = Buffer.from(JSON.stringify(body));
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
        timeout: 10_000,
        ...(localAddress ? { localAddress } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 10 s')));
    req.on('error', reject);
    req.end(payload);
  });
}
