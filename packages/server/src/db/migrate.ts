// Runs the migrations in order, once each, on either engine.
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as initial from './migrations/001-initial.ts';
import * as dailyTaskCatalogue from './migrations/002-daily-task-catalogue.ts';
import * as supportMessages from './migrations/003-support-messages.ts';
import * as hardening from './migrations/004-hardening.ts';
import * as payments from './migrations/005-payments.ts';
import * as operatorConsole from './migrations/006-operator-console.ts';
import * as smsAndPhones from './migrations/007-sms-and-phones.ts';
import * as payoutNumbers from './migrations/008-payout-numbers.ts';
import * as phoneChange from './migrations/009-phone-change.ts';
import * as payoutReview from './migrations/010-payout-review.ts';
import * as investmentTotal from './migrations/011-investment-total.ts';
import * as paidWork from './migrations/012-paid-work.ts';
import * as smsEarlyReports from './migrations/013-sms-early-reports.ts';
import * as clientRefunds from './migrations/014-client-refunds.ts';
import * as doubleEntry from './migrations/015-double-entry.ts';
import * as mpesaBalances from './migrations/016-mpesa-balances.ts';
import * as levelSettings from './migrations/017-level-settings.ts';
import * as referralRewards from './migrations/018-referral-rewards.ts';
import type { Database } from './schema.ts';

const MIGRATIONS = {
  '001-initial': initial,
  '002-daily-task-catalogue': dailyTaskCatalogue,
  '003-support-messages': supportMessages,
  '004-hardening': hardening,
  '005-payments': payments,
  '006-operator-console': operatorConsole,
  '007-sms-and-phones': smsAndPhones,
  '008-payout-numbers': payoutNumbers,
  '009-phone-change': phoneChange,
  '010-payout-review': payoutReview,
  '011-investment-total': investmentTotal,
  '012-paid-work': paidWork,
  '013-sms-early-reports': smsEarlyReports,
  '014-client-refunds': clientRefunds,
  '015-double-entry': doubleEntry,
  '016-mpesa-balances': mpesaBalances,
  '017-level-settings': levelSettings,
  '018-referral-rewards': referralRewards,
} satisfies Record<string, Migration>;

/** Every migration this version knows, in order. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

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

/** Brings the schema up to and including `name` only (tests of a migration over older data). */
export async function migrateUpTo(db: Kysely<Database>, name: keyof typeof MIGRATIONS | (string & {})): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
