// Each level's way up as operators set it (docs/decisions/076-level-settings.md): a row only for a
// level an operator changed (the level table's figures are the default, kept in code), and a row for
// every level a member earned by work, the event the books do not have (no money moved).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('level_settings')
    .addColumn('level', 'integer', (c) => c.primaryKey())
    .addColumn('bond', 'bigint', (c) => c.notNull())
    .addColumn('answers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('accuracy', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('level_ups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('from_level', 'integer', (c) => c.notNull())
    .addColumn('to_level', 'integer', (c) => c.notNull())
    // what the member had done when they moved up, for the record
    .addColumn('answers', 'integer', (c) => c.notNull())
    .addColumn('gold_answered', 'integer', (c) => c.notNull())
    .addColumn('gold_correct', 'integer', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addUniqueConstraint('level_ups_once', ['uid', 'to_level'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('level_ups').execute();
  await db.schema.dropTable('level_settings').execute();
}
