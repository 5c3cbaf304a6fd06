// A starting catalogue of daily tasks so a fresh install has something to do; operators manage
// it afterwards (rows are data, not code).
import type { Kysely } from 'kysely';
import { STARTER_DAILY_TASKS } from '@mapato/core';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const created = new Date().toISOString().replace('T', ' ');
  await db
    .insertInto('daily_tasks')
    .values(
      STARTER_DAILY_TASKS.map(([title, description, details], i) => ({
        id: `starter${String(i + 1).padStart(8, '0')}`,
        title,
        description,
        details,
        position: i + 1,
        active: 1,
        created,
      })),
    )
    .execute();
}
