// Members as operators see them in the mocks (the server's domain/admin/members.ts): a search by
// username, phone (any Kenyan form) or e-mail, a member's file, and their ledger. The mocks keep no
// ledger, so it is told from the records: the sign-up task, one opening credit for whatever else
// the seed gave, each withdrawal's debit and each decline's refund — ending at the balance.
import { normalisePhone, SIGNUP_COMPLETED_TASK, type ListResult, type UserRecord } from '@mapato/core';
import { notFound, type AdminLedgerEntry, type AdminMemberFile, type AdminMemberSummary } from '@mapato/protocol';
import type { MockPayments } from '../context.ts';
import { refuse } from '../errors.ts';
import type { MockStore, StoredUser } from '../types.ts';
import { auditView } from './audit.ts';
import { byCreated, pageOf, readPaging } from './paging.ts';
import { registrationView, withdrawalView } from './queues.ts';
import { threadMessages } from './support.ts';
import { writeAudit, type AdminWorld, type StoredAdmin } from './world.ts';

const summary = (world: AdminWorld, u: StoredUser): AdminMemberSummary => ({
  id: u.record.id,
  username: u.record.username,
  name: u.record.name,
  email: u.record.email,
  phone: u.record.phone,
  level: u.record.level,
  balance: u.record.balance,
  phone_hold: world.holds.has(u.record.id),
  deleted: u.deleted,
  created: u.record.created,
});

export function searchMembers(store: MockStore, world: AdminWorld, url: URL, operator: StoredAdmin) {
  const text = (url.searchParams.get('q') ?? '').trim();
  const key = text.toLowerCase();
  const phone = normalisePhone(text);
  const rows = store.users
    .filter(
      (u) =>
        key === '' ||
        u.record.username.toLowerCase().includes(key) ||
        u.record.email.toLowerCase() === key ||
        (phone !== null && u.record.phone === phone),
    )
    .sort((a, b) => byCreated('desc')(a.record, b.record));
  const page = pageOf(rows, readPaging(url));
  const items = page.items.map((u) => summary(world, u));
  writeAudit(store, world, {
    actor: operator.id,
    action: 'read.members',
    target: 'members',
    details: { q: text ? 'given' : '', page: page.page, uids: items.map((i) => i.id) },
  });
  return { ...page, items } satisfies ListResult<AdminMemberSummary>;
}

const find = (store: MockStore, id: string) => store.users.find((u) => u.record.id === id) ?? refuse(notFound());

export function memberFile(
  store: MockStore,
  world: AdminWorld,
  operator: StoredAdmin,
  id: string,
  payments: Required<MockPayments>,
): AdminMemberFile {
  const user = find(store, id);
  const m: UserRecord = user.record;
  const withdrawals = store.withdrawals.filter((w) => w.uid === id).sort(byCreated('desc'));
  const registrations = store.registrations.filter((r) => r.uid === id).sort(byCreated('desc'));
  const refs = new Set([id, ...withdrawals.map((w) => w.id), ...registrations.map((r) => r.id)]);
  const about = world.audit
    .filter((row) => refs.has(row.target))
    .sort(byCreated('desc'))
    .slice(0, 100)
    .map((row) => auditView(world, row));
  writeAudit(store, world, { actor: operator.id, action: 'read.member', target: id, details: { uid: id } });
  return {
    member: {
      ...summary(world, user),
      investment: m.investment,
      income: m.income,
      referals: m.referals,
      tasks_done: m.tasks_done,
      verified: m.verified,
    },
    withdrawals: withdrawals.slice(0, 50).map((w) => withdrawalView(store, world, w, payments)),
    registrations: registrations.slice(0, 50).map((r) => registrationView(store, world, r)),
    support: threadMessages(store, world, `u:${id}`),
    audit: about,
  };
}

type LedgerRow = Pick<AdminLedgerEntry, 'kind' | 'amount' | 'ref' | 'created'>;

/** The member's ledger, newest first, told from their records (see the header). */
export function memberLedger(store: MockStore, world: AdminWorld, operator: StoredAdmin, id: string, url: URL) {
  const paging = readPaging(url);
  const m = find(store, id).record;
  const moves: LedgerRow[] = store.withdrawals
    .filter((w) => w.uid === id)
    .flatMap((w) => [
      { kind: 'withdrawal', amount: -w.amount, ref: w.id, created: w.created },
      ...(w.declined ? [{ kind: 'withdrawal_refund', amount: w.amount, ref: w.id, created: w.updated }] : []),
    ]);
  const signUp = { kind: 'task', amount: 30, ref: SIGNUP_COMPLETED_TASK, created: m.created };
  const rest = m.balance - signUp.amount - moves.reduce((sum, row) => sum + row.amount, 0);
  const opening = { kind: 'adjustment', amount: rest, ref: 'demo-seed', created: m.created };
  const rows = [signUp, ...(rest !== 0 ? [opening] : []), ...moves].sort((a, b) => a.created.localeCompare(b.created));
  let balance = 0;
  const ledger = rows.map((row, i): AdminLedgerEntry => {
    balance += row.amount;
    return { id: `${id.slice(0, 10)}${String(i + 1).padStart(5, '0')}`, seq: i + 1, ...row, balance_after: balance };
  });
  writeAudit(store, world, {
    actor: operator.id,
    action: 'read.member.ledger',
    target: id,
    details: { uid: id, page: paging.page },
  });
  return pageOf(ledger.reverse(), paging);
}
