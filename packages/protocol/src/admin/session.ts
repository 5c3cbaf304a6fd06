// Who an admin is on the wire: the `_superusers` record the sign-in answers with (PocketBase's
// shape) and GET /api/admin/me, which adds the role the console decides its offers by. Types only,
// one shape for the server, the mocks and the console (docs/decisions/050).
import type { AdminRole } from '@mapato/core';

/** An admin as PocketBase's `_superusers` record (sign-in and refresh answer with it). */
export interface AdminRecord {
  id: string;
  collectionId: string;
  collectionName: '_superusers';
  email: string;
  emailVisibility: false;
  verified: true;
  created: string;
  updated: string;
}

/** POST /api/collections/_superusers/auth-with-password (and auth-refresh) */
export interface AdminSignIn {
  token: string;
  record: AdminRecord;
}

/** GET /api/admin/me */
export interface Admin {
  id: string;
  email: string;
  role: AdminRole;
}
