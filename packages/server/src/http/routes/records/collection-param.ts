// `{collection}` in record routes may be a collection name or its id (PocketBase; @mapato/protocol).
import {
  authCollectionFromParam as readAuthCollection,
  collectionFromParam as readCollection,
  type AuthCollectionName,
  type CollectionName,
} from '@mapato/protocol';
import { orThrow } from '../../../domain/api-error.ts';

export const collectionFromParam = (param: string): CollectionName => orThrow(readCollection(param));

export const authCollectionFromParam = (param: string): AuthCollectionName => orThrow(readAuthCollection(param));
