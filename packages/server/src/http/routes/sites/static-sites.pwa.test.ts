// The installable app (decision 023) as the server delivers it: a policy that lets our own service
// worker and manifest load, a service worker a phone re-checks on every visit (so a new build takes
// over), a manifest browsers recognise, and no build metadata on the open web.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from '../../../app.ts';
import { DEMO_PEPPER } from '../../../domain/security/secrets.ts';

let server: Server;
let url: string;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'mapato-pwa-'));
  const web = join(root, 'web');
  const app = join(root, 'app');
  mkdirSync(join(web, 'icons'), { recursive: true });
  mkdirSync(join(app, '.vite'), { recursive: true });
  writeFileSync(join(web, 'index.html'), '<h1>Earn daily.</h1>');
  writeFileSync(join(web, 'sw.js'), 'self.skipWaiting();');
  mkdirSync(join(web, 'sw'));
  writeFileSync(join(web, 'sw', 'sw.js'), 'self.clients.claim();');
  mkdirSync(join(app, 'sw', 'assets'), { recursive: true });
  writeFileSync(join(app, 'sw', 'assets', 'member-abc123.js'), 'export {};');
  writeFileSync(join(web, 'manifest.webmanifest'), JSON.stringify({ name: 'Mapato', start_url: '/dashboard' }));
  writeFileSync(join(web, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(join(web, '404.html'), '<h1>Page not found</h1>');
  writeFileSync(join(app, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(app, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index.js"}}');
  server = await createServer({
    db: { kind: 'sqlite', file: join(root, 'data.db') },
    pepper: DEMO_PEPPER,
    sites: { web, app },
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('installable app', () => {
  it.each(['/', '/sw.js', '/api/health'])(
    '%s: the policy lets our own service worker and manifest load',
    async (path) => {
      const csp = (await fetch(url + path)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
    },
  );

  it.each([
    ['/sw.js', 'self.skipWaiting();'],
    ['/sw/sw.js', 'self.clients.claim();'],
  ])("sends %s (a language's service worker) as JavaScript revalidated on every visit", async (path, body) => {
    const res = await fetch(url + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(body);
  });

  it("lets phones keep the Kiswahili build's hashed scripts for a year, as the English ones", async () => {
    const res = await fetch(`${url}/sw/assets/member-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the web app manifest with its own content type', async () => {
    const res = await fetch(`${url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await res.json()).toMatchObject({ name: 'Mapato', start_url: '/dashboard' });
  });

  it('sends icons as PNG', async () => {
    const res = await fetch(`${url}/icons/icon-192.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it.each(['/.vite/manifest.json', '/%2evite/manifest.json'])('%s: build metadata is not served', async (path) => {
    const res = await fetch(url + path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('assets/index.js');
  });
});
