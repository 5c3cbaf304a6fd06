// Sign-up verification codes (spec §4, §9). Randomness is a parameter so the server and tests
// can make codes reproducible; the caller chooses crypto or Math.random.
import { CAPTCHA_LENGTH } from './constants.ts';

/** The first code on load: upper-case letters and digits (spec §9). */
export const INITIAL_CAPTCHA_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * Refresh codes: both cases, digits and symbols, minus the characters a distorted image makes
 * easy to confuse (0 O o 1 l I i L) (spec §9).
 */
export const REFRESH_CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ' + 'abcdefghjkmnpqrstuvwxyz' + '23456789' + '#$%&*+?@';

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

export function initialCaptchaCode(random: () => number): string {
  return randomCode(INITIAL_CAPTCHA_ALPHABET, random);
}

export function refreshCaptchaCode(random: () => number): string {
  return randomCode(REFRESH_CAPTCHA_ALPHABET, random);
}
