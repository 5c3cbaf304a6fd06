// Operators are a separate auth collection, created only from the command line, each with a role
// (admin moves money, support reads and answers). Creating one, resetting a password or changing a
// role is audited in the same transaction (the e-mail and role, never the password).
import { isValidEmail, toPbDate } from '@mapato/core';
import type { AdminRole } from '@mapato/protocol';
import { hashPassword } from '../../tools/password.ts';
import { newId, randomSecret } from '../../tools/ids.ts';
import { audit } from '../security/audit.ts';
import type { Deps } from '../deps.ts';

export async function createAdmin(
  deps: Deps,
  email: string,
  password: string,
  actor = 'cli',
  /** undefined: admin for a new operator, unchanged on a reset */
  role?: AdminRole,
): Promise<{ id: string; created: boolean; role: AdminRole }> {
  if (!isValidEmail(email)) throw new Error('Please give a valid e-mail address.');
  if (password.length < 10) throw new Error('Operator passwords need at least 10 characters.');
  const now = deps.now();
  const at = toPbDate(now);
  const row = {
    id: newId(),
    email,
    email_key: email.toLowerCase(),
    password_hash: await hashPassword(password),
    token_key: randomSecret(50),
    role: role ?? 'admin',
    created: at,
    updated: at,
  };
  return deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('_superusers')
      .values(row)
      .onConflict((oc) => oc.column('email_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await audit(trx, actor, 'superuser.create', inserted.id, { email, role: row.role }, now);
      return { id: inserted.id, created: true, role: row.role };
    }
    // Same e-mail again: the password is reset (the operator's way back in).
    const updated = await trx
      .updateTable('_superusers')
      .set({ password_hash: row.password_hash, token_key: row.token_key, updated: at, ...(role ? { role } : {}) })
      .where('email_key', '=', row.email_key)
      .returning(['id', 'role'])
      .executeTakeFirstOrThrow();
    await audit(trx, actor, 'superuser.reset', updated.id, { email, role: updated.role }, now);
    return { id: updated.id, created: false, role: updated.role as AdminRole };
  });
}
