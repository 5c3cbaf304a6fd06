// A cheap Android phone's processor: Chromium's CPU throttled 4× through the DevTools protocol, as
// DevTools' "4× slowdown" does. Used by the journeys walked "at 360 px with 4× CPU".
import type { Page } from '@playwright/test';

export async function slowCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
