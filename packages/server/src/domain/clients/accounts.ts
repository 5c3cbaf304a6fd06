// Clients are an auth collection like operators (ADR 055, 057): created by an operator (the CLI,
// the console), never by signing up. Creating one or resetting its password is audited in the
// same transaction (e-mail, name, never the password).
import { normaliseMpesaNumber, toPbDate } from '@mapato/core';
import { COLLECTION_IDS, newClientProblem, type ClientRecord, type NewClient } from '@mapato/protocol';
import { hashPassword } from '../../tools/password.ts';
import { newId, randomSecret } from '../../tools/ids.ts';
import { audit } from '../security/audit.ts';
import type { Deps } from '../deps.ts';
import type { ClientsTable } from '../../db/schema.ts';

/** Creates the client, or resets the password (and name, phone) of the one with this e-mail. */
export async function createClient(
  deps: Deps,
  input: NewClient,
  actor: string,
): Promise<{ client: ClientsTable; created: boolean }> {
  const problem = newClientProblem(input);
  if (problem) throw new Error(problem);
  const now = deps.now();
  const at = toPbDate(now);
  const row: ClientsTable = {
    id: newId(),
    email: input.email.trim(),
    email_key: input.email.trim().toLowerCase(),
    password_hash: await hashPassword(input.password),
    token_key: randomSecret(50),
    name: input.name.trim(),
    msisdn: input.phone === '' ? '' : normaliseMpesaNumber(input.phone)!,
    balance: 0,
    ledger_seq: 0,
    locale: 'en',
    created: at,
    updated: at,
  };
  return deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('clients')
      .values(row)
      .onConflict((oc) => oc.column('email_key').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) {
      await audit(trx, actor, 'client.create', inserted.id, { email: row.email, name: row.name }, now);
      return { client: inserted, created: true };
    }
    // The same e-mail again: the client's way back in (the money stays where it is).
    const updated = await trx
      .updateTable('clients')
      .set({
        password_hash: row.password_hash,
        token_key: row.token_key,
        name: row.name,
        ...(row.msisdn ? { msisdn: row.msisdn } : {}),
        updated: at,
      })
      .where('email_key', '=', row.email_key)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, actor, 'client.reset', updated.id, { email: row.email, name: row.name }, now);
    return { client: updated, created: false };
  });
}

export const findClientByEmail = (deps: Deps, email: string): Promise<ClientsTable | undefined> =>
  deps.db.selectFrom('clients').selectAll().where('email_key', '=', email.trim().toLowerCase()).executeTakeFirst();

/** The client as its auth record (never the hash or the token key). */
export const toClientRecord = (c: ClientsTable): ClientRecord => ({
  id: c.id,
  collectionId: COLLECTION_IDS.clients,
  collectionName: 'clients',
  email: c.email,
  name: c.name,
  phone: c.msisdn,
  balance: Number(c.balance),
  created: c.created,
  updated: c.updated,
});
