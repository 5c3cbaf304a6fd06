// Sign-up verification codes. Randomness is a parameter so the server and tests can make codes
// reproducible; the caller chooses crypto or Math.random.
//
// Unlike the original product (ADR 026, docs/decisions/005): its first code was A–Z0–9 and each
// refresh mixed both cases and symbols, compared exactly as typed; on a phone whose keyboard starts
// in lower case a correct answer was refused, and look-alikes made the code a guessing game. Every
// code now comes from one alphabet of upper-case letters and digits without look-alikes, and the
// answer is compared ignoring case and surrounding spaces.
import { CAPTCHA_LENGTH } from './constants.ts';

/** A–Z and 0–9 without the characters a distorted image (or a small screen) makes easy to confuse
 * with another — 0/O, 1/I/L, 5/S, 2/Z, 8/B: 20 letters and 5 digits. */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY' + '34679';

/** `length` characters of `alphabet`, one call of `random` (in [0, 1)) per character. */
export function randomCode(alphabet: string, random: () => number, length: number = CAPTCHA_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i++) {
    const r = random();
    // A random outside [0, 1) would silently bias or break the code; fail loudly instead.
    if (!(r >= 0 && r < 1)) throw new RangeError(`random() must return a number in [0, 1), got ${r}`);
    code += alphabet.charAt(Math.floor(r * alphabet.length));
  }
  return code;
}

/** A new code: on load and on every refresh. */
export function captchaCode(random: () => number): string {
  return randomCode(CAPTCHA_ALPHABET, random);
}

/** Whether what was typed is the code: case and surrounding spaces do not matter. */
export function captchaMatches(typed: string, expected: string): boolean {
  return expected !== '' && typed.trim().toUpperCase() === expected.toUpperCase();
}

/** The code spelled out for a screen reader or to read aloud: "K 7 M 3 P X". */
export function spellCaptcha(code: string): string {
  return [...code].join(' ');
}
