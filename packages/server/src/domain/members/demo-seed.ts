// `serve --demo`: three demo members at levels 1, 2 and 5 (the same accounts the front-end
// mocks use), with balances, withdrawals in every status and upgrade requests, and a client whose
// funded projects they can answer (demo-work-seed.ts). Everything goes through the real use cases,
// so the demo books balance like real ones. Each part runs once per database.
import { DEMO_ACCOUNTS, DEMO_USSD_PIN, LEVELS } from '@mapato/core';
import { baseLocale } from '@mapato/i18n';
import { hashPassword } from '../../tools/password.ts';
import type { Deps } from '../deps.ts';
import { changeBalance } from '../money/ledger.ts';
import { decideRegistration, moveWithdrawal } from '../admin/actions.ts';
import { createRegistration } from '../money/registrations.ts';
import { signUp } from './sign-up.ts';
import { seedDemoWork } from './demo-work-seed.ts';
import { transact } from '../transact.ts';
import { ownersFundMarketing } from '../books/marketing-funding.ts';
import { markPhoneVerified } from '../phones/verification.ts';
import { createWithdrawal } from '../money/withdrawals.ts';
// The demo's history is from before M-Pesa was connected: settled by hand, no payout jobs.
import { MANUAL_PAYMENTS } from '../payments/settings.ts';

const SEEDED_KEY = 'demo_seeded';
const ACTOR = 'demo-seed';
/** pending, processing, disbursed, declined (refunded) */
const WITHDRAWALS = [1000, 1500, 2000, 1200] as const;

export async function seedDemo(real: Deps): Promise<{ seeded: boolean }> {
  // The demo's history was never lived: its withdrawals and bonds send no receipts by SMS.
  const deps: Deps = { ...real, sms: { ...real.sms, receipts: false } };
  const done = await deps.db.selectFrom('settings').select('value').where('key', '=', SEEDED_KEY).executeTakeFirst();
  if (!done) await seedMembers(deps);
  // Its own once-only mark: a demo database from before paid work gets its client on the next start.
  await seedDemoWork(deps);
  return { seeded: !done };
}

/** The owners' opening marketing budget: the demo's members and newcomers see rewards paid (ADR 074). */
const DEMO_MARKETING_BUDGET = 100_000;

async function seedMembers(deps: Deps) {
  await transact(deps, (trx) => ownersFundMarketing(trx, DEMO_MARKETING_BUDGET, ACTOR, deps.now()));
  // Each demo member's language is their account's (English, the base language (ADR 051), but
  // wanjiku's is Kiswahili, so the Kiswahili paid work is offered to someone); they can switch.
  // Sign up the level-2 member first so the level-1 member can be their referral.
  const order = [...DEMO_ACCOUNTS].sort((a, b) => b.level - a.level);
  const referrer = DEMO_ACCOUNTS.find((a) => a.level === 2)?.username ?? '';
  for (const account of order) {
    const user = await signUp(
      deps,
      {
        username: account.username,
        phone: account.phone,
        password: account.password,
        passwordConfirm: account.password,
        invitationCode: account.level === 1 ? referrer : '',
        name: account.name,
        email: account.email,
        emailVisibility: false,
      },
      account.locale,
    );
    // The demo phones are proved (which pays the referrer, ADR 035) and have a USSD PIN, as a
    // member's would after the dashboard's code and Account (ADR 033).
    await transact(deps, (trx) => markPhoneVerified(trx, user.id, user.phone, deps.now()));
    await deps.db
      .updateTable('users')
      .set({ ussd_pin_hash: await hashPassword(DEMO_USSD_PIN) })
      .where('id', '=', user.id)
      .execute();
    await seedUpgrades(deps, user.id, account.level);
  }
  for (const account of DEMO_ACCOUNTS) await seedMoney(deps, account.username, account.balance);
  await deps.db.insertInto('settings').values({ key: SEEDED_KEY, value: new Date().toISOString() }).execute();
}

// The demo's bonds are history written in order, member by member, before its money is: the guard
// judges the books as they stand once seeded (books-migration.test.ts checks the demo is solvent).
const SEEDED_PAYMENTS = { ...MANUAL_PAYMENTS, solvencyMin: 0 };

async function seedUpgrades(deps: Deps, uid: string, level: number) {
  const request = async (to: number, ref: string) => {
    const user = await deps.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();
    const investment = LEVELS.find((l) => l.level === to)?.investment;
    return deps.db
      .transaction()
      .execute((trx) =>
        createRegistration(
          trx,
          user,
          { level: to, mpesaRef: ref, amount: investment, msisdn: '' },
          deps.now(),
          SEEDED_PAYMENTS,
          baseLocale,
        ),
      );
  };
  const tag = uid.slice(0, 4).toUpperCase();
  if (level === 1) {
    await request(2, `SDP${tag}001`); // still processing: shows "Processing"
    return;
  }
  if (level === 5) {
    const declined = await request(6, `SDN${tag}002`);
    await decideRegistration(deps, ACTOR, declined.id, 'decline');
  }
  const approved = await request(level, `SDA${tag}003`);
  await decideRegistration(deps, ACTOR, approved.id, 'approve');
}

async function seedMoney(deps: Deps, username: string, target: number) {
  const user = await deps.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  const debited = WITHDRAWALS.slice(0, 3).reduce((a, b) => a + b, 0);
  const credit = target - Number(user.balance) + debited;
  await deps.db.transaction().execute((trx) =>
    changeBalance(trx, {
      uid: user.id,
      amount: credit,
      kind: 'adjustment',
      // The demo's opening money, as if its owners had paid it into the bank (ADR 073).
      counter: 'bank',
      ref: ACTOR,
      now: deps.now(),
      income: credit,
    }),
  );
  const ids: string[] = [];
  // Each a millisecond apart, in order: withdrawals made in one millisecond would be listed by
  // their random ids, and the demo's queues would change order from one start to the next.
  const start = deps.now().getTime() - WITHDRAWALS.length;
  for (const [index, amount] of WITHDRAWALS.entries()) {
    const row = await deps.db
      .transaction()
      .execute((trx) =>
        createWithdrawal(
          trx,
          user.id,
          { amount, msisdn: user.phone.replace('+', ''), fullName: user.name },
          new Date(start + index),
          MANUAL_PAYMENTS,
          baseLocale,
        ),
      );
    ids.push(row.id);
  }
  await moveWithdrawal(deps, ACTOR, ids[1]!, 'processing');
  await moveWithdrawal(deps, ACTOR, ids[2]!, 'disburse');
  await moveWithdrawal(deps, ACTOR, ids[3]!, 'decline');
}
