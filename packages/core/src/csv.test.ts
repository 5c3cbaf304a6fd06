import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

const columns = [
  { header: 'Member', value: (r: { name: string; amount: number }) => r.name },
  { header: 'Amount (KSh)', value: (r: { name: string; amount: number }) => r.amount },
];

describe('toCsv', () => {
  it('writes a header and one CRLF line per row', () => {
    expect(toCsv([{ name: 'wanjiku', amount: 25000 }], columns)).toBe('Member,Amount (KSh)\r\nwanjiku,25000\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = toCsv([{ name: 'Otieno, "Oti"\nOuma', amount: -50 }], columns);
    expect(csv).toBe('Member,Amount (KSh)\r\n"Otieno, ""Oti""\nOuma",-50\r\n');
  });

  it.each(['=HYPERLINK("x")', '+254700', '-1+1', '@SUM(A1)', '\tx'])('keeps %j as text', (name) => {
    const line = toCsv([{ name, amount: 1 }], columns).split('\r\n')[1]!;
    expect(line.startsWith(`'`) || line.startsWith(`"'`)).toBe(true);
  });

  // A spreadsheet set to split on ';' (the default where ',' is the decimal mark) would split an
  // unquoted cell there and run what follows as a formula.
  it.each(['Ann;=1+1;Bob', 'a,b', 'say "hi"', 'one\ntwo', 'one\rtwo'])('quotes %j so it stays one cell', (name) => {
    const line = toCsv([{ name, amount: 1 }], columns)
      .split('\r\n')
      .slice(1, -1)
      .join('\r\n');
    expect(line).toBe(`"${name.replaceAll('"', '""')}",1`);
  });

  it.each(['＝1+1', '＋254700', '－1+1', '＠SUM(A1)', '\rx'])('keeps %j, a full-width or CR start, as text', (name) => {
    const line = toCsv([{ name, amount: 1 }], columns)
      .split('\r\n')
      .slice(1, -1)
      .join('\r\n');
    expect(line.startsWith(`'`) || line.startsWith(`"'`)).toBe(true);
  });

  it('keeps a header starting like a formula as text too', () => {
    expect(toCsv([], [{ header: '=cmd', value: () => 1 }])).toBe(`'=cmd\r\n`);
  });

  it('leaves empty values empty', () => {
    expect(toCsv([{}], [{ header: 'x', value: () => null }])).toBe('x\r\n\r\n');
  });
});
