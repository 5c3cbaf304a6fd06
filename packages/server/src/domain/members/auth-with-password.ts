// Password sign-in for members (by username, or e-mail when the identity has an @) and for
// operators. Finding the account comes first so that failures can be counted against it, whatever
// spelling reached it; unknown identities spend the same hashing time and get the same answer as
// wrong passwords, so the response never reveals whether an account exists.
import { usernameKey } from '@mapato/core';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../tools/password.ts';
import type { Deps } from '../deps.ts';
import type { SuperusersTable, UsersTable } from '../../db/schema.ts';

/** The member an identity names: case and surrounding (Unicode) spaces do not matter. */
export async function findMemberByIdentity(deps: Deps, identity: string): Promise<UsersTable | undefined> {
  const trimmed = identity.trim();
  const byEmail = trimmed.includes('@');
  return deps.db
    .selectFrom('users')
    .selectAll()
    .where(byEmail ? 'email_key' : 'username_key', '=', byEmail ? trimmed.toLowerCase() : usernameKey(trimmed))
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export async function findAdminByEmail(deps: Deps, email: string): Promise<SuperusersTable | undefined> {
  return deps.db
    .selectFrom('_superusers')
    .selectAll()
    .where('email_key', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** Always hashes, even without an account, so both answers take the same time. */
export async function passwordMatches(
  account: { password_hash: string } | undefined,
  password: string,
): Promise<boolean> {
  const ok = await verifyPassword(password, account?.password_hash ?? (await dummyPasswordHash()));
  return ok && account !== undefined;
}

/**
 * After a right password: a hash made at an older cost is replaced by one at today's (ADR 040).
 * Not a password change: the token key stays, so no session ends. Only if the hash is still the
 * one just checked, so a password changed meanwhile is never overwritten with the old one.
 */
export async function upgradePasswordHash(
  deps: Deps,
  table: 'users' | '_superusers' | 'clients',
  account: { id: string; password_hash: string },
  password: string,
): Promise<void> {
  if (!needsRehash(account.password_hash)) return;
  const rehashed = await hashPassword(password);
  await deps.db
    .updateTable(table)
    .set({ password_hash: rehashed })
    .where('id', '=', account.id)
    .where('password_hash', '=', account.password_hash)
    .execute();
}
