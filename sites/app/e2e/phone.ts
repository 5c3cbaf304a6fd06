// The phone most members use, and what "fits" means on it: nothing scrolls sideways, and a thing
// that must be read is inside the screen and inside every box that could clip it.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../../../tests/e2e-support/fixtures.ts';

export const PHONE = {
  viewport: { width: 360, height: 640 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 12; SM-A035F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** The page does not scroll sideways; on failure, names what sticks out. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    const wide = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`);
    return { scrollWidth: root.scrollWidth, clientWidth: width, wide };
  });
  expect(found.scrollWidth, `${page.url()} scrolls sideways: ${found.wide.join(' ')}`).toBeLessThanOrEqual(
    found.clientWidth,
  );
}

/** Each element is visible, within the screen's width and not cut off by a box around it. */
export async function expectOnScreen(locator: Locator): Promise<void> {
  await expect(locator.first()).toBeVisible();
  const problems = await locator.evaluateAll((elements) =>
    elements.flatMap((el) => {
      const box = el.getBoundingClientRect();
      const what = `"${el.textContent?.trim()}" (${Math.round(box.left)}–${Math.round(box.right)})`;
      const out: string[] = [];
      if (box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5) out.push(`${what} off screen`);
      for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible') continue;
        const frame = up.getBoundingClientRect();
        if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
          out.push(`${what} cut off by <${up.tagName.toLowerCase()} class="${up.className}">`);
      }
      return out;
    }),
  );
  expect(problems).toEqual([]);
}

/** Whether the browser tells screen readers that the named button's content is expanded. */
export async function expandedState(page: Page, buttonName: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodes } = await cdp.send('Accessibility.queryAXTree', {
    nodeId: root.nodeId,
    accessibleName: buttonName,
    role: 'button',
  });
  await cdp.detach();
  const expanded = nodes.find((n) => !n.ignored)?.properties?.find((p) => p.name === 'expanded')?.value.value;
  return typeof expanded === 'boolean' ? expanded : undefined;
}
