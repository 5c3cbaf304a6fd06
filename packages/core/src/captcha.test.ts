import { describe, it, expect } from 'vitest';
import { CAPTCHA_ALPHABET, captchaCode, captchaMatches, randomCode, spellCaptcha } from './captcha.ts';

/** Look-alike pairs on a phone screen: 0/O, 1/I/L, 5/S, 2/Z, 8/B. */
const CAPTCHA_LOOK_ALIKES = '0O1IL5S2Z8B';

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

describe('the alphabet', () => {
  it('is upper-case letters and digits only, each once', () => {
    expect(CAPTCHA_ALPHABET).toMatch(/^[A-Z0-9]+$/);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
  });

  it('leaves out every look-alike pair a phone screen confuses: 0/O, 1/I/L, 5/S, 2/Z, 8/B', () => {
    for (const c of CAPTCHA_LOOK_ALIKES) expect(CAPTCHA_ALPHABET).not.toContain(c);
    // Still 25 characters: 25^6 ≈ 244 million codes.
    expect(CAPTCHA_ALPHABET).toHaveLength(25);
  });
});

describe('captchaCode', () => {
  it('maps each random value to its character', () => {
    // floor(r * 25): 0 → A, 0.5 → 12 (Q), 0.75 → 18 (X), 0.999 → 24 (9), 0.1 → 2 (D), 0.84 → 21 (4)
    expect(captchaCode(sequence([0, 0.5, 0.75, 0.999, 0.1, 0.84]))).toBe('AQX9D4');
  });

  it('makes 6 characters of the alphabet, never a look-alike', () => {
    const random = seeded(2026);
    for (let i = 0; i < 500; i++) {
      const code = captchaCode(random);
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      for (const c of code) expect(CAPTCHA_LOOK_ALIKES).not.toContain(c);
    }
  });

  it('is deterministic for a given seed', () => {
    expect(captchaCode(seeded(7))).toBe(captchaCode(seeded(7)));
  });
});

describe('captchaMatches', () => {
  it('accepts the code typed in lower case, as a phone keyboard starts', () => {
    expect(captchaMatches('aqx9d4', 'AQX9D4')).toBe(true);
    expect(captchaMatches(' AqX9d4 ', 'AQX9D4')).toBe(true);
  });

  it('refuses a different code, a short one and an empty expectation', () => {
    expect(captchaMatches('AQX9D7', 'AQX9D4')).toBe(false);
    expect(captchaMatches('AQX9D', 'AQX9D4')).toBe(false);
    expect(captchaMatches('', '')).toBe(false);
  });
});

it('spells a code out character by character', () => {
  expect(spellCaptcha('K7M3PX')).toBe('K 7 M 3 P X');
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
