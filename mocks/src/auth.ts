// Demo sign-in (spec §5 "Demo mock accounts"): identity is a username or an e-mail, and it must
// be one of the demo members in the store with its password. The request checks are the
// server's; only the failure message is the demo store's 'Invalid credentials'.
import { MESSAGES, usernameKey } from '@mapato/core';
import { readBody, text } from './body.ts';
import { PB, badRequest, fieldErrors } from './errors.ts';
import type { MockStore, StoredUser } from './types.ts';

export function findByIdentity(store: MockStore, identity: string): StoredUser | undefined {
  const key = identity.trim().toLowerCase();
  return store.users.find(
    (u) =>
      !u.deleted &&
      (key.includes('@') ? u.record.email.toLowerCase() === key : usernameKey(u.record.username) === usernameKey(key)),
  );
}

/** The server's checks of an auth-with-password body: known fields, identity and password present. */
export function readSignIn(raw: unknown): { identity: string; password: string } {
  const body = readBody(
    raw,
    { writable: { identity: 'string', password: 'string', identityField: 'string' } },
    PB.invalidData,
  );
  const identity = text(body, 'identity');
  const password = text(body, 'password');
  const missing: Record<string, [string, string]> = {};
  if (identity === '' || identity.length > 255) missing.identity = ['validation_required', 'Cannot be blank.'];
  if (password === '' || password.length > 255) missing.password = ['validation_required', 'Cannot be blank.'];
  if (Object.keys(missing).length > 0) throw fieldErrors(PB.invalidData, missing);
  return { identity, password };
}

export function signInDemo(store: MockStore, raw: unknown): StoredUser {
  const { identity, password } = readSignIn(raw);
  const user = findByIdentity(store, identity);
  if (!user || user.password !== password) throw badRequest(MESSAGES.demoInvalidCredentials);
  return user;
}
