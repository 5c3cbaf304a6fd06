// A cheap Android phone for the live-support journeys: Chromium's CPU slowed down through the
// DevTools protocol (the viewport is each spec's own test.use). Slowing the CPU is Chromium's only.
import type { Page } from '@playwright/test';

/** Runs the page's scripts `rate` times slower from now on (4: the phones our members carry). */
export async function slowCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
