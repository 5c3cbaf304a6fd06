// Demo sign-up (docs/product.md#demo-accounts): the fields are checked exactly like the server's sign-up (protocol),
// then the demo rules apply: the e-mail (or, without one, the username) must be a demo account's,
// and the password, the name when sent and the username must be that account's. No new member is
// ever created: the demo account itself is returned (and revived if it was deleted).
import { DEMO_ACCOUNTS, normalisePhone, usernameKey, type UserRecord } from '@mapato/core';
import { badRequest, checkSignUp, readSignUp, viewUser } from '@mapato/protocol';
import { orThrow, refuse } from './errors.ts';
import { newTokenKey } from './ids.ts';
import { activeUsers } from './store.ts';
import type { MockStore } from './types.ts';
import { m } from '@mapato/i18n';

export function signUpDemo(store: MockStore, raw: unknown): UserRecord {
  const body = orThrow(readSignUp(raw));
  const phone = normalisePhone(body.phone);
  const named = (name: string) => (u: { record: UserRecord }) => usernameKey(u.record.username) === usernameKey(name);
  const others = activeUsers(store).filter((u) => !named(body.username)(u));
  orThrow(
    checkSignUp(body, {
      // One phone, one account: the number belongs to a member other than the one signing up.
      phoneTaken: phone !== null && others.some((u) => u.record.phone === phone),
      referrerKnown: activeUsers(store).some(named(body.invitationCode.trim())),
    }),
  );
  const email = body.email.trim().toLowerCase();
  const account = DEMO_ACCOUNTS.find((a) =>
    email ? a.email.toLowerCase() === email : usernameKey(a.username) === usernameKey(body.username),
  );
  const user = account && store.users.find(named(account.username));
  if (!account || !user) refuse(badRequest(m.demoSignupUnknown()));
  const sameName = body.name.trim() === '' || body.name.trim() === account.name;
  if (body.password !== account.password || !sameName || usernameKey(body.username) !== usernameKey(account.username)) {
    refuse(badRequest(m.demoSignupMismatch()));
  }
  if (user.deleted) Object.assign(user, { deleted: false, tokenKey: newTokenKey(), password: account.password });
  // A guest gets the record back without e-mail unless it is visible (PocketBase).
  return viewUser(user.record, { withEmail: false });
}
