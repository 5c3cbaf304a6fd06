// Deciding an answer in the mocks (ADR 055): a control item at once against its known answer;
// 'choice' and 'labels' when the item has its overlap, by majority (the mocks weigh every vote
// alike; a tie waits for another answer); 'text' waits for the client. Accepted answers credit the
// member's balance and income, as the server's ledger kind `work` does.
import { DEFAULT_AUTO_ACCEPT_HOURS, toPbDate, workReason } from '@mapato/core';
import type { MockStore } from '../types.ts';
import { accuracyOf, answersOf, paidWork, type Assignment } from './state.ts';

function pay(store: MockStore, a: Assignment): void {
  const user = store.users.find((u) => u.record.id === a.uid);
  Object.assign(a, { status: 'accepted', reason: '', paid: a.project.pay, decided: toPbDate(store.now()) });
  if (user) Object.assign(user.record, { balance: user.record.balance + a.paid, income: user.record.income + a.paid });
}

function refuseAnswer(store: MockStore, a: Assignment, reason: string): void {
  Object.assign(a, { status: 'rejected', reason, paid: 0, decided: toPbDate(store.now()) });
}

export function decideItem(store: MockStore, lease: Assignment): void {
  const { project, item } = lease;
  if (item.gold !== undefined) {
    const record = accuracyOf(store, lease.uid, project);
    const right = lease.answer === item.gold;
    paidWork(store).control.set(`${lease.uid}|${project.id}`, {
      answered: record.answered + 1,
      right: record.right + (right ? 1 : 0),
    });
    if (right) pay(store, lease);
    else refuseAnswer(store, lease, workReason.goldWrong);
    return;
  }
  if (project.kind === 'text') {
    lease.reason = workReason.waitingClient(DEFAULT_AUTO_ACCEPT_HOURS);
    return;
  }
  const given = answersOf(store, item).filter((a) => a.status !== 'open');
  const votes = [...item.prior, ...given.map((a) => a.answer)];
  if (votes.length < project.overlap) {
    lease.reason = workReason.waitingMajority;
    return;
  }
  const counts = new Map<string, number>();
  for (const v of votes) counts.set(v, (counts.get(v) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (ranked.length > 1 && ranked[0]![1] === ranked[1]![1]) {
    lease.reason = workReason.waitingMajority;
    return;
  }
  const winner = ranked[0]![0];
  for (const a of given.filter((g) => g.status === 'pending')) {
    if (a.answer === winner) pay(store, a);
    else refuseAnswer(store, a, workReason.majority(winner));
  }
}
