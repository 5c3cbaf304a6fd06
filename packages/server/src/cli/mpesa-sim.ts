// `mapato mpesa-sim`: the Daraja simulator on its own, for a person at the phone page or a
// server configured with MAPATO_DARAJA_* pointing at it.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCallbackToken } from '../mpesa/index.ts';
import { startDarajaSimulator } from '../mpesa-sim/index.ts';
import { redactSecrets } from '../http/plumbing/logging.ts';
import { parseHostPort, type ParsedArgs } from './args.ts';
import { phoneDelay } from './payments-mode.ts';

export async function mpesaSim(args: ParsedArgs): Promise<void> {
  const { host, port } = parseHostPort(typeof args.options.http === 'string' ? args.options.http : '127.0.0.1:8091');
  const sim = await startDarajaSimulator({
    host,
    port,
    phoneDelayMs: phoneDelay(args.options['phone-delay']),
    // Its lines name the callback URLs it calls; their tokens stay out of the log as the server's do.
    log: (line) => console.log(`${new Date().toISOString()} ${redactSecrets(line)}`),
  });
  const certificatePath = join(tmpdir(), `mapato-daraja-sim-${port || 'any'}.cer`);
  writeFileSync(certificatePath, sim.certificate);
  const c = sim.credentials;
  console.log(`Daraja simulator at ${sim.url} — the member's phone: ${sim.url}/
To point Mapato at it (the key pair, hence the certificate, is new at every start):
  MAPATO_DARAJA_BASE_URL=${sim.url}
  MAPATO_DARAJA_CONSUMER_KEY=${c.consumerKey}
  MAPATO_DARAJA_CONSUMER_SECRET=${c.consumerSecret}
  MAPATO_DARAJA_STK_SHORTCODE=${c.stkShortcode}
  MAPATO_DARAJA_STK_PASSKEY=${c.passkey}
  MAPATO_DARAJA_B2C_SHORTCODE=${c.b2cShortcode}
  MAPATO_DARAJA_INITIATOR_NAME=${c.initiatorName}
  MAPATO_DARAJA_INITIATOR_PASSWORD=${c.initiatorPassword}
  MAPATO_DARAJA_CERTIFICATE=${certificatePath}
  MAPATO_DARAJA_CALLBACK_BASE_URL=http://127.0.0.1:8090
  MAPATO_DARAJA_CALLBACK_TOKEN=${generateCallbackToken()}`);
  const stop = async () => {
    await sim.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
