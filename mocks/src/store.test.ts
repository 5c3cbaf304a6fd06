// The seeded store mirrors the server's `serve --demo`, and the wire details the SDK relies on.
import { crc32 } from 'node:zlib';
import { DEMO_ACCOUNTS, registrationBadge, withdrawalBadge } from '@mapato/core';
import { COLLECTION_IDS } from '@mapato/protocol';
import { describe, expect, it } from 'vitest';
import { createStore } from './store.ts';
import { callerOf, issueToken } from './tokens.ts';

describe('demo store', () => {
  it('holds the three demo accounts with their levels and balances', () => {
    const store = createStore();
    expect(store.users.map((u) => [u.record.username, u.password, u.record.level, u.record.balance])).toEqual(
      DEMO_ACCOUNTS.map((a) => [a.username, a.password, a.level, a.balance]),
    );
  });

  it('gives every member withdrawals in every status and their upgrade history', () => {
    const store = createStore();
    for (const user of store.users) {
      const labels = store.withdrawals.filter((w) => w.uid === user.record.id).map((w) => withdrawalBadge(w).label);
      expect(new Set(labels)).toEqual(new Set(['Pending', 'Processing', 'Completed', 'Declined']));
      const upgrades = store.registrations
        .filter((r) => r.uid === user.record.id)
        .map((r) => registrationBadge(r).label);
      expect(upgrades).toContain(user.record.level === 1 ? 'Processing' : 'Completed');
    }
  });

  it('reset() brings back the seeded data in place', () => {
    const store = createStore();
    const users = store.users;
    store.users[0]!.record.balance = 0;
    store.withdrawals.length = 0;
    store.reset();
    expect(store.users).toBe(users);
    expect(store.users[0]!.record.balance).toBe(DEMO_ACCOUNTS[0]!.balance);
    expect(store.withdrawals).toHaveLength(12);
  });
});

describe('wire details', () => {
  it("uses the server's collection ids (CRC32 of type + name)", () => {
    expect(COLLECTION_IDS.withdrawal).toBe(`pbc_${crc32('basewithdrawal')}`);
    expect(COLLECTION_IDS.registration).toBe(`pbc_${crc32('baseregistration')}`);
  });

  it('issues tokens the SDK can decode with atob, valid until they expire', () => {
    let now = new Date('2026-11-22T09:00:00Z');
    const store = createStore({ now: () => now });
    const user = store.users[0]!;
    const token = issueToken(user, now);
    const payload = JSON.parse(atob(token.split('.')[1]!));
    expect(payload).toEqual({
      collectionId: '_pb_users_auth_',
      exp: now.getTime() / 1000 + 5 * 24 * 3600,
      id: user.record.id,
      refreshable: true,
      type: 'auth',
    });
    expect(callerOf(store, token)).toBe(user);
    expect(callerOf(store, `Bearer ${token}`)).toBe(user);
    now = new Date(now.getTime() + 5 * 24 * 3600 * 1000 + 1000);
    expect(callerOf(store, token)).toBeNull();
  });
});
