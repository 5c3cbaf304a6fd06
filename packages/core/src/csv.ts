// CSV for the operators' exports: RFC 4180 quoting, and a cell a spreadsheet would run as a formula
// (members choose their names and write the messages) kept as text.
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

// =, +, -, @, tab or CR first, or the full-width ＝ ＋ － ＠ some spreadsheets fold into them: it
// would be evaluated.
const FORMULA = /^[=+\-@\t\r＝＋－＠]/;
// Quoted whenever a spreadsheet could split the cell: our ',' and the ';' that spreadsheets in
// comma-decimal locales split on (an unquoted `Ann;=1+1;Bob` becomes a formula there).
const NEEDS_QUOTES = /[",;\r\n]/;

function cell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180: a header line, then one line per row, CRLF between lines. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
