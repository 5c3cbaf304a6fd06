// A cheap Android phone for the SMS-code journeys (docs/decisions/046): 360 px wide and the CPU
// slowed 4× through the DevTools protocol, the speed of the phones members carry.
import type { Page } from '@playwright/test';

export async function slowCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
