// Operators on the wire, shaped like PocketBase's `_superusers` records.
import { COLLECTION_IDS } from '../../domain/records/wire.ts';
import type { SuperusersTable } from '../../db/schema.ts';

export function toAdminRecord(row: SuperusersTable) {
  return {
    id: row.id,
    collectionId: COLLECTION_IDS._superusers,
    collectionName: '_superusers',
    email: row.email,
    emailVisibility: false,
    verified: true,
    created: row.created,
    updated: row.updated,
  };
}
