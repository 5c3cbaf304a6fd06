// The GSM 03.38 7-bit alphabet: a text made only of it travels as 160 characters per SMS (182 on
// a USSD screen); one character outside it and the whole text is sent as UCS-2, about 70 per SMS.
// Our own texts (codes, balances, menus) must stay inside it, so they are checked and cleaned here.

/** One SMS in GSM-7, in septets. */
export const SMS_MAX_CHARS = 160;
/** One USSD screen (platform notes: 182 the limit, 160 the safe size). */
export const USSD_MAX_CHARS = 182;

// The basic table in code order, without 0x1B (ESC), which only introduces the extension table.
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
// Sent as ESC plus one septet, so each costs two.
const EXTENSION = '\f^{}\\[~]|€';

const BASIC_SET = new Set(BASIC);
const EXTENSION_SET = new Set(EXTENSION);

export function isGsm7(text: string): boolean {
  for (const char of text) if (!BASIC_SET.has(char) && !EXTENSION_SET.has(char)) return false;
  return true;
}

/**
 * Septets the text takes in GSM-7: extension characters count 2. A character outside GSM-7 counts
 * 1 (such a text is not sent as GSM-7 at all: check isGsm7 first, or use fitsOneSms).
 */
export function gsm7Septets(text: string): number {
  let septets = 0;
  for (const char of text) septets += EXTENSION_SET.has(char) ? 2 : 1;
  return septets;
}

export function fitsOneSms(text: string): boolean {
  return isGsm7(text) && gsm7Septets(text) <= SMS_MAX_CHARS;
}

// What editors and translators put in by habit, and its plain equivalent.
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u2018': "'", // ‘
  '\u2019': "'", // ’
  '\u201A': "'", // ‚
  '\u201B': "'", // ‛
  '\u2032': "'", // ′
  '\u201C': '"', // “
  '\u201D': '"', // ”
  '\u201E': '"', // „
  '\u201F': '"', // ‟
  '\u2033': '"', // ″
  '\u00AB': '"', // «
  '\u00BB': '"', // »
  '\u2039': '<', // ‹
  '\u203A': '>', // ›
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '-', // figure dash
  '\u2013': '-', // –
  '\u2014': '-', // —
  '\u2015': '-', // ―
  '\u2212': '-', // minus sign
  '\u2026': '...', // …
  '\u00A0': ' ', // no-break space
  '\u2007': ' ', // figure space
  '\u2009': ' ', // thin space
  '\u202F': ' ', // narrow no-break space (French and Intl number formats)
  '\t': ' ',
  '\u00AD': '', // soft hyphen
  '\u200B': '', // zero-width space
  '\uFEFF': '', // byte-order mark
};

/**
 * Replaces common typography outside GSM-7 with its GSM-7 equivalent. Anything else is left as
 * it is, so isGsm7 still catches what this does not know (an emoji, a letter of another script).
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const char of text) out += REPLACEMENTS[char] ?? char;
  return out;
}
