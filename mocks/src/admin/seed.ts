// The operators' sample world, added to a store beside the demo members: three operators (two
// admins, so four-eyes approvals can be shown, and a support operator), members whose payouts wait
// for approval or review, bonds with typed references to confirm, two accounts on hold for a
// duplicate phone, support threads and an audit log with M-Pesa and the command line in it.
import { DEMO_ACCOUNTS, levelInfo, toPbDate, type WithdrawalStatus } from '@mapato/core';
import { COLLECTION_IDS } from '@mapato/protocol';
import { newId, newTokenKey } from '../ids.ts';
import { registrationRecord, withdrawalRecord } from '../records.ts';
import { threadOf } from '../support.ts';
import type { MockStore, StoredUser, SupportMessage } from '../types.ts';
import type { AdminWorld, StoredAdmin } from './world-types.ts';

/** The mocks' operators (Storybook signs in as them); passwords are the demo's, never real ones. */
export const DEMO_OPERATORS = Object.freeze([
  Object.freeze({ email: 'ops@mapato.demo', password: 'demo-ops-2026', role: 'admin' as const }),
  Object.freeze({ email: 'ops2@mapato.demo', password: 'demo-ops2-2026', role: 'admin' as const }),
  Object.freeze({ email: 'help@mapato.demo', password: 'demo-help-2026', role: 'support' as const }),
]);

const DAY = 24 * 3600 * 1000;

interface SampleMember {
  username: string;
  name: string;
  phone: string;
  level: number;
  balance: number;
  daysAgo: number;
}

const MEMBERS: readonly SampleMember[] = [
  { username: 'kiprop', name: 'Kiprop Langat', phone: '+254733100200', level: 7, balance: 41_200, daysAgo: 40 },
  { username: 'otieno', name: 'Otieno Ouma', phone: '+254722300400', level: 6, balance: 12_050, daysAgo: 32 },
  { username: 'achieng', name: 'Achieng Adhiambo', phone: '+254711500600', level: 3, balance: 2_400, daysAgo: 21 },
  { username: 'mwangi', name: 'Mwangi Kariuki', phone: '+254701700800', level: 4, balance: 5_300, daysAgo: 18 },
  { username: 'njeri', name: 'Njeri Wambui', phone: '+254745900100', level: 2, balance: 1_150, daysAgo: 9 },
  { username: 'baraka', name: 'Baraka Mutua', phone: '+254768200300', level: 1, balance: 330, daysAgo: 2 },
  { username: 'chebet', name: 'Chebet Jeptoo', phone: '+254790400500', level: 2, balance: 980, daysAgo: 6 },
  // Older than "one phone, one account": they share a number with a demo member and are on hold.
  { username: 'amina_w', name: 'Amina W.', phone: DEMO_ACCOUNTS[0]!.phone, level: 1, balance: 1_030, daysAgo: 400 },
  { username: 'wanjiku_k', name: 'Wanjiku K.', phone: DEMO_ACCOUNTS[2]!.phone, level: 2, balance: 3_400, daysAgo: 380 },
];

export function seedWorld(store: MockStore, generation: string): AdminWorld {
  const now = store.now().getTime();
  let tick = 0;
  /** distinct instants `daysAgo` before now, in the order they are asked for */
  const ago = (days: number, minutes = 0) => new Date(now - days * DAY - minutes * 60_000 + tick++);
  const operators: StoredAdmin[] = DEMO_OPERATORS.map((o) => ({
    ...o,
    id: newId(),
    tokenKey: newTokenKey(),
    created: toPbDate(ago(60)),
  }));
  const [ops, ops2] = operators as [StoredAdmin, StoredAdmin, StoredAdmin];
  const world: AdminWorld = {
    generation,
    operators,
    audit: [],
    payouts: new Map(),
    stk: new Map(),
    holds: new Set(),
    seeded: new Set(store.withdrawals.map((w) => w.id)),
    handApprovals: new Map(),
  };
  const audit = (at: Date, actor: string, action: string, target: string, details: Record<string, unknown> = {}) =>
    world.audit.push({ id: newId(), actor, action, target, details, created: toPbDate(at) });
  for (const o of operators) audit(ago(60), 'cli', 'superuser.create', o.id, { email: o.email, role: o.role });

  const users = new Map<string, StoredUser>();
  for (const m of MEMBERS) {
    const user = sampleUser(m, toPbDate(ago(m.daysAgo)));
    users.set(m.username, user);
    store.users.push(user);
  }
  const uid = (name: string) => users.get(name)!.record.id;
  for (const name of ['amina_w', 'wanjiku_k']) world.holds.add(uid(name));

  const withdraw = (name: string, amount: number, status: WithdrawalStatus, at: Date) => {
    const m = users.get(name)!.record;
    const w = withdrawalRecord(m.id, { amount, mpesa_number: m.phone.slice(1), full_name: m.name, status }, at);
    store.withdrawals.push(w);
    return w;
  };
  // Above the four-eyes threshold: nobody has approved yet, or one admin has.
  world.payouts.set(withdraw('kiprop', 30_000, 'pending', ago(0, 95)).id, job('awaiting_approval'));
  const half = withdraw('otieno', 25_000, 'pending', ago(0, 80));
  world.payouts.set(half.id, job('awaiting_approval', [ops2.id]));
  audit(ago(0, 40), ops2.id, 'withdrawal.approve', half.id, {
    uid: half.uid,
    amount: half.amount,
    approvals: 1,
    needed: 2,
    released: false,
  });
  world.payouts.set(withdraw('achieng', 8_000, 'pending', ago(0, 60)).id, job('awaiting_approval'));
  const doubted = withdraw('mwangi', 6_500, 'processing', ago(1, 30));
  world.payouts.set(doubted.id, job('review', [], 'M-Pesa says paid (QKX7LM2P9A) after it was failed'));
  const paid = withdraw('kiprop', 4_000, 'disbursed', ago(0, 200));
  Object.assign(paid, { receipt: 'QKB4TN8W2M' });
  world.payouts.set(paid.id, job('paid'));
  audit(ago(0, 199), 'mpesa', 'withdrawal.disburse', paid.id, {
    uid: paid.uid,
    amount: paid.amount,
    receipt: paid.receipt,
  });

  // Bonds whose members typed the M-Pesa reference, and one M-Pesa contradicted.
  const bond = (name: string, level: number, mpesaRef: string, at: Date) =>
    store.registrations.push(registrationRecord(uid(name), level, { method: 'manual', mpesaRef }, 'processing', at));
  bond('njeri', 3, 'SKL4ZT81QA', ago(0, 120));
  bond('baraka', 2, 'SKM9PQ27RB', ago(0, 30));
  const prompted = registrationRecord(
    uid('chebet'),
    4,
    { method: 'stk', msisdn: users.get('chebet')!.record.phone.slice(1) },
    'processing',
    ago(1, 10),
  );
  store.registrations.push(prompted);
  world.stk.set(prompted.id, { state: 'review', resultDesc: 'M-Pesa says paid (QKD2RS5V7N) after it was failed' });

  seedSupport(store, ops, ago);
  audit(ago(0, 15), ops.id, 'superuser.sign-in', ops.id, { email: ops.email, ip: '127.0.0.1', outcome: 'ok' });
  return world;
}

const job = (state: string, approvals: string[] = [], resultDesc = '') => ({ state, approvals, resultDesc });

function sampleUser(m: SampleMember, created: string): StoredUser {
  const email = `${m.username.replace(/[^a-z]/g, '')}@example.co.ke`;
  return {
    password: `sample-${m.username}-2026`,
    tokenKey: newTokenKey(),
    deleted: false,
    record: {
      id: newId(),
      collectionId: COLLECTION_IDS.users,
      collectionName: 'users',
      username: m.username,
      name: m.name,
      email,
      mail: email,
      emailVisibility: false,
      verified: false,
      phone: m.phone,
      level: m.level,
      investment: levelInfo(m.level)?.investment ?? 0,
      income: m.balance,
      balance: m.balance,
      referals: 0,
      tasks_done: 1,
      created,
      updated: created,
    },
  };
}

function seedSupport(store: MockStore, ops: StoredAdmin, ago: (days: number, minutes?: number) => Date) {
  const demo = (level: number) => store.users.find((u) => u.record.level === level && !u.deleted)!.record;
  const [amina, brian] = [demo(1), demo(2)];
  const add = (
    fields: Pick<SupportMessage, 'kind' | 'uid' | 'message'> & Partial<SupportMessage>,
    at: Date,
  ): SupportMessage => {
    const row: SupportMessage = {
      id: newId(),
      name: '',
      email: '',
      conversation: '',
      operator: '',
      answered: false,
      readAt: '',
      thread: '',
      ...fields,
      created: toPbDate(at),
    };
    row.thread ||= threadOf(row.uid, row);
    store.supportMessages.push(row);
    return row;
  };
  const member = (m: typeof amina) => ({ uid: m.id, name: m.name, email: m.email });
  add(
    { kind: 'support', ...member(brian), message: 'How do I move up to J2? I have the bond ready.', answered: true },
    ago(2),
  );
  add(
    {
      kind: 'reply',
      uid: brian.id,
      thread: `u:${brian.id}`,
      operator: ops.id,
      answered: true,
      message: 'Open Account and press Upgrade: you can pay the bond with an M-Pesa prompt on your phone.',
    },
    ago(2, -30),
  );
  add(
    {
      kind: 'support',
      ...member(amina),
      message: 'My withdrawal of KSh 1,000 has been pending since this morning. When will it be sent?',
    },
    ago(0, 50),
  );
  add(
    {
      kind: 'contact',
      uid: '',
      name: 'Peter Kamau',
      email: 'peter.kamau@example.com',
      message: 'Is Mapato registered in Kenya?',
    },
    ago(1, 200),
  );
  add(
    { kind: 'chat', uid: '', conversation: 'chat-3f9a2c71', message: 'Hello, can I pay the bond with Airtel Money?' },
    ago(0, 20),
  );
}
