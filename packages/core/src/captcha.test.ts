import { describe, it, expect } from 'vitest';
import {
  INITIAL_CAPTCHA_ALPHABET,
  REFRESH_CAPTCHA_ALPHABET,
  initialCaptchaCode,
  randomCode,
  refreshCaptchaCode,
} from './captcha.ts';

/** Characters a distorted image makes easy to confuse: Refresh codes never use them. */
const CAPTCHA_LOOK_ALIKES = '0Oo1lIiL';

/** Replays fixed values, so each expected character can be worked out by hand. */
function sequence(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

/** mulberry32: a tiny seeded generator for deterministic bulk checks. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('alphabets', () => {
  it('initial codes use A–Z and 0–9', () => {
    expect(INITIAL_CAPTCHA_ALPHABET).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
  });

  it('refresh codes use both cases, digits and symbols without look-alikes', () => {
    expect(REFRESH_CAPTCHA_ALPHABET).toBe('ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789#$%&*+?@');
    expect(REFRESH_CAPTCHA_ALPHABET).toHaveLength(62);
    expect(new Set(REFRESH_CAPTCHA_ALPHABET).size).toBe(62);
    for (const c of '0Oo1lI') expect(CAPTCHA_LOOK_ALIKES).toContain(c);
    for (const c of CAPTCHA_LOOK_ALIKES) expect(REFRESH_CAPTCHA_ALPHABET).not.toContain(c);
  });
});

describe('initialCaptchaCode', () => {
  it('maps each random value to its character', () => {
    // floor(r * 36): 0 → A, 0.5 → 18 (S), 0.75 → 27 (1), 0.999 → 35 (9), 0.1 → 3 (D), 0.7 → 25 (Z)
    expect(initialCaptchaCode(sequence([0, 0.5, 0.75, 0.999, 0.1, 0.7]))).toBe('AS19DZ');
  });

  it('makes 6 characters of the alphabet', () => {
    const random = seeded(2026);
    for (let i = 0; i < 200; i++) {
      expect(initialCaptchaCode(random)).toMatch(/^[A-Z0-9]{6}$/);
    }
  });

  it('is deterministic for a given seed', () => {
    expect(initialCaptchaCode(seeded(7))).toBe(initialCaptchaCode(seeded(7)));
  });
});

describe('refreshCaptchaCode', () => {
  it('maps each random value to its character', () => {
    // floor(r * 62): 0 → A, 0.4 → 24 (b), 0.75 → 46 (2), 0.999 → 61 (@), 0.9 → 55 ($), 0.37 → 22 (Z)
    expect(refreshCaptchaCode(sequence([0, 0.4, 0.75, 0.999, 0.9, 0.37]))).toBe('Ab2@$Z');
  });

  it('never uses a look-alike character', () => {
    const random = seeded(42);
    for (let i = 0; i < 500; i++) {
      const code = refreshCaptchaCode(random);
      expect(code).toHaveLength(6);
      for (const c of code) {
        expect(REFRESH_CAPTCHA_ALPHABET).toContain(c);
        expect(CAPTCHA_LOOK_ALIKES).not.toContain(c);
      }
    }
  });
});

describe('randomCode', () => {
  it('honours a custom length and alphabet', () => {
    expect(randomCode('xy', sequence([0, 0.5]), 4)).toBe('xyxy');
    expect(randomCode('xy', sequence([0.3]), 0)).toBe('');
  });

  it.each([1, -0.1, Number.NaN, 2])('rejects random() returning %s', (r) => {
    expect(() => randomCode('AB', () => r)).toThrow(`random() must return a number in [0, 1), got ${r}`);
  });
});
