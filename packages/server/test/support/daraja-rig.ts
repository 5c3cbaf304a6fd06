// For tests: a simulator, a callback listener and a client wired to both, with fast timings.
import { createDarajaClient, type DarajaClientOptions } from '../../src/mpesa/client.ts';
import { generateCallbackToken } from '../../src/mpesa/index.ts';
import { startCallbackRecorder, type ReceivedCallback } from './callback-recorder.ts';
import { generateSimulatorKeys, type SimulatorKeys } from '../../src/mpesa-sim/certificate.ts';
import type { DarajaSimulatorOptions } from '../../src/mpesa-sim/options.ts';
import { startDarajaSimulator } from '../../src/mpesa-sim/simulator.ts';

let keys: Promise<SimulatorKeys> | undefined;
/** One key pair per test file: generating one takes a noticeable tenth of a second. */
export const testKeys = () => (keys ??= generateSimulatorKeys());

export async function simulatorRig(options: DarajaSimulatorOptions = {}, clientOptions: DarajaClientOptions = {}) {
  const recorder = await startCallbackRecorder();
  const sim = await startDarajaSimulator({
    ...(await testKeys()),
    phoneDelayMs: 20,
    b2cDelayMs: 20,
    queueTimeoutMs: 20,
    duplicateWindowSeconds: 0,
    ...options,
  });
  const token = generateCallbackToken();
  const config = sim.clientConfig({ callbackBaseUrl: recorder.url, callbackToken: token, timeoutMs: 2000 });
  const client = createDarajaClient(config, clientOptions);
  const dig = (c: ReceivedCallback, ...keys: string[]): unknown =>
    keys.reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
      c.body,
    );
  return {
    sim,
    recorder,
    client,
    config,
    token,
    /** The STK callback(s) for one CheckoutRequestID. */
    stkCallbacks: (id: string, count = 1) =>
      recorder.waitFor(count, (c) => dig(c, 'Body', 'stkCallback', 'CheckoutRequestID') === id),
    /** `{Result}` callbacks of one kind for one OriginatorConversationID. */
    results: (kind: 'b2c-result' | 'b2c-timeout' | 'status-result' | 'balance-result', id: string, count = 1) =>
      recorder.waitFor(
        count,
        (c) => c.path.includes(`/${kind}/`) && dig(c, 'Result', 'OriginatorConversationID') === id,
      ),
    close: async () => {
      await sim.close();
      await recorder.close();
    },
  };
}

export type SimulatorRig = Awaited<ReturnType<typeof simulatorRig>>;
