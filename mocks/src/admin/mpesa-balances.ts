// M-Pesa's own figure against the books in the mocks (docs/decisions/071): the queries an admin
// asked for (the mocks have no Account Balance to ask, so each stays due), and the float moves an
// admin records, checked by protocol's reader and audited as the server does.
import { toPbDate } from '@mapato/core';
import {
  badRequest,
  BALANCE_NOT_CONNECTED,
  readFloatMove,
  type FloatMoveRecord,
  type MpesaBalanceCheck,
} from '@mapato/protocol';
import type { MockPayments } from '../context.ts';
import { orThrow, refuse } from '../errors.ts';
import { newId } from '../ids.ts';
import type { MockStore } from '../types.ts';
import { writeAudit, type AdminWorld, type StoredAdmin } from './world.ts';

interface Caller {
  store: MockStore;
  world: AdminWorld;
  operator: StoredAdmin;
}

const checks = new WeakMap<MockStore, MpesaBalanceCheck[]>();
const checksOf = (store: MockStore) => checks.get(store) ?? checks.set(store, []).get(store)!;

export const listBalanceChecks = (store: MockStore) => ({ items: [...checksOf(store)].reverse().slice(0, 30) });

export function askBalanceNow({ store, world, operator }: Caller, payments: Required<MockPayments>): MpesaBalanceCheck {
  if (!payments.stk) refuse(badRequest(BALANCE_NOT_CONNECTED));
  const check: MpesaBalanceCheck = {
    id: newId(),
    shortcode: '*',
    state: 'due',
    askedBy: operator.id,
    resultDesc: '',
    comparisons: [],
    openPayouts: 0,
    openStk: 0,
    takenAt: '',
    answeredAt: '',
    created: toPbDate(store.now()),
  };
  checksOf(store).push(check);
  writeAudit(store, world, { actor: operator.id, action: 'books.balance_ask', target: check.id });
  return check;
}

export function recordFloatMove({ store, world, operator }: Caller, raw: unknown): FloatMoveRecord {
  const move = orThrow(readFloatMove(raw));
  const record: FloatMoveRecord = { id: newId(), kind: 'float_move', ...move, created: toPbDate(store.now()) };
  writeAudit(store, world, { actor: operator.id, action: 'books.float_move', target: record.id, details: { ...move } });
  return record;
}
