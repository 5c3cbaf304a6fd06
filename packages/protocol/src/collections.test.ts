// Collection ids as PocketBase computes them, and the `{collection}` route parameter.
import { crc32 as nodeCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { authCollectionFromParam, COLLECTION_IDS, collectionFromParam, crc32 } from './collections.ts';

describe('collection ids', () => {
  it.each(['basewithdrawal', 'baseregistration', '', 'a', 'ünïcödé ✓'])('crc32(%j) is zlib’s', (text) => {
    expect(crc32(text)).toBe(nodeCrc32(text));
  });

  it("are PocketBase's", () => {
    expect(COLLECTION_IDS).toEqual({
      users: '_pb_users_auth_',
      withdrawal: 'pbc_2476542933',
      registration: 'pbc_892396449',
      _superusers: 'pbc_3142635823',
      clients: 'pbc_3646451221',
    });
  });
});

describe('the {collection} parameter', () => {
  it.each([
    ['users', 'users'],
    ['_pb_users_auth_', 'users'],
    ['pbc_2476542933', 'withdrawal'],
    ['registration', 'registration'],
    ['_superusers', '_superusers'],
    ['clients', 'clients'],
    ['pbc_3646451221', 'clients'],
  ])('%s names %s', (param, name) => {
    expect(collectionFromParam(param)).toEqual({ ok: true, value: name });
  });

  it('is a 404 for anything else', () => {
    expect(collectionFromParam('posts')).toEqual({
      ok: false,
      error: { status: 404, message: 'Missing collection context.', data: {} },
    });
    expect(collectionFromParam('constructor').ok).toBe(false);
  });

  it('names an auth collection only for users, _superusers and clients', () => {
    expect(authCollectionFromParam('users')).toEqual({ ok: true, value: 'users' });
    expect(authCollectionFromParam('clients')).toEqual({ ok: true, value: 'clients' });
    expect(authCollectionFromParam('withdrawal')).toEqual({
      ok: false,
      error: { status: 404, message: 'Missing or invalid auth collection context.', data: {} },
    });
    expect(authCollectionFromParam('nope')).toMatchObject({ error: { message: 'Missing collection context.' } });
  });
});
