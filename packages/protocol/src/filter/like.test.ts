import { describe, expect, it } from 'vitest';
import { asciiLower, likeMatcher, likePattern } from './like.ts';

describe('likePattern', () => {
  it.each([
    ['abc', '%abc%'],
    ['a_b', '%a\\_b%'],
    ['50\\%', '%50\\%%'],
    ['a\\_b', '%a\\_b%'],
    ['a\\b', '%a\\\\b%'],
    ['trailing\\', '%trailing\\\\%'],
    ['', '%%'],
    ['Wan%', 'Wan%'],
    ['%a_b%', '%a_b%'],
    ['%end\\', '%end\\\\'],
  ])('%j → %j', (value, pattern) => {
    expect(likePattern(value)).toBe(pattern);
  });
});

describe('likeMatcher', () => {
  it.each<[string, string, boolean]>([
    ['%abc%', 'xxabcxx', true],
    ['%abc%', 'ab', false],
    ['abc', 'abc', true],
    ['abc', 'abcd', false],
    ['a_c', 'abc', true],
    ['a_c', 'ac', false],
    ['a_c', 'a✓c', true],
    // One code point, even outside the BMP (SQLite and PostgreSQL count characters).
    ['a_c', 'a😀c', true],
    ['a%c', 'a\nb\nc', true],
    ['%\\%%', '50% off', true],
    ['%\\%%', '50 off', false],
    ['%\\_%', 'a_b', true],
    ['%\\_%', 'ab', false],
    ['%\\\\%', 'a\\b', true],
    ['%.*%', 'a.*b', true],
    ['%.*%', 'ab', false],
    ['%(x)[y]{1}$^+?|/%', '(x)[y]{1}$^+?|/', true],
    ['%KAMAU%', 'wanjiru kamau', true],
    ['%kamau%', 'WANJIRU KAMAU', true],
    // ASCII letters only fold, as in SQLite (PocketBase).
    ['%ümlaut%', 'ÜMLAUT', false],
    ['%ÜMLAUT%', 'Ümlaut', true],
    ['%%', '', true],
    ['_', '', false],
  ])('%j on %j → %s', (pattern, text, expected) => {
    expect(likeMatcher(pattern)(text)).toBe(expected);
  });
});

describe('asciiLower', () => {
  it('folds A–Z and nothing else', () => {
    expect(asciiLower('AZaz09 ÀÉÜ Ω İ')).toBe('azaz09 ÀÉÜ Ω İ');
  });
});
