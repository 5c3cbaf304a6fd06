// A cheap phone for the "ready means pressable" journeys (ADR 043): 360 × 640, touch, the CPU
// slowed 4× through the DevTools protocol, and the page's script files held back until the test
// lets them go — on Slow 3G they arrive seconds after the form is on screen, and what a person
// does in those seconds is what these journeys check.
import type { Page, Route } from '@playwright/test';

export const CHEAP_PHONE = {
  viewport: { width: 360, height: 640 },
  isMobile: true,
  hasTouch: true,
  // A first visit: a service worker would fetch the scripts itself, out of page.route's reach.
  serviceWorkers: 'block',
} as const;

/** Slows the page's CPU 4×, as on the Android phones members carry. */
export async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds every script file until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}
