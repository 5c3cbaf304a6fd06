// The real server on a fresh data directory with the demo members (so a signed-in page can be
// measured), serving the built sites exactly as `npm start` does.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { DEMO_ACCOUNTS } from '@mapato/core';

export interface BenchServer {
  origin: string;
  stop(): void;
}

export async function startBenchServer(dir: string): Promise<BenchServer> {
  // A port nobody uses now: the suite's smoke run may share the machine with someone's full run.
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['packages/server/src/main.ts', 'serve', '--http', `127.0.0.1:${port}`, '--dir', dir, '--demo'],
    { env: { ...process.env, MAPATO_LOG: 'off' }, stdio: 'ignore' },
  );
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  // Up to 60 s: the demo seed hashes passwords, slow on a busy machine.
  for (let i = 0; i < 600 && exited === null; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop: () => child.kill() };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(exited === null ? 'server did not start within 60 s' : `server exited (${exited})`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The value the SDK keeps in localStorage for a signed-in demo member (brian: level 2, history). */
export async function demoSession(origin: string): Promise<string> {
  const brian = DEMO_ACCOUNTS[1]!;
  const res = await fetch(`${origin}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ identity: brian.username, password: brian.password }),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status}`);
  const { token, record } = (await res.json()) as { token: string; record: unknown };
  return JSON.stringify({ token, record });
}
