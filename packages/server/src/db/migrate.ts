// Runs the migrations in order, once each, on either engine.
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as initial from './migrations/001-initial.ts';
import * as dailyTaskCatalogue from './migrations/002-daily-task-catalogue.ts';
import * as supportMessages from './migrations/003-support-messages.ts';
import type { Database } from './schema.ts';

const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-daily-task-catalogue': dailyTaskCatalogue,
  '003-support-messages': supportMessages,
};

const provider: MigrationProvider = {
  async getMigrations() {
    return MIGRATIONS;
  },
};

/** Brings the schema up to date; throws if a migration fails. Returns the names applied now. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
