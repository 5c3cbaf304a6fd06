// Mapato's collections and their PocketBase ids. `{collection}` in a record route may be either.
import { fail, notFound, ok, type Outcome } from './errors.ts';
import { PB } from './messages.ts';

/** CRC-32 (IEEE), the checksum PocketBase derives collection ids from. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** PocketBase's ids: the default users id and superusers id, else 'pbc_' + CRC32(type + name). */
export const COLLECTION_IDS = Object.freeze({
  users: '_pb_users_auth_',
  withdrawal: `pbc_${crc32('base' + 'withdrawal')}`,
  registration: `pbc_${crc32('base' + 'registration')}`,
  _superusers: 'pbc_3142635823',
  // organisations that prepay for work (ADR 055): signed in, never listed or created by the API
  clients: `pbc_${crc32('auth' + 'clients')}`,
} as const);

export type CollectionName = keyof typeof COLLECTION_IDS;
export type AuthCollectionName = 'users' | '_superusers' | 'clients';

export function collectionFromParam(param: string): Outcome<CollectionName> {
  for (const [name, id] of Object.entries(COLLECTION_IDS) as Array<[CollectionName, string]>) {
    if (param === name || param === id) return ok(name);
  }
  return fail(notFound(PB.missingCollection));
}

export function authCollectionFromParam(param: string): Outcome<AuthCollectionName> {
  const found = collectionFromParam(param);
  if (found.ok && (found.value === 'users' || found.value === '_superusers' || found.value === 'clients'))
    return ok(found.value);
  return found.ok ? fail(notFound(PB.missingAuthCollection)) : found;
}
