// One origin: the built sites are served next to the API, with the member app's routes falling
// back to its index.html, referral links to the sign-up page, and unknown pages getting the site's 404 page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from '../../../app.ts';
import { DEMO_PEPPER } from '../../../domain/security/secrets.ts';

const ISLAND_BOOT = 'customElements.define("astro-island", class extends HTMLElement {});';
const BIG_SCRIPT = 'console.log("Earn daily. Withdraw instantly.");\n'.repeat(200);
let server: Server;
let url: string;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'mapato-sites-'));
  const web = join(root, 'web');
  const app = join(root, 'app');
  mkdirSync(join(web, 'support'), { recursive: true });
  mkdirSync(join(app, 'assets'), { recursive: true });
  writeFileSync(
    join(web, 'index.html'),
    `<h1>Earn daily. Withdraw instantly.</h1><script>${ISLAND_BOOT}</script><script type="module" src="/_astro/x.js"></script>`,
  );
  writeFileSync(join(web, 'support', 'index.html'), '<h1>Support</h1>');
  writeFileSync(join(web, 'privacy.html'), '<h1>Privacy</h1>');
  mkdirSync(join(web, 'login'));
  writeFileSync(join(web, 'login', 'index.html'), '<h1>Sign in to Mapato</h1>');
  mkdirSync(join(web, 'signup'));
  writeFileSync(join(web, 'signup', 'index.html'), '<h1>Join Mapato</h1>');
  writeFileSync(join(web, '404.html'), '<h1>Page not found</h1>');
  writeFileSync(join(app, 'index.html'), '<div id="app">member app</div>');
  writeFileSync(join(app, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(app, 'assets', 'big.js'), BIG_SCRIPT);
  // What scripts/precompress.ts leaves beside a hashed file: its brotli copy.
  writeFileSync(join(app, 'assets', 'pre.js'), BIG_SCRIPT);
  writeFileSync(join(app, 'assets', 'pre.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(root, 'secret.txt'), 'do not serve');
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

const get = async (path: string) => {
  const res = await fetch(url + path);
  return {
    status: res.status,
    text: await res.text(),
    type: res.headers.get('content-type') ?? '',
    csp: res.headers.get('content-security-policy'),
  };
};

describe('static sites', () => {
  it.each([
    ['/', 200, 'Earn daily'],
    ['/support', 200, 'Support'],
    ['/privacy', 200, 'Privacy'],
    // Sign-in and sign-up are prerendered public pages (ADR 027); a referral link is sign-up.
    ['/login', 200, 'Sign in to Mapato'],
    ['/signup', 200, 'Join Mapato'],
    ['/ref/amina', 200, 'Join Mapato'],
    ['/dashboard', 200, 'member app'],
    ['/admin/members', 200, 'member app'],
    ['/client/projects/abc', 200, 'member app'],
    ['/assets/app.js', 200, 'console.log'],
    ['/no/such/page', 404, 'Page not found'],
    ['/..%2Fsecret.txt', 404, 'Page not found'],
    ['/%2e%2e/secret.txt', 404, 'Page not found'],
  ])('%s → %i', async (path, status, text) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.text).toContain(text);
    expect(res.text).not.toContain('do not serve');
    expect(res.csp).toContain("frame-ancestors 'none'");
  });

  it('allows exactly the inline scripts of the page it serves, by hash', async () => {
    const { createHash } = await import('node:crypto');
    const hash = `'sha256-${createHash('sha256').update(ISLAND_BOOT).digest('base64')}'`;
    const home = await get('/');
    expect(home.csp).toContain(`script-src 'self' ${hash}`);
    expect(home.csp).not.toContain("unsafe-inline'; script");
    const other = await get('/support');
    expect(other.csp).toContain("script-src 'self';");
  });

  it('compresses text for clients that accept it and lets phones keep hashed assets for a year', async () => {
    const big = await fetch(`${url}/assets/big.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers.get('content-encoding')).toBe('gzip');
    expect(await big.text()).toBe(BIG_SCRIPT);
    expect(big.headers.get('cache-control')).toContain('immutable');
    const page = await fetch(`${url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it("sends the build's brotli copy of a script as is, and the plain file to a client without brotli", async () => {
    const pre = await fetch(`${url}/assets/pre.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(pre.headers.get('content-encoding')).toBe('br');
    expect(pre.headers.get('content-type')).toContain('javascript');
    expect(pre.headers.get('cache-control')).toContain('immutable');
    expect(await pre.text()).toBe(BIG_SCRIPT);
    const plain = await fetch(`${url}/assets/pre.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_SCRIPT);
  });

  it('keeps API errors as JSON even with sites present', async () => {
    const res = await get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ status: 404, message: "The requested resource wasn't found.", data: {} });
  });
});
