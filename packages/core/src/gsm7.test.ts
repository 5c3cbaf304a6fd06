import { describe, expect, it } from 'vitest';
import { SMS_MAX_CHARS, USSD_MAX_CHARS, fitsOneSms, gsm7Septets, isGsm7, toGsm7 } from './gsm7.ts';

// GSM 03.38 basic table by code, 0x1B (ESC) excepted; the reference the implementation is checked against.
const BASIC_BY_CODE = [
  '@£$¥èéùìòÇ\nØø\rÅå',
  'Δ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ',
  ' !"#¤%&\'()*+,-./',
  '0123456789:;<=>?',
  '¡ABCDEFGHIJKLMNO',
  'PQRSTUVWXYZÄÖÑÜ§',
  '¿abcdefghijklmno',
  'pqrstuvwxyzäöñüà',
].join('');

describe('limits', () => {
  it('are 160 for an SMS and 182 for a USSD screen', () => {
    expect(SMS_MAX_CHARS).toBe(160);
    expect(USSD_MAX_CHARS).toBe(182);
  });
});

describe('isGsm7', () => {
  it('accepts each of the 127 basic characters', () => {
    expect([...BASIC_BY_CODE]).toHaveLength(128);
    for (const char of BASIC_BY_CODE.replace('\u001b', '')) expect(isGsm7(char), JSON.stringify(char)).toBe(true);
  });

  it.each(['^', '{', '}', '\\', '[', '~', ']', '|', '€', '\f'])('accepts the extension character %j', (char) => {
    expect(isGsm7(char)).toBe(true);
  });

  it('accepts the empty text and our usual messages', () => {
    expect(isGsm7('')).toBe(true);
    expect(isGsm7('Mapato: your code is 482913. It expires in 10 minutes. Never share it.')).toBe(true);
    expect(isGsm7('Salio lako ni KSh 1,234.50. Asante!')).toBe(true);
    expect(isGsm7('1. Balance\n2. Tasks\n0 Back 00 Home')).toBe(true);
  });

  it.each([
    ['a curly apostrophe', 'Don’t'],
    ['curly quotes', '“Mapato”'],
    ['an en dash', '10–20'],
    ['an em dash', 'a—b'],
    ['an ellipsis', 'wait…'],
    ['a no-break space', 'KSh\u00a0100'],
    ['lowercase c cedilla (only Ç is in the table)', 'ç'],
    ['a backtick', '`'],
    ['an emoji (a surrogate pair)', 'ok 👍'],
    ['Cyrillic', 'привет'],
    ['the bare escape character', '\u001b'],
    ['a tab', 'a\tb'],
  ])('refuses %s', (_what, text) => {
    expect(isGsm7(text)).toBe(false);
  });
});

describe('gsm7Septets', () => {
  it('counts one septet per basic character', () => {
    expect(gsm7Septets('')).toBe(0);
    expect(gsm7Septets('Hello')).toBe(5);
    expect(gsm7Septets('@£$¥ΔΩ\n')).toBe(7);
  });

  it('counts two per extension character', () => {
    expect(gsm7Septets('^{}\\[~]|€\f')).toBe(20);
    expect(gsm7Septets('KSh 5 [x]')).toBe(11);
    expect(gsm7Septets('€5')).toBe(3);
  });

  it('counts an emoji once, not per UTF-16 unit', () => {
    expect(gsm7Septets('👍')).toBe(1);
  });
});

describe('fitsOneSms', () => {
  it('is true up to 160 septets of GSM-7', () => {
    expect(fitsOneSms('')).toBe(true);
    expect(fitsOneSms('a'.repeat(160))).toBe(true);
    expect(fitsOneSms('a'.repeat(161))).toBe(false);
  });

  it('counts extension characters twice', () => {
    expect(fitsOneSms(`${'a'.repeat(158)}€`)).toBe(true);
    expect(fitsOneSms(`${'a'.repeat(159)}€`)).toBe(false);
    expect(fitsOneSms('{}'.repeat(40))).toBe(true);
    expect(fitsOneSms('{}'.repeat(41))).toBe(false);
  });

  it('is false for any text outside GSM-7, however short', () => {
    expect(fitsOneSms('’')).toBe(false);
    expect(fitsOneSms('👍')).toBe(false);
  });
});

describe('toGsm7', () => {
  it.each([
    ['Don’t', "Don't"],
    ['‘quoted’', "'quoted'"],
    ['“Mapato”', '"Mapato"'],
    ['„low“', '"low"'],
    ['‹a›', '<a>'],
    ['«Habari»', '"Habari"'],
    ['10–20', '10-20'],
    ['a—b', 'a-b'],
    ['−5', '-5'],
    ['wait…', 'wait...'],
    ['KSh\u00a0100', 'KSh 100'],
    ['1\u202f234', '1 234'],
    ['a\tb', 'a b'],
    ['soft\u00adhyphen', 'softhyphen'],
    ['zero\u200bwidth', 'zerowidth'],
  ])('%j → %j', (input, expected) => {
    expect(toGsm7(input)).toBe(expected);
    expect(isGsm7(toGsm7(input))).toBe(true);
  });

  it('leaves GSM-7 text unchanged', () => {
    const text = `${BASIC_BY_CODE.replace('\u001b', '')}^{}\\[~]|€\f`;
    expect(toGsm7(text)).toBe(text);
  });

  it('leaves what it does not know, so isGsm7 still refuses it', () => {
    expect(toGsm7('Asante 👍 “rafiki”')).toBe('Asante 👍 "rafiki"');
    expect(isGsm7(toGsm7('Asante 👍'))).toBe(false);
  });

  it('turns a formatted balance message into one GSM-7 SMS', () => {
    const formatted = 'Mapato: you’ve earned KSh\u00a01,250 — well done…';
    expect(fitsOneSms(formatted)).toBe(false);
    expect(toGsm7(formatted)).toBe("Mapato: you've earned KSh 1,250 - well done...");
    expect(fitsOneSms(toGsm7(formatted))).toBe(true);
  });

  it('may lengthen a text (an ellipsis becomes three dots)', () => {
    expect(gsm7Septets(toGsm7('…'.repeat(60)))).toBe(180);
  });
});
