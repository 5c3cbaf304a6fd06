import { describe, expect, it } from 'vitest';
import { DATA_KEPT, myDataFileName } from './data-kept.ts';

describe('what we keep', () => {
  it('says for every kind of data what it is, why we keep it and for how long', () => {
    for (const item of DATA_KEPT) {
      expect(item.what).toMatch(/\.$/);
      expect(item.why).toMatch(/\.$/);
      expect(item.howLong).toMatch(/\.$/);
    }
  });

  it('names the download after the member and the day, with nothing a file system refuses', () => {
    expect(myDataFileName('wanjiru_k', '2026-11-23 10:00:00.000Z')).toBe('mapato-data-wanjiru_k-2026-11-23.json');
    expect(myDataFileName('a/b"c', '2026-01-02 00:00:00.000Z')).toBe('mapato-data-a_b_c-2026-01-02.json');
    // 22:30 UTC on the 23rd is 01:30 on the 24th in Nairobi, the day the member's screen shows.
    expect(myDataFileName('wanjiru_k', '2026-11-23 22:30:00.000Z')).toBe('mapato-data-wanjiru_k-2026-11-24.json');
  });
});
