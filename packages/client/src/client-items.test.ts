// Items read on the phone: CSV with a header (quoted commas, quotes and line breaks), JSON Lines,
// rows without text or image named by line, and batches of at most the limit.
import { describe, expect, it } from 'vitest';
import { csvRows, inBatches, parseCsvItems, parseItemsFile, parseJsonlItems } from './client-items.ts';

describe('CSV', () => {
  it('reads quoted fields with commas, quotes and line breaks', () => {
    expect(csvRows('a,b\r\n"x, y","say ""hi""\nthen"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthen'],
    ]);
  });

  it('makes items by the header, and names the lines it could not use', () => {
    const parsed = parseCsvItems('\uFEFFref,Text,gold\nr1,Habari yako,Good\nr2,,\n\nr3,Asante,\n');
    expect(parsed.items).toEqual([
      { ref: 'r1', text: 'Habari yako', gold: 'Good' },
      { ref: 'r3', text: 'Asante' },
    ]);
    expect(parsed.problems).toEqual(['Line 3: no text or image, or not readable.']);
  });

  it('refuses a file without a text or image column', () => {
    expect(parseCsvItems('a,b\n1,2').problems[0]).toMatch(/header row/);
  });
});

describe('JSON Lines', () => {
  it('reads one item a line, images as data URLs, and names the bad lines', () => {
    const parsed = parseJsonlItems(
      '{"ref":"p1","image":"data:image/png;base64,iVBO"}\nnot json\n[1]\n{"text":"Sawa","gold":"Yes"}\n',
    );
    expect(parsed.items).toEqual([
      { ref: 'p1', image: 'data:image/png;base64,iVBO' },
      { text: 'Sawa', gold: 'Yes' },
    ]);
    expect(parsed.problems).toEqual([
      'Line 2: no text or image, or not readable.',
      'Line 3: no text or image, or not readable.',
    ]);
  });

  it('is chosen by the file name', () => {
    expect(parseItemsFile('items.JSONL', '{"text":"a"}').items).toHaveLength(1);
    expect(parseItemsFile('items.csv', 'text\na').items).toHaveLength(1);
  });
});

it('cuts a list into batches of at most 10,000', () => {
  const batches = inBatches(Array.from({ length: 25_001 }, (_, i) => i));
  expect(batches.map((b) => b.length)).toEqual([10_000, 10_000, 5_001]);
});
