// The console's list of clients (ADR 064): newest first, at most 500, each with its number of
// projects, found by a part of the name or e-mail (protocol's clientSearchOf reads the search).
import type { AdminClientRow } from '@mapato/protocol';
import { sql } from 'kysely';
import { toClientRecord } from '../clients/accounts.ts';
import type { Deps } from '../deps.ts';

export async function listClientsForAdmin(deps: Deps, search: string): Promise<AdminClientRow[]> {
  let q = deps.db
    .selectFrom('clients')
    .selectAll('clients')
    .select(sql<number | string>`(select count(*) from projects where projects.client_id = clients.id)`.as('projects'))
    .orderBy('created', 'desc')
    .orderBy('id')
    .limit(500);
  if (search !== '') {
    // `%` and `_` typed by an operator are letters, not wildcards (the same ESCAPE on both engines).
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(
      sql<boolean>`(lower(${sql.ref('clients.name')}) like ${pattern} escape '\\' or ${sql.ref('clients.email_key')} like ${pattern} escape '\\')`,
    );
  }
  const rows = await q.execute();
  return rows.map(({ projects, ...client }) => ({ ...toClientRecord(client), projects: Number(projects) }));
}
