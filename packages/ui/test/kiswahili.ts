// Draws a test's components in Kiswahili: messages follow <html lang> in a browser, as on a
// /sw/ page, so the page's language is set before each test and put back after.
import { afterEach, beforeEach } from 'vitest';

export function inKiswahili(): void {
  beforeEach(() => {
    document.documentElement.lang = 'sw';
  });
  afterEach(() => {
    document.documentElement.lang = 'en';
  });
}
