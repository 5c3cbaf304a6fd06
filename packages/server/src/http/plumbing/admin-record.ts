// Operators on the wire, shaped like PocketBase's `_superusers` records.
import type { AdminRecord } from '@mapato/protocol';
import { COLLECTION_IDS } from '../../domain/records/wire.ts';
import type { SuperusersTable } from '../../db/schema.ts';

export function toAdminRecord(row: SuperusersTable): AdminRecord {
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
