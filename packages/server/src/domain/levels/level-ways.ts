// The one reader and writer of the levels' ways up (docs/decisions/076-level-settings.md): a level an
// operator has not changed keeps the level table's bond, earned by nothing. The public answer reads
// through a short cache; the bond a member is asked for is read in the request's own transaction.
import { defaultLevelWays, toPbDate, type LevelWay } from '@mapato/core';
import { LEVEL_WAYS_CACHE_MS, type LevelWayInput } from '@mapato/protocol';
import { audit } from '../security/audit.ts';
import type { Deps, Queryable } from '../deps.ts';
import { transact } from '../transact.ts';
import type { LevelSettingsTable } from '../../db/schema.ts';

const asWay = (row: LevelSettingsTable): LevelWay => ({
  level: Number(row.level),
  bond: Number(row.bond),
  answers: Number(row.answers),
  accuracy: Number(row.accuracy),
  changed: row.updated,
});

/** Every level's way up, in the table's order, as stored now. */
export async function readLevelWays(db: Queryable): Promise<LevelWay[]> {
  const rows = await db.selectFrom('level_settings').selectAll().execute();
  return defaultLevelWays().map((d) => {
    const row = rows.find((r) => Number(r.level) === d.level);
    return row ? asWay(row) : d;
  });
}

/** One level's way up as stored now (inside a request's transaction: the figure a member is asked for). */
export async function readLevelWay(db: Queryable, level: number): Promise<LevelWay | undefined> {
  const row = await db.selectFrom('level_settings').selectAll().where('level', '=', level).executeTakeFirst();
  return row ? asWay(row) : defaultLevelWays().find((d) => d.level === level);
}

// One reading kept per database handle (one per server process), so tests' servers never share it.
const kept = new WeakMap<object, { at: number; ways: Promise<LevelWay[]> }>();

/** The ways for public pages: read again after LEVEL_WAYS_CACHE_MS, and at once after a change here. */
export function cachedLevelWays(deps: Pick<Deps, 'db' | 'now'>): Promise<LevelWay[]> {
  const now = deps.now().getTime();
  const hit = kept.get(deps.db);
  if (hit && now - hit.at < LEVEL_WAYS_CACHE_MS && now >= hit.at) return hit.ways;
  const ways = readLevelWays(deps.db);
  kept.set(deps.db, { at: now, ways });
  ways.catch(() => {
    if (kept.get(deps.db)?.ways === ways) kept.delete(deps.db);
  });
  return ways;
}

/** An admin sets one level's way up; the audit row carries the way before and after. */
export async function setLevelWay(
  deps: Deps,
  operator: string,
  level: number,
  input: LevelWayInput,
): Promise<LevelWay> {
  const at = toPbDate(deps.now());
  const after = await transact(deps, async (trx) => {
    const before = await readLevelWay(trx, level);
    const row: LevelSettingsTable = { level, ...input, updated_by: operator, updated: at };
    await trx
      .insertInto('level_settings')
      .values(row)
      .onConflict((oc) => oc.column('level').doUpdateSet({ ...input, updated_by: operator, updated: at }))
      .execute();
    const way = asWay(row);
    const { changed: _was, ...was } = before!;
    const { changed: _now, ...now } = way;
    await audit(trx, operator, 'level.settings', String(level), { before: was, after: now }, deps.now());
    return way;
  });
  kept.delete(deps.db);
  return after;
}
