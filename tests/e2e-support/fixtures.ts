// Shared end-to-end helpers: every page is checked with axe, and any CSP violation or uncaught
// page error fails the test (a blocked script is a broken page for a real user).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (/Content Security Policy|Refused to (execute|load|apply)/i.test(msg.text()))
          problems.push(`CSP: ${msg.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
      expect(problems, 'CSP violations or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe on the current page; any violation fails the test with its rule ids and targets. */
export async function expectAccessible(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol, so the page's CSP does not apply to axe itself.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Records the characters the page draws on each canvas (a clearRect starts a new drawing), so the
 * test can read the verification code the way a person reads the image. Nothing in the product
 * changes: the test watches the browser's own drawing calls.
 */
export async function watchCanvasText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drawn = new WeakMap<HTMLCanvasElement, string>();
    const proto = CanvasRenderingContext2D.prototype;
    const clear = proto.clearRect;
    const fill = proto.fillText;
    proto.clearRect = function (...args: Parameters<typeof clear>) {
      drawn.set(this.canvas, '');
      return clear.apply(this, args);
    };
    proto.fillText = function (...args: Parameters<typeof fill>) {
      drawn.set(this.canvas, (drawn.get(this.canvas) ?? '') + String(args[0]));
      return fill.apply(this, args);
    };
    (window as unknown as { __drawnText: (c: HTMLCanvasElement) => string }).__drawnText = (c) => drawn.get(c) ?? '';
  });
}

/** The text last drawn on the canvas matching `selector`. */
export async function drawnText(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .evaluate((c) => (window as unknown as { __drawnText: (c: Element) => string }).__drawnText(c));
}
