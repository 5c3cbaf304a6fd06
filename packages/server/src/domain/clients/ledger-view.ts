// GET /api/client/ledger: the client's balance and its rows, newest first (ADR 057).
import type { ClientLedger, ClientLedgerEntry } from '@mapato/protocol';
import type { Deps } from '../deps.ts';

export async function clientLedger(deps: Deps, clientId: string): Promise<ClientLedger> {
  const client = await deps.db
    .selectFrom('clients')
    .select('balance')
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
  const rows = await deps.db
    .selectFrom('client_ledger')
    .select(['id', 'seq', 'kind', 'amount', 'balance_after', 'ref', 'created'])
    .where('client_id', '=', clientId)
    .orderBy('seq', 'desc')
    .limit(500)
    .execute();
  return {
    balance: Number(client.balance),
    items: rows.map((r) => ({
      ...r,
      kind: r.kind as ClientLedgerEntry['kind'],
      seq: Number(r.seq),
      amount: Number(r.amount),
      balance_after: Number(r.balance_after),
    })),
  };
}
