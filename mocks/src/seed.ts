// The demo data of the server's `serve --demo` (packages/server/src/domain/members/demo-seed.ts), written
// as its end state: the three DEMO_ACCOUNTS at their levels and balances, the level-1 member
// invited by the level-2 one, four withdrawals each (pending, processing, disbursed, declined)
// and their upgrade requests. Everything happens "today", so the daily limit sees the same sums.
import {
  DEMO_ACCOUNTS,
  DEMO_USSD_PIN,
  SIGNUP_COMPLETED_TASK,
  levelInfo,
  toPbDate,
  type DemoAccount,
  type WithdrawalStatus,
} from '@mapato/core';
import { COLLECTION_IDS } from '@mapato/protocol';
import { newId, newTokenKey } from './ids.ts';
import { registrationRecord, withdrawalRecord } from './records.ts';
import type { MockStore, StoredUser } from './types.ts';

const WITHDRAWALS: ReadonlyArray<[amount: number, status: WithdrawalStatus]> = [
  [1000, 'pending'],
  [1500, 'processing'],
  [2000, 'disbursed'],
  [1200, 'declined'],
];
/** What the non-refunded withdrawals took: the seed credited it on top of the target balance. */
const WITHDRAWN = WITHDRAWALS.filter(([, s]) => s !== 'declined').reduce((sum, [a]) => sum + a, 0);

export function seedDemo(store: MockStore): void {
  // Distinct, increasing timestamps a few milliseconds before now keep `sort=-created` stable.
  let tick = store.now().getTime() - 1000;
  const at = () => new Date(tick++);
  for (const account of DEMO_ACCOUNTS) {
    const user = seedUser(account, toPbDate(at()));
    const uid = user.record.id;
    store.users.push(user);
    store.taskCompletions.push({ uid, taskId: SIGNUP_COMPLETED_TASK, day: '' });
    const tag = uid.slice(0, 4).toUpperCase();
    // The demo's history is from before M-Pesa was connected: references typed, settled by hand.
    const upgrade = (level: number, mpesaRef: string, state: 'processing' | 'declined' | 'approved') =>
      store.registrations.push(registrationRecord(uid, level, { method: 'manual', mpesaRef }, state, at()));
    if (account.level === 1) upgrade(2, `SDP${tag}001`, 'processing');
    else {
      if (account.level === 5) upgrade(6, `SDN${tag}002`, 'declined');
      upgrade(account.level, `SDA${tag}003`, 'approved');
    }
    for (const [amount, status] of WITHDRAWALS) {
      const fields = { amount, mpesa_number: account.phone.replace('+', ''), full_name: account.name, status };
      store.withdrawals.push(withdrawalRecord(uid, fields, at()));
    }
  }
}

function seedUser(account: Readonly<DemoAccount>, created: string): StoredUser {
  return {
    password: account.password,
    tokenKey: newTokenKey(),
    deleted: false,
    // The demo phones are proven and have a USSD PIN, as on the server (ADR 034).
    ussdPin: DEMO_USSD_PIN,
    record: {
      id: newId(),
      collectionId: COLLECTION_IDS.users,
      collectionName: 'users',
      username: account.username,
      name: account.name,
      email: account.email,
      mail: account.email,
      emailVisibility: false,
      verified: true,
      phone: account.phone,
      level: account.level,
      investment: levelInfo(account.level)?.investment ?? 0,
      // The server's seed credits target + WITHDRAWN as income.
      income: account.balance + WITHDRAWN,
      balance: account.balance,
      // The referrer's reward falls due at the friend's first accepted paid work (ADR 074), which
      // the demo's history does not hold: nothing from referrals yet, as on the server.
      referals: 0,
      // "Complete profile" is done at sign-up (its KSh 30 is inside the seeded balance).
      tasks_done: 1,
      created,
      updated: created,
    },
  };
}
