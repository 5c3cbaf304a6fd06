// Stored rows → wire records, with the collection ids the server uses, so a record from the
// mocks and one from the server have the same keys and the SDK syncs its auth store alike.
import type { UserRecord } from '@mapato/core';
import type { StoredUser } from './types.ts';

/** The server's ids: PocketBase's default users id, else 'pbc_' + CRC32('base' + name). */
export const COLLECTION_IDS = Object.freeze({
  users: '_pb_users_auth_',
  withdrawal: 'pbc_2476542933',
  registration: 'pbc_892396449',
  _superusers: 'pbc_3142635823',
});

export type CollectionName = keyof typeof COLLECTION_IDS;

/** PocketBase omits the e-mail keys for viewers who may not see them (e.g. a guest signing up). */
export function toUserRecord(user: StoredUser, opts: { withEmail: boolean }): UserRecord {
  const record = { ...user.record };
  if (opts.withEmail || record.emailVisibility) return record;
  const { email: _email, mail: _mail, ...rest } = record;
  return rest as UserRecord;
}
