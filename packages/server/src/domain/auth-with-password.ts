// Password sign-in for members (by username, or e-mail when the identity has an @) and for
// operators. Unknown identities spend the same hashing time and get the same answer as wrong
// passwords, so the response never reveals whether an account exists.
import { usernameKey } from '@mapato/core';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../tools/password.ts';
import { badRequest } from './api-error.ts';
import type { Deps } from './deps.ts';
import type { SuperusersTable, UsersTable } from '../db/schema.ts';

export const AUTH_FAILED = 'Failed to authenticate.';

export async function authenticateUser(deps: Deps, identity: string, password: string): Promise<UsersTable> {
  const key = identity.trim().toLowerCase();
  const user = await deps.db
    .selectFrom('users')
    .selectAll()
    .where(
      key.includes('@') ? 'email_key' : 'username_key',
      '=',
      key.includes('@') ? key : usernameKey(identity.trim()),
    )
    .where('deleted', '=', 0)
    .executeTakeFirst();
  const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!user || !ok) throw badRequest(AUTH_FAILED);
  return user;
}

export async function authenticateSuperuser(deps: Deps, email: string, password: string): Promise<SuperusersTable> {
  const row = await deps.db
    .selectFrom('_superusers')
    .selectAll()
    .where('email_key', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  const ok = await verifyPassword(password, row?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!row || !ok) throw badRequest(AUTH_FAILED);
  return row;
}
