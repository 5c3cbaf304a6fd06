// What only operators see, kept beside a member store: the operators, the audit log, the M-Pesa
// jobs of payouts and bonds (state, approvals), the accounts on hold for a duplicate phone. It is
// made — and the operators' sample members, queues and support threads are added to the store —
// the first time an operator endpoint is used on that store (and again after store.reset(), which
// gives the seeded members new ids), so member stories and the contract keep the plain demo seed.
import { toPbDate } from '@mapato/core';
import { newId } from '../ids.ts';
import type { MockStore } from '../types.ts';
import { seedWorld } from './seed.ts';
import type { AdminWorld } from './world-types.ts';

// The world's shapes live apart so the seed can name them without importing the world back.
export type { AdminWorld, AuditRow, PayoutJob, StoredAdmin } from './world-types.ts';

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
