// The project and item rules the server and the mocks share (ADR 057).
import { describe, expect, it } from 'vitest';
import { imageTypeOf, isValidAnswer, readItemsBody, readProjectBody } from './project-body.ts';

const PROJECT = {
  title: 'Sentiment',
  kind: 'choice',
  options: ['good', 'bad'],
  pay: 2,
  overlap: 3,
  min_level: 1,
  language: 'en',
};

describe('readProjectBody', () => {
  it('fills in the defaults and trims', () => {
    expect(readProjectBody({ ...PROJECT, title: '  Sentiment  ', options: [' good', 'bad '] })).toEqual({
      ok: true,
      value: { ...PROJECT, instructions: '', options: ['good', 'bad'], min_seconds: 2, min_accuracy: 70 },
    });
  });

  it('refuses options that repeat after trimming, or hold the labels joiner', () => {
    for (const options of [['a', ' a'], ['a|b', 'c'], ['', 'b'], Array.from({ length: 21 }, (_, i) => `o${i}`)])
      expect(readProjectBody({ ...PROJECT, options })).toMatchObject({ ok: false, error: { data: { options: {} } } });
  });

  it('speaks Kiswahili when asked', () => {
    const out = readProjectBody({ ...PROJECT, pay: 0 }, 'sw');
    expect(out).toMatchObject({
      ok: false,
      error: { data: { pay: { message: 'Malipo ni shilingi kamili kwa kila jibu, angalau 1.' } } },
    });
  });
});

describe('answers and items', () => {
  it('knows a valid answer of each kind', () => {
    expect(isValidAnswer('choice', ['a', 'b'], 'a')).toBe(true);
    expect(isValidAnswer('choice', ['a', 'b'], 'c')).toBe(false);
    expect(isValidAnswer('labels', ['a', 'b'], 'b|a')).toBe(true);
    expect(isValidAnswer('labels', ['a', 'b'], 'a|a')).toBe(false);
    expect(isValidAnswer('labels', ['a', 'b'], '')).toBe(false);
    expect(isValidAnswer('text', [], '  ')).toBe(false);
    expect(isValidAnswer('text', [], 'Good morning')).toBe(true);
  });

  it('refuses an item with neither text nor image, or a field that is not text', () => {
    const project = { kind: 'choice' as const, options: ['a', 'b'] };
    expect(readItemsBody({ items: [{ ref: 'x' }] }, project)).toMatchObject({ ok: false });
    expect(readItemsBody({ items: [{ text: 'x', gold: 1 }] }, project)).toMatchObject({ ok: false });
    expect(readItemsBody({ items: [] }, project)).toMatchObject({ ok: false });
    expect(readItemsBody({ items: [{ text: 'x', gold: 'a' }] }, project)).toEqual({
      ok: true,
      value: [{ ref: '', text: 'x', image: '', gold: 'a' }],
    });
  });

  it('tells pictures by their first bytes', () => {
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(imageTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBe(null);
    expect(imageTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(null);
  });
});
