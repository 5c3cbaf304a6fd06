// The server as users run it: `node src/main.ts serve` in a child process, for tests that need
// several processes or a real crash.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PEPPER } from '../../src/domain/security/secrets.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const MAIN = join(import.meta.dirname, '../../src/main.ts');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function startServerProcess(opts: {
  env: Record<string, string>;
  dataDir: string;
  extraArgs?: string[];
  /** when the environment must name the URL before the start (e.g. M-Pesa's callback URL) */
  port?: number;
}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // Served without --demo, as a deployment is: the pepper comes from the environment.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MAPATO_LOG: 'off',
    MAPATO_RATE_LIMIT: 'off',
    // Off as in test-server.ts, unless the test's env turns it on.
    MAPATO_SOLVENCY_MIN: '0',
    MAPATO_SECRET_PEPPER: DEMO_PEPPER,
    ...opts.env,
  };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    [MAIN, 'serve', '--http', `127.0.0.1:${port}`, '--dir', opts.dataDir, ...(opts.extraArgs ?? [])],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => out,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The scaled-out deployment for a PostgreSQL-only test file: an in-process test server (to prepare
 * members) and two `mapato serve` processes sharing its database. Hooks are registered here.
 */
export function twoProcessesSharingPostgres(
  opts: { env?: Record<string, string>; server?: Parameters<typeof startTestServer>[0] } = {},
) {
  const cluster = {} as { t: TestServer; a: ServerProcess; b: ServerProcess };
  beforeAll(async () => {
    cluster.t = await startTestServer(opts.server);
    const env = { ...cluster.t.testDb.env, ...opts.env };
    cluster.a = await startServerProcess({ env, dataDir: cluster.t.testDb.dataDir });
    cluster.b = await startServerProcess({ env, dataDir: cluster.t.testDb.dataDir });
  });
  afterAll(async () => {
    await cluster.a?.stop();
    await cluster.b?.stop();
    await cluster.t?.close();
  });
  return cluster;
}
