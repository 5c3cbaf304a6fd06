// client:session: hydrate a session-aware island at once when a session may exist, and
// otherwise only when a visitor presses one of its buttons (the click is replayed after
// hydration, held-tap.ts) or signs in from another tab. A visitor's static HTML is already right
// (links work without JavaScript), so visitors do not download React for the nav or welcome card.
// This is only a hint about *when* to hydrate; the islands read the session through the SDK.
import type { ClientDirective } from 'astro';
import { hasFlash } from '@mapato/client';
import { holdTaps } from './held-tap.ts';
import { AUTH_STORAGE_KEY, SIGNED_IN_CLASS } from '../lib/session-keys.ts';

/** The inline head script (components/session-class.astro) has already read the stored session. */
function mayHaveSession(): boolean {
  if (document.documentElement.classList.contains(SIGNED_IN_CLASS)) return true;
  // A toast from the page before (logged out, account deleted) is shown by the nav island.
  return hasFlash();
}

const sessionDirective: ClientDirective = (load, _options, el) => {
  let hydration: Promise<void> | null = null;

  function hydrate(): Promise<void> {
    hydration ??= (async () => {
      window.removeEventListener('storage', onStorage);
      const run = await load();
      await run();
      stopHolding();
    })();
    return hydration;
  }

  // Another tab signed in: the session store decides, once hydrated, what this page shows.
  function onStorage(event: StorageEvent) {
    if (event.key === AUTH_STORAGE_KEY && event.newValue) void hydrate();
  }

  const stopHolding = holdTaps(el, hydrate);
  if (mayHaveSession()) {
    void hydrate();
    return;
  }
  window.addEventListener('storage', onStorage);
};

export default sessionDirective;
