import { describe, it, expect } from 'vitest';
import { newId, randomSecret } from './ids.ts';

describe('newId', () => {
  it('makes distinct 15-character [a-z0-9] ids', () => {
    const ids = Array.from({ length: 2000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{15}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses the whole alphabet', () => {
    const seen = new Set(Array.from({ length: 200 }, newId).join(''));
    expect(seen.size).toBe(36);
  });
});

describe('randomSecret', () => {
  it.each([
    [undefined, 50],
    [1, 1],
    [32, 32],
    [200, 200],
  ])('length %s gives %i alphanumeric characters', (len, expected) => {
    const secret = randomSecret(len);
    expect(secret).toMatch(new RegExp(`^[A-Za-z0-9]{${expected}}$`));
  });

  it('draws from upper case, lower case and digits and never repeats', () => {
    const secrets = Array.from({ length: 200 }, () => randomSecret());
    expect(new Set(secrets).size).toBe(200);
    expect(new Set(secrets.join('')).size).toBe(62);
  });

  it.each([0, -1, 2.5, Number.NaN])('rejects length %s', (len) => {
    expect(() => randomSecret(len)).toThrow(RangeError);
  });
});
