// A member edits or deletes their own profile with the server's rules (protocol): money fields are
// the server's, `mail` is the edit form's name for the e-mail, a new password revokes every
// earlier token, and another active member's username, e-mail or phone is refused.
import { toPbDate, usernameKey, type UserRecord } from '@mapato/core';
import { checkProfile, notUnique, PB, readProfile, type ProfileChanges, type UniqueField } from '@mapato/protocol';
import { orThrow, refuse } from './errors.ts';
import { newTokenKey } from './ids.ts';
import { askPhoneChangeCode } from './phone-change.ts';
import { activeUsers } from './store.ts';
import type { MockStore, StoredUser } from './types.ts';

const SAME: Record<UniqueField, (a: UserRecord, value: string) => boolean> = {
  username: (a, value) => usernameKey(a.username) === usernameKey(value),
  email: (a, value) => a.email.toLowerCase() === value.toLowerCase(),
  phone: (a, value) => a.phone === value,
};

export function updateUser(store: MockStore, user: StoredUser, raw: unknown): void {
  const body = orThrow(readProfile(raw, user.record));
  const proved = user.record.verified;
  const checked = orThrow(
    checkProfile(body, { oldPasswordOk: body.oldPassword === user.password, phoneVerified: proved }),
  );
  const { password, phone, ...rest } = checked;
  // A proved phone changes only once the new number types its code (ADR 036); an unproved one at once.
  const newPhone = phone !== undefined && phone !== user.record.phone ? phone : undefined;
  const changes: ProfileChanges = proved || newPhone === undefined ? rest : { ...rest, phone: newPhone };
  // Deleted members' names are free again, as on the server.
  const others = activeUsers(store).filter((u) => u !== user);
  for (const field of ['username', 'email', 'phone'] as const) {
    const value = changes[field];
    if (value && others.some((u) => SAME[field](u.record, value))) refuse(notUnique(PB.updateFailed, field));
  }
  if (proved && newPhone !== undefined) askPhoneChangeCode(store, user, newPhone, PB.updateFailed);
  if (password !== undefined) Object.assign(user, { password, tokenKey: newTokenKey() });
  if (!proved && newPhone !== undefined) user.phoneChanged = toPbDate(store.now());
  if (Object.keys(changes).length > 0 || password !== undefined) {
    const mail = changes.email === undefined ? {} : { mail: changes.email };
    Object.assign(user.record, changes, mail, { updated: toPbDate(store.now()) });
  }
}

/** Delete My Account: nobody can sign in as the member any more and their tokens stop working. */
export function deleteUser(store: MockStore, user: StoredUser): void {
  Object.assign(user, { deleted: true, tokenKey: newTokenKey() });
  user.record.updated = toPbDate(store.now());
}
