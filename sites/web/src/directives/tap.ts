// client:tap: hydrate when the island comes into view, as client:visible does, and keep a tap that
// comes first (held-tap.ts). On Slow 3G "Start Live Chat" is on screen seconds before its script
// has arrived; with client:visible alone that first tap did nothing.
import type { ClientDirective } from 'astro';
import { holdTaps } from './held-tap.ts';

const tapDirective: ClientDirective = (load, _options, el) => {
  let hydration: Promise<void> | null = null;

  function hydrate(): Promise<void> {
    hydration ??= (async () => {
      observer.disconnect();
      const run = await load();
      await run();
      stopHolding();
    })();
    return hydration;
  }

  const stopHolding = holdTaps(el, hydrate);
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) void hydrate();
  });
  // <astro-island> is display: contents (no box of its own): watch what it holds.
  for (const child of el.children) observer.observe(child);
};

export default tapDirective;
