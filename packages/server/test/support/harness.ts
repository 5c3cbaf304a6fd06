// One test file, one server: the start-up every API test file repeated (a `let t`, a beforeAll that
// starts the server, an afterAll that closes it) in one call, and the helpers several files had
// copied. Each file still gets a server and a database of its own, so files stay independent and
// run in parallel (ADR 053).
import { afterAll, beforeAll } from 'vitest';
import { eventually, paymentRows, startPaymentsServer, type PaymentsRig } from './payments-rig.ts';
import { grant, signUpMember, startTestServer, type Member, type TestServer } from './test-server.ts';

/**
 * Starts `start()` before the file's first test (and before the hooks registered after this call)
 * and closes it after its last; the getter returns it in between.
 */
function forFile<T extends { close(): Promise<void> }>(start: () => Promise<T>): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  return () => {
    if (!started) throw new Error('the file’s server runs only inside its tests and hooks');
    return started;
  };
}

/** A TestServer that is whatever `current()` returns when it is used (read it inside tests and hooks). */
function serverView(current: () => TestServer): TestServer {
  return {
    get url() {
      return current().url;
    },
    get server() {
      return current().server;
    },
    get testDb() {
      return current().testDb;
    },
    sdk: () => current().sdk(),
    http: (path, init) => current().http(path, init),
    close: () => current().close(),
  };
}

/** This file's server (startTestServer, or another starter with the same surface). */
export function testServerForFile<O>(
  options?: O,
  start: (options?: O) => Promise<TestServer> = startTestServer as (options?: O) => Promise<TestServer>,
): TestServer {
  return serverView(forFile(() => start(options)));
}

/** This file's server with the M-Pesa simulator (payments-rig.ts): the rig, and its server as `t`. */
export function paymentsServerForFile(options?: Parameters<typeof startPaymentsServer>[0]): {
  rig: PaymentsRig;
  t: TestServer;
} {
  const current = forFile(() => startPaymentsServer(options));
  const t = serverView(() => current().t);
  const rig: PaymentsRig = {
    t,
    get sim() {
      return current().sim;
    },
    get callbackToken() {
      return current().callbackToken;
    },
    close: () => current().close(),
  };
  return { rig, t };
}

/** A signed-in member with `amount` granted through the ledger (sign-up's own reward comes on top). */
export async function fundedMember(t: TestServer, amount = 0, extra: Record<string, unknown> = {}): Promise<Member> {
  const m = await signUpMember(t, extra);
  if (amount > 0) await grant(t, m.id, amount);
  return m;
}

/** The withdrawal once M-Pesa's answer has settled it: disbursed or declined. */
export const settled = (on: TestServer, id: string) =>
  eventually(async () => {
    const w = await paymentRows(on).withdrawal(id);
    return (w.status === 'disbursed' || w.status === 'declined') && w;
  });
