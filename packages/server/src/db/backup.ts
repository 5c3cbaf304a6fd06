// `mapato backup` and `mapato restore`: every table the schema holds (read at run time, never a
// hand-kept list) as NDJSON — a header line, one line per row, a footer with the row counts — so
// a backup made on either engine restores on either engine and a cut-short file is refused.
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE } from 'kysely/migration';
import { MIGRATION_NAMES, migrateToLatest, migrateUpTo } from './migrate.ts';
import type { Database } from './schema.ts';

export const BACKUP_FORMAT = 'mapato-backup';
export const BACKUP_VERSION = 1;
/** rows read per query: a large ledger never sits in memory whole */
const PAGE_ROWS = 5_000;
/** bound values per INSERT, well under SQLite's 32,766 and PostgreSQL's 65,535 */
const INSERT_VALUES = 10_000;

export interface BackupTable {
  name: string;
  columns: string[];
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  created: string;
  /** the migrations applied to the database backed up, in order */
  migrations: string[];
  tables: BackupTable[];
}

export interface BackupResult {
  header: BackupHeader;
  counts: Record<string, number>;
}

type Value = string | number | null;
type Row = Record<string, Value>;
// Tables are only known at run time, so queries here are built on the untyped instance.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Writes every row to `file` from one consistent snapshot, via `file.partial` renamed at the end.
 * Readable by its owner only: it holds password hashes and the token-signing secrets.
 */
export async function writeBackup(db: Kysely<Database>, file: string, pageRows = PAGE_ROWS): Promise<BackupResult> {
  const partial = `${file}.partial`;
  try {
    const result = await (db as unknown as AnyDb)
      .transaction()
      .setIsolationLevel('repeatable read') // PostgreSQL; a SQLite transaction reads one snapshot anyway
      .setAccessMode('read only')
      .execute(async (trx) => {
        const schema = await describeSchema(trx);
        if (!schema.migrated) {
          throw new Error('Nothing to back up: this database has no Mapato schema (wrong --dir or DATABASE_URL?).');
        }
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          created: new Date().toISOString(),
          migrations: schema.migrations,
          tables: schema.tables,
        };
        const counts: Record<string, number> = {};
        await pipeline(
          backupLines(trx, header, counts, pageRows),
          createWriteStream(partial, { flush: true, mode: 0o600 }),
        );
        return { header, counts };
      });
    await rename(partial, file);
    return result;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function* backupLines(trx: AnyDb, header: BackupHeader, counts: Record<string, number>, pageRows: number) {
  yield `${JSON.stringify(header)}\n`;
  for (const { name, columns } of header.tables) {
    counts[name] = 0;
    const list = sql.join(columns.map((c) => sql.ref(c)));
    // Keyset paging in the order of every column: each page starts after the last row written,
    // so a page costs the same at the end of a large ledger as at its start (OFFSET would not).
    let last: Row | undefined;
    for (;;) {
      const after = last ? sql`where (${list}) > (${sql.join(columns.map((c) => last![c]))})` : sql``;
      const { rows } = await sql<Row>`select ${list} from ${sql.table(name)} ${after} order by ${list}
        limit ${pageRows}`.execute(trx);
      let chunk = '';
      for (const row of rows) {
        for (const column of columns) assertPlainValue(row[column], `${name}.${column}`);
        chunk += `${JSON.stringify({ t: name, r: row })}\n`;
      }
      counts[name] += rows.length;
      if (chunk) yield chunk;
      if (rows.length < pageRows) break;
      last = rows.at(-1);
    }
    // A NULL compares as unknown and could hide rows from the keyset: the snapshot's own count decides.
    const { n } = await trx
      .selectFrom(name)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) !== counts[name]) {
      throw new Error(
        `${name}: the pages held ${counts[name]} of its ${Number(n)} rows (NULLs confound the order); backup stopped.`,
      );
    }
  }
  yield `${JSON.stringify({ end: true, counts })}\n`;
}

// The schema uses text and integers only; anything else (a Date, a Buffer) would not survive JSON.
function assertPlainValue(value: unknown, where: string): asserts value is Value {
  if (value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return;
  throw new Error(`${where} holds a value JSON cannot carry faithfully (${typeof value}); backup stopped.`);
}

/** Reads and checks a backup's first line; writes nothing anywhere. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const { line } of readLines(file)) {
    const header = parseJson(line) as Partial<BackupHeader> | undefined;
    if (header?.format !== BACKUP_FORMAT)
      throw new Error(`${file} is not a Mapato backup (no ${BACKUP_FORMAT} header).`);
    if (header.version !== BACKUP_VERSION) {
      throw new Error(`${file} is a version ${header.version} backup; this Mapato reads version ${BACKUP_VERSION}.`);
    }
    if (!Array.isArray(header.migrations) || !Array.isArray(header.tables)) {
      throw new Error(`${file}: the header is damaged (no migrations or table list).`);
    }
    return header as BackupHeader;
  }
  throw new Error(`${file} is empty: not a Mapato backup.`);
}

export interface RestoreResult {
  counts: Record<string, number>;
  /** migrations newer than the backup, applied over its rows once they were loaded */
  upgraded: string[];
}

/**
 * Loads a backup into a database without members: brings its schema up to date, then in one
 * transaction empties every table the backup lists and inserts its rows. Refuses, writing no row,
 * a target with members, a backup from a newer version, and a damaged or cut-short file.
 */
export async function restoreBackup(db: Kysely<Database>, file: string, header: BackupHeader): Promise<RestoreResult> {
  const any = db as unknown as AnyDb;
  const unknown = header.migrations.filter((m) => !MIGRATION_NAMES.includes(m));
  if (unknown.length > 0) {
    throw new Error(
      `Refused: the backup was made by a newer Mapato (migrations unknown here: ${unknown.join(', ')}). Upgrade, then restore.`,
    );
  }
  // Before migrating: a refused restore must not alter a database that is in use.
  const before = await describeSchema(any);
  if (before.migrated) await assertNoMembers(any);
  const later = before.migrations.filter((m) => !header.migrations.includes(m));
  if (later.length > 0) {
    throw new Error(
      `Refused: this database already has migrations the backup predates (${later.join(', ')}). Restore into a new, empty database or data directory.`,
    );
  }
  // The schema as it was when the backup was made; migrations after it run over the restored rows
  // below, so their data steps (e.g. 004 giving each phone its owner) see those rows.
  const last = header.migrations.at(-1);
  if (last) await migrateUpTo(db, last);
  const target = await describeSchema(any);
  for (const table of header.tables) {
    const here = target.tables.find((t) => t.name === table.name);
    const missing = here ? table.columns.filter((c) => !here.columns.includes(c)) : ['the table itself'];
    if (missing.length > 0) throw new Error(`Refused: ${table.name} here lacks ${missing.join(', ')} from the backup.`);
  }
  const counts = await any
    .transaction()
    .setIsolationLevel('serializable') // PostgreSQL: a member signing up meanwhile fails the restore, not mixes in
    .execute(async (trx) => {
      await assertNoMembers(trx);
      // Migrations seed some tables (daily_tasks): the backup's rows replace them.
      for (const table of header.tables) await trx.deleteFrom(table.name).execute();
      return loadRows(trx, file, header);
    });
  return { counts, upgraded: await migrateToLatest(db) };
}

async function loadRows(trx: AnyDb, file: string, header: BackupHeader): Promise<Record<string, number>> {
  const columns = new Map(header.tables.map((t) => [t.name, t.columns]));
  const seen: Record<string, number> = Object.fromEntries(header.tables.map((t) => [t.name, 0]));
  const damaged = (n: number, why: string) =>
    new Error(`${file} line ${n}: ${why}. The backup is damaged or cut short; nothing was restored.`);
  let batch: Row[] = [];
  let batchTable = '';
  const flush = async () => {
    if (batch.length > 0) await trx.insertInto(batchTable).values(batch).execute();
    batch = [];
  };
  let footer: { counts: Record<string, unknown> } | undefined;
  for await (const { line, number } of readLines(file)) {
    if (number === 1 || line === '') continue;
    if (footer) throw damaged(number, 'text after the footer line');
    const parsed = parseJson(line) as { t?: unknown; r?: unknown; end?: unknown; counts?: unknown } | undefined;
    if (parsed?.end === true && parsed.counts && typeof parsed.counts === 'object') {
      footer = { counts: parsed.counts as Record<string, unknown> };
      continue;
    }
    const table = typeof parsed?.t === 'string' ? parsed.t : '';
    const cols = columns.get(table);
    if (!parsed || !cols) throw damaged(number, parsed ? `a row of a table the header does not list` : 'not JSON');
    const row = parsed.r as Row;
    if (!isRowOf(row, cols)) throw damaged(number, `a ${table} row whose columns differ from the header's`);
    if (table !== batchTable || (batch.length + 1) * cols.length > INSERT_VALUES) {
      await flush();
      batchTable = table;
    }
    batch.push(row);
    seen[table]! += 1;
  }
  await flush();
  if (!footer) throw new Error(`${file} ends without its footer line: it was cut short. Nothing was restored.`);
  for (const table of Object.keys({ ...seen, ...footer.counts })) {
    if (footer.counts[table] !== seen[table]) {
      throw new Error(
        `${file}: the footer counts ${String(footer.counts[table])} ${table} rows, the file holds ${seen[table] ?? 0}. Nothing was restored.`,
      );
    }
  }
  return seen;
}

function isRowOf(row: unknown, cols: string[]): row is Row {
  if (!row || typeof row !== 'object' || Object.keys(row).length !== cols.length) return false;
  return cols.every((c) => {
    const value = (row as Record<string, unknown>)[c];
    return value === null || typeof value === 'string' || typeof value === 'number';
  });
}

async function assertNoMembers(db: AnyDb): Promise<void> {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) > 0) {
    throw new Error(
      `Refused: the target database already holds ${Number(n)} member(s). Restore into an empty database (a new --dir, or a new PostgreSQL database).`,
    );
  }
}

/** Our tables and applied migrations, as the database reports them now. */
async function describeSchema(db: AnyDb): Promise<{ migrated: boolean; migrations: string[]; tables: BackupTable[] }> {
  const all = await db.introspection.getTables({ withInternalKyselyTables: true });
  const ledgerOfMigrations = all.find((t) => t.name === DEFAULT_MIGRATION_TABLE);
  if (!ledgerOfMigrations) return { migrated: false, migrations: [], tables: [] };
  const kyselyOwn = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
  const tables = all
    // PostgreSQL may hold other schemas: ours is the one the migrations were recorded in.
    .filter((t) => !t.isView && !kyselyOwn.has(t.name) && t.schema === ledgerOfMigrations.schema)
    .map((t) => ({ name: t.name, columns: t.columns.map((c) => c.name) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const applied = await db.selectFrom(DEFAULT_MIGRATION_TABLE).select('name').orderBy('name').execute();
  return { migrated: true, migrations: applied.map((m: { name: string }) => m.name), tables };
}

async function* readLines(file: string): AsyncGenerator<{ line: string; number: number }> {
  let rest = '';
  let number = 0;
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) {
    const lines = (rest + (chunk as string)).split('\n');
    rest = lines.pop()!;
    for (const line of lines) yield { line, number: ++number };
  }
  if (rest !== '') yield { line: rest, number: number + 1 };
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
