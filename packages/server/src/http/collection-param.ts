// `{collection}` in record routes may be a collection name or its id (PocketBase).
import { COLLECTION_IDS } from '../domain/records.ts';
import { notFound } from '../domain/api-error.ts';
import type { CollectionName } from './context.ts';

export function collectionFromParam(param: string): CollectionName {
  for (const [name, id] of Object.entries(COLLECTION_IDS) as Array<[CollectionName, string]>) {
    if (param === name || param === id) return name;
  }
  throw notFound('Missing collection context.');
}

export function authCollectionFromParam(param: string): 'users' | '_superusers' {
  const name = collectionFromParam(param);
  if (name !== 'users' && name !== '_superusers') throw notFound('Missing or invalid auth collection context.');
  return name;
}
