// The real server with SMS through the Africa's Talking simulator, as `serve --sms simulator`
// wires it (cli/sms-mode.ts), with a fast worker; and reading what the phone received.
import { SIMULATOR_USSD_CODE } from '@mapato/core';
import { senderFor } from '../../src/cli/sms-mode.ts';
import { createAfricasTalkingSms } from '../../src/sms/index.ts';
import { startSmsSimulator, type SmsSimulator } from '../../src/sms-sim/index.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import type { ServerOptions } from '../../src/app.ts';

export const CALLBACK_SECRET = 'test-callback-secret-0123456789abcdef';

export interface SmsTestServer extends TestServer {
  simulator: SmsSimulator;
}

export async function startServerWithSms(options: Omit<Partial<ServerOptions>, 'db'> = {}): Promise<SmsTestServer> {
  // Reports come a moment after the send, as the gateway's do: at 0 ms a report could arrive
  // before the worker had recorded the gateway's id, and was dropped as a stranger's.
  const simulator = await startSmsSimulator({ deliveryDelayMs: 200 });
  let t: TestServer;
  try {
    t = await startTestServer({
      ...options,
      sms: {
        mode: 'simulator',
        send: senderFor(createAfricasTalkingSms(simulator.clientConfig({ timeoutMs: 2_000 }))),
        callbackSecret: CALLBACK_SECRET,
        simulatorOutbox: () => simulator.outbox(),
        simulatorForget: (ids) => simulator.forget(ids),
        ussdCode: SIMULATOR_USSD_CODE,
        timings: { pollMs: 50, leaseMs: 5_000, retryMs: [20, 20] },
      },
    });
  } catch (error) {
    await simulator.close();
    throw error;
  }
  simulator.setDeliveryReportUrl(`${t.url}/callbacks/at/sms/${CALLBACK_SECRET}`);
  return {
    ...t,
    simulator,
    async close() {
      await t.close();
      await simulator.close();
    },
  };
}

/** The messages the phone received, newest first, once at least `count` have arrived. */
export async function messagesTo(simulator: SmsSimulator, phone: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const got = simulator
      .outbox()
      .filter((sms) => sms.to === phone)
      .map((sms) => sms.message);
    if (got.length >= count) return got;
    if (Date.now() > deadline) throw new Error(`${phone} received ${got.length} SMS, expected ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The 6-digit code in the newest of `count` messages to `phone`. */
export async function codeSentTo(simulator: SmsSimulator, phone: string, count = 1): Promise<string> {
  const [newest] = await messagesTo(simulator, phone, count);
  const code = /\b(\d{6})\b/.exec(newest ?? '')?.[1];
  if (!code) throw new Error('the newest SMS holds no code');
  return code;
}
