// `mapato sms-sim`: the Africa's Talking SMS simulator on its own, for a person reading codes on
// its outbox page, or a server configured with MAPATO_AT_* pointing at it.
import { startSmsSimulator } from '../sms-sim/index.ts';
import { redactSecrets } from '../http/plumbing/logging.ts';
import { parseHostPort, type ParsedArgs } from './args.ts';

export async function smsSim(args: ParsedArgs): Promise<void> {
  const { host, port } = parseHostPort(typeof args.options.http === 'string' ? args.options.http : '127.0.0.1:8092');
  const sim = await startSmsSimulator({
    host,
    port,
    // Its lines name the delivery-report URL; the secret in it stays out of the log.
    log: (line) => console.log(`${new Date().toISOString()} ${redactSecrets(line)}`),
  });
  const c = sim.credentials;
  console.log(`Africa's Talking SMS simulator at ${sim.url} — the outbox: ${sim.url}/sms
To point Mapato at it:
  MAPATO_AT_BASE_URL=${sim.url}
  MAPATO_AT_USERNAME=${c.username}
  MAPATO_AT_API_KEY=${c.apiKey}`);
  const stop = async () => {
    await sim.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
