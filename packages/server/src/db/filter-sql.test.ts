import { describe, it, expect, afterAll } from 'vitest';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { FilterError, parseFilter } from '@mapato/protocol';
import type { FieldWhitelist } from '@mapato/protocol';
import { compileFilter } from './filter-sql.ts';

type Members = { id: string; name: string; note: string; amount_sh: number; is_paid: number; due_at: string | null };

const sqlite = new Database(':memory:');
const db = new Kysely<{ members: Members }>({ dialect: new SqliteDialect({ database: sqlite }) });
afterAll(() => db.destroy());

// Wire names differ from column names on purpose, to prove the whitelist does the mapping.
const fields: FieldWhitelist = {
  name: { column: 'name', type: 'text' },
  note: { column: 'note', type: 'text' },
  amount: { column: 'amount_sh', type: 'number' },
  paid: { column: 'is_paid', type: 'bool' },
  due: { column: 'due_at', type: 'date' },
};

sqlite.exec(`CREATE TABLE members (id TEXT PRIMARY KEY, name TEXT NOT NULL, note TEXT NOT NULL,
  amount_sh INTEGER NOT NULL, is_paid INTEGER NOT NULL, due_at TEXT NULL)`);
const insert = sqlite.prepare('INSERT INTO members VALUES (?, ?, ?, ?, ?, ?)');
for (const row of [
  ['m1', 'Wanjiru Kamau', '50% off', 1500, 1, '2024-03-01 00:00:00.000Z'],
  ['m2', 'OTIENO', 'a_b', 200, 0, null],
  ['m3', 'Akinyi', 'ab\\c', 0, 1, ''],
  ['m4', "x' OR 1=1 --", 'Ümlaut', -50, 0, '2025-01-15 12:00:00.000Z'],
]) {
  insert.run(...row);
}

const compiled = (filter: string) => compileFilter(parseFilter(filter), fields).compile(db);

async function matching(filter: string): Promise<string[]> {
  const where = compileFilter(parseFilter(filter), fields);
  const rows = await db.selectFrom('members').select('id').where(where).orderBy('id').execute();
  return rows.map((r) => r.id);
}

describe('compileFilter SQL', () => {
  it.each<[string, string, unknown[]]>([
    ['name = "x"', `COALESCE("name", '') = ?`, ['x']],
    ['name != "x"', `COALESCE("name", '') <> ?`, ['x']],
    ['due = null', `COALESCE("due_at", '') = ?`, ['']],
    ['due > "2024"', `"due_at" > ?`, ['2024']],
    ['amount > 10', `"amount_sh" > ?`, [10]],
    ['10 > amount', `"amount_sh" < ?`, [10]],
    ['amount <= 10.5', `"amount_sh" <= CAST(? AS NUMERIC)`, [10.5]],
    ['amount = 3000000000', `"amount_sh" = CAST(? AS NUMERIC)`, [3000000000]],
    ['paid = true', `"is_paid" = ?`, [1]],
    ['paid != false', `"is_paid" <> ?`, [0]],
    ['name ~ "a_b"', `LOWER("name") LIKE LOWER(?) ESCAPE '\\'`, ['%a\\_b%']],
    ['name !~ "Wan%"', `LOWER("name") NOT LIKE LOWER(?) ESCAPE '\\'`, ['Wan%']],
    ['amount = 1 || amount = 2 && paid = true', `("amount_sh" = ? OR ("amount_sh" = ? AND "is_paid" = ?))`, [1, 2, 1]],
  ])('%j → %s', (filter, sqlText, parameters) => {
    const query = compiled(filter);
    expect(query.sql).toBe(sqlText);
    expect(query.parameters).toEqual(parameters);
  });

  it('binds a hostile value as a parameter and never splices it into the SQL', () => {
    const query = compiled(`name = "x' OR 1=1 --" || note ~ '"; DROP TABLE members; --'`);
    expect(query.sql).toBe(`(COALESCE("name", '') = ? OR LOWER("note") LIKE LOWER(?) ESCAPE '\\')`);
    expect(query.parameters).toEqual(["x' OR 1=1 --", '%"; DROP TABLE members; --%']);
  });
});

describe('compileFilter on a real SQLite table', () => {
  it.each<[string, string[]]>([
    ['name = "Akinyi"', ['m3']],
    ['name = "akinyi"', []],
    ['name != "Akinyi"', ['m1', 'm2', 'm4']],
    ['name ~ "wan"', ['m1']],
    ['name ~ "otieno"', ['m2']],
    ['name ~ "KAMAU"', ['m1']],
    ['name !~ "i"', ['m4']],
    ['name !~ "kamau"', ['m2', 'm3', 'm4']],
    ['name ~ "Wan%Kamau"', ['m1']],
    ['name ~ "%yi"', ['m3']],
    ['note ~ "%"', ['m1', 'm2', 'm3', 'm4']],
    ['note ~ "\\%"', ['m1']],
    ['note ~ "_"', ['m2']],
    ['note ~ "a_b"', ['m2']],
    ['note ~ "b\\c"', ['m3']],
    ['note ~ "%\\c"', ['m3']],
    // SQLite folds case for ASCII only; the ASCII letters here still match either way.
    ['note ~ "ÜMLAUT"', ['m4']],
    ['due = null', ['m2', 'm3']],
    ['due = ""', ['m2', 'm3']],
    ["due = ''", ['m2', 'm3']],
    ['due != null', ['m1', 'm4']],
    ['due > "2024-06-01"', ['m4']],
    ['due < "2025"', ['m1', 'm3']],
    ['amount > 199.5', ['m1', 'm2']],
    ['amount >= 200', ['m1', 'm2']],
    ['amount < 0', ['m4']],
    ['amount = -50', ['m4']],
    ['amount < 3000000000', ['m1', 'm2', 'm3', 'm4']],
    ['paid = true', ['m1', 'm3']],
    ['paid = false', ['m2', 'm4']],
    ['paid != true', ['m2', 'm4']],
    ['paid = true && amount > 0 || name ~ "tie"', ['m1', 'm2']],
    ['paid = true && (amount > 0 || name ~ "tie")', ['m1']],
    ['name = "x\' OR 1=1 --"', ['m4']],
    ["name = \"x' OR '1'='1\"", []],
  ])('%j matches %j', async (filter, ids) => {
    expect(await matching(filter)).toEqual(ids);
  });

  it('refuses an injection that escapes the quotes instead of running it', () => {
    expect(() => parseFilter('name = "x" OR 1=1 --"')).toThrow(FilterError);
  });
});

describe('compileFilter type rules', () => {
  it.each([
    ['an unknown field', 'nope = 1', /unknown field "nope"/],
    ['an inherited property name', 'constructor = 1', /unknown field/],
    ['a text value for a number', 'amount > "x"', /can only be compared with a number/],
    ['null for a number', 'amount = null', /can only be compared with a number/],
    ['a boolean for a number', 'amount = true', /can only be compared with a number/],
    ['LIKE on a number', 'amount ~ 1', /does not support ~/],
    ['a number for a bool', 'paid = 1', /true or false/],
    ['null for a bool', 'paid = null', /true or false/],
    ['ordering a bool', 'paid > false', /only supports = and !=/],
    ['LIKE on a bool', 'paid ~ true', /only supports = and !=/],
    ['a number for text', 'name = 5', /text or null/],
    ['a boolean for text', 'name = true', /text or null/],
    ['a number for a date', 'due > 2024', /text or null/],
    ['LIKE on a date', 'due ~ "2024"', /does not support ~/],
    ['NOT LIKE on a date', 'due !~ "2024"', /does not support !~/],
    ['LIKE with null', 'name ~ null', /needs a text value/],
    ['ordering against null', 'due > null', /cannot be compared with null/],
  ])('rejects %s', (_why, filter, message) => {
    expect(() => compileFilter(parseFilter(filter), fields)).toThrow(FilterError);
    expect(() => compileFilter(parseFilter(filter), fields)).toThrow(message);
  });
});
