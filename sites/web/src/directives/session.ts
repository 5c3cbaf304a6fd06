// client:session: hydrate a session-aware island at once when a session may exist, and
// otherwise only when a visitor presses one of its buttons (the click is replayed after
// hydration) or signs in from another tab. A visitor's static HTML is already right (links work
// without JavaScript), so visitors do not download React for the nav, footer or welcome card.
// This is only a hint about *when* to hydrate; the islands read the session through the SDK.
import type { ClientDirective } from 'astro';
import { AUTH_STORAGE_KEY, LOGOUT_TOAST_KEY } from '../lib/session-keys.ts';

function mayHaveSession(): boolean {
  try {
    if (sessionStorage.getItem(LOGOUT_TOAST_KEY) !== null) return true;
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return false;
    const token = (JSON.parse(raw) as { token?: unknown }).token;
    if (typeof token !== 'string' || token === '') return false;
    const part = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const exp = (JSON.parse(atob(part)) as { exp?: unknown }).exp;
    return typeof exp !== 'number' || exp * 1000 > Date.now();
  } catch {
    return false;
  }
}

const sessionDirective: ClientDirective = (load, _options, el) => {
  let started = false;

  async function hydrate(): Promise<void> {
    if (started) return;
    started = true;
    window.removeEventListener('storage', onStorage);
    el.removeEventListener('click', onClick, true);
    const run = await load();
    await run();
  }

  function onStorage(event: StorageEvent) {
    if (event.key === AUTH_STORAGE_KEY && mayHaveSession()) void hydrate();
  }

  function onClick(event: MouseEvent) {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    void hydrate().then(() => button.click());
  }

  if (mayHaveSession()) {
    void hydrate();
    return;
  }
  window.addEventListener('storage', onStorage);
  el.addEventListener('click', onClick, true);
};

export default sessionDirective;
