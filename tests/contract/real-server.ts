// The real server for the contract, started as users start it: `mapato serve --demo --mpesa
// simulator --sms simulator` in a child process on a fresh SQLite directory (with the mocks' admins
// made by `mapato superuser create` first), so it takes M-Pesa
// prompts, pays small withdrawals by itself and answers USSD, as the mocks do by default. Its route list comes from an in-process
// server of the same build (routes do not depend on the mode), and a request reaches a route when
// its path fits the route's pattern, as Fastify would match it.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_OPERATORS } from '@mapato/mocks';
import { createServer, DEMO_PEPPER } from '@mapato/server';

const MAIN = resolve(import.meta.dirname, '../../packages/server/src/main.ts');

export interface RealServer {
  url: string;
  /** every route the server answers, as 'METHOD /url/:param' */
  routes: string[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createNetServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function routeList(dir: string): Promise<string[]> {
  const server = await createServer({
    db: { kind: 'sqlite', file: join(dir, 'routes.db') },
    pepper: DEMO_PEPPER,
    demo: true,
  });
  const routes = [...server.routes];
  await server.close();
  return routes;
}

/** `mapato superuser create` for each of the mocks' admins, as an owner makes them before serving. */
async function createAdmins(env: NodeJS.ProcessEnv, data: string): Promise<void> {
  for (const admin of DEMO_OPERATORS) {
    const args = ['superuser', 'create', admin.email, admin.password, '--role', admin.role, '--dir', data];
    const child = spawn(process.execPath, [MAIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    if (code !== 0) throw new Error(`mapato superuser create failed:\n${output}`);
  }
}

export async function startRealServer(): Promise<RealServer> {
  const dir = await mkdtemp(join(tmpdir(), 'mapato-contract-'));
  const routes = await routeList(dir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, MAPATO_LOG: 'off', MAPATO_RATE_LIMIT: 'off' };
  delete env.DATABASE_URL; // SQLite in `dir`, whatever the surrounding test pass uses
  delete env.MAPATO_MPESA;
  // The admins' scenarios sign in on both sides with the same e-mails and passwords.
  await createAdmins(env, join(dir, 'data'));
  const args = [
    'serve',
    '--http',
    `127.0.0.1:${port}`,
    '--dir',
    join(dir, 'data'),
    '--demo',
    '--mpesa',
    'simulator',
    '--sms',
    'simulator',
  ];
  const child = spawn(process.execPath, [MAIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  // The demo accounts are seeded before the server listens: healthy means ready.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`mapato serve exited early:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`mapato serve did not start:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { url, routes, stop };
}

/** Does 'GET /api/tasks/daily-1/complete' reach the route 'GET /api/tasks/:id/complete'? */
export function reaches(request: string, route: string): boolean {
  const [method, path = ''] = request.split(' ', 2);
  const [routeMethod, pattern = ''] = route.split(' ', 2);
  if (method !== routeMethod) return false;
  const segments = pattern.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s === '*' ? '.*' : escape(s)));
  return new RegExp(`^${segments.join('/')}$`).test(path.split('?', 1)[0]!);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
