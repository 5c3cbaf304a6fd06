// What only operators see, kept beside a member store: the operators, the audit log, the M-Pesa
// jobs of payouts and bonds (state, approvals), the accounts on hold for a duplicate phone. It is
// made — and the operators' sample members, queues and support threads are added to the store —
// the first time an operator endpoint is used on that store (and again after store.reset(), which
// gives the seeded members new ids), so member stories and the contract keep the plain demo seed.
import { toPbDate, type AdminRole } from '@mapato/core';
import { newId } from '../ids.ts';
import type { MockStore } from '../types.ts';
import { seedWorld } from './seed.ts';

export interface StoredOperator {
  id: string;
  email: string;
  password: string;
  role: AdminRole;
  tokenKey: string;
  created: string;
}

export interface AuditRow {
  id: string;
  /** an operator's id, 'mpesa' (M-Pesa by itself) or 'cli' (the command line) */
  actor: string;
  action: string;
  target: string;
  details: Record<string, unknown>;
  created: string;
}

/** A payout's M-Pesa job, as the server's `payouts` table keeps it. */
export interface PayoutJob {
  state: string;
  approvals: string[];
  resultDesc: string;
}

export interface AdminWorld {
  /** the first seeded member's id: a reset store has another, and gets a new world */
  generation: string;
  operators: StoredOperator[];
  audit: AuditRow[];
  /** by withdrawal id; a withdrawal without one was settled before M-Pesa was connected */
  payouts: Map<string, PayoutJob>;
  /** by registration id: bonds paid by an M-Pesa prompt */
  stk: Map<string, { state: string; resultDesc: string }>;
  /** members whose withdrawals wait until an operator lifts the hold */
  holds: Set<string>;
  /** withdrawals present when the world was made (no M-Pesa job unless the seed gave one) */
  seeded: Set<string>;
  /** by withdrawal id: admins who marked a payout with no M-Pesa job paid by hand */
  handApprovals: Map<string, string[]>;
}

const worlds = new WeakMap<MockStore, AdminWorld>();

export function worldOf(store: MockStore): AdminWorld {
  const generation = store.users[0]?.record.id ?? '';
  let world = worlds.get(store);
  if (!world || world.generation !== generation) {
    world = seedWorld(store, generation);
    worlds.set(store, world);
  }
  return world;
}

/**
 * Whether an account waits for an operator because an older one owns its phone. Asked by member
 * routes, so it never makes the operators' world: a store no operator has used holds nobody.
 */
export function isOnHold(store: MockStore, uid: string): boolean {
  const world = worlds.get(store);
  return world?.generation === (store.users[0]?.record.id ?? '') && world.holds.has(uid);
}

export function writeAudit(
  store: MockStore,
  world: AdminWorld,
  row: { actor: string; action: string; target: string; details?: Record<string, unknown> },
): void {
  world.audit.push({ id: newId(), details: {}, ...row, created: toPbDate(store.now()) });
}
