import { describe, it, expect } from 'vitest';
import { formatKsh, groupThousands, parseAmountInput } from './money.ts';

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-70000, '-70,000'],
    [1e21, '1,000,000,000,000,000,000,000'],
  ])('%d → %s', (n, expected) => {
    expect(groupThousands(n)).toBe(expected);
  });
});

describe('formatKsh', () => {
  it.each([
    [0, 'KSh 0'],
    [5, 'KSh 5'],
    [1000, 'KSh 1,000'],
    [70000, 'KSh 70,000'],
    [6000000, 'KSh 6,000,000'],
    [-50, '-KSh 50'],
    [-1500, '-KSh 1,500'],
    [1499.5, 'KSh 1,500'],
    [1499.4, 'KSh 1,499'],
    [-0.5, '-KSh 1'],
    [-0.4, 'KSh 0'],
    [-0, 'KSh 0'],
    [Number.NaN, 'N/A'],
    [Infinity, 'N/A'],
    [-Infinity, 'N/A'],
  ])('%d → %s', (amount, expected) => {
    expect(formatKsh(amount)).toBe(expected);
  });
});

describe('parseAmountInput', () => {
  it.each([
    [' 1500 ', 1500],
    ['1500', 1500],
    [1500, 1500],
    ['1,500', 1500],
    ['1,234,567', 1234567],
    ['1500.50', 1500.5],
    ['+1000', 1000],
    ['-50', -50],
    ['0', 0],
    [0, 0],
    [12.25, 12.25],
  ])('%j → %d', (input, expected) => {
    expect(parseAmountInput(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['12abc'],
    ['1e3'],
    ['0x10'],
    ['1,50'],
    ['15,00'],
    ['1.'],
    ['.5'],
    ['KSh 1000'],
    [Number.NaN],
    [Infinity],
    [-Infinity],
  ])('%j → null', (input) => {
    expect(parseAmountInput(input)).toBeNull();
  });
});
