// Demo sign-in (docs/product.md#demo-accounts): identity is a username or an e-mail, and it must
// be one of the demo members in the store with its password. The request checks are the
// server's (protocol); only the failure message is the demo store's 'Invalid credentials'.
import { usernameKey } from '@mapato/core';
import { badRequest, readCredentials, type AuthCollectionName } from '@mapato/protocol';
import { orThrow, refuse } from './errors.ts';
import type { MockStore, StoredUser } from './types.ts';
import { m } from '@mapato/i18n';

/**
 * The demo has no operators: a `_superusers` sign-in is checked like the server's, then refused;
 * so is a `clients` one until the mocks hold clients.
 */
export function signInDemo(store: MockStore, raw: unknown, collection: AuthCollectionName): StoredUser {
  const { identity, password } = orThrow(readCredentials(raw));
  const key = identity.trim().toLowerCase();
  const user = store.users.find(
    (u) =>
      collection === 'users' &&
      !u.deleted &&
      (key.includes('@') ? u.record.email.toLowerCase() === key : usernameKey(u.record.username) === usernameKey(key)),
  );
  return user && user.password === password ? user : refuse(badRequest(m.demoInvalidCredentials()));
}
