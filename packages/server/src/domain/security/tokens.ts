// PocketBase-compatible auth tokens: HS256, signed with the record's tokenKey + the collection
// secret, so rotating a user's tokenKey (password change, deletion) revokes all their tokens.
// Each auth collection has its own secret, so a token of one can never pass as another's.
import { decodeTokenUnverified, signToken, verifyToken } from '../../tools/jwt.ts';
import { COLLECTION_IDS } from '../records/wire.ts';
import type { Deps } from '../deps.ts';
import type { ClientsTable, SuperusersTable, UsersTable } from '../../db/schema.ts';

export type AuthCollection = 'users' | '_superusers' | 'clients';

const secretOf = (deps: Deps, collection: AuthCollection) =>
  collection === 'users'
    ? deps.secrets.users
    : collection === 'clients'
      ? deps.secrets.clients
      : deps.secrets.superusers;

export function issueToken(deps: Deps, collection: AuthCollection, row: { id: string; token_key: string }): string {
  // A client holds money like an operator: its token lives as long as an operator's (ADR 057).
  const ttl = collection === 'users' ? deps.userTokenSeconds : deps.superuserTokenSeconds;
  return signToken(
    {
      collectionId: COLLECTION_IDS[collection],
      exp: Math.floor(deps.now().getTime() / 1000) + ttl,
      id: row.id,
      refreshable: true,
      type: 'auth',
    },
    row.token_key + secretOf(deps, collection),
  );
}

export type Auth =
  | { collection: 'users'; user: UsersTable }
  | { collection: '_superusers'; superuser: SuperusersTable }
  | { collection: 'clients'; client: ClientsTable }
  | null;

/** Resolves a raw token to its record; any problem means "guest" (PocketBase semantics). */
export async function authenticateToken(deps: Deps, token: string): Promise<Auth> {
  if (!token) return null;
  const claims = decodeTokenUnverified(token);
  if (!claims || claims.type !== 'auth' || typeof claims.id !== 'string') return null;
  const nowSeconds = Math.floor(deps.now().getTime() / 1000);
  if (claims.collectionId === COLLECTION_IDS.users) {
    const user = await deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', claims.id)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    if (!user || !verifyToken(token, user.token_key + deps.secrets.users, nowSeconds)) return null;
    return { collection: 'users', user };
  }
  if (claims.collectionId === COLLECTION_IDS._superusers) {
    const superuser = await deps.db
      .selectFrom('_superusers')
      .selectAll()
      .where('id', '=', claims.id)
      .executeTakeFirst();
    if (!superuser || !verifyToken(token, superuser.token_key + deps.secrets.superusers, nowSeconds)) return null;
    return { collection: '_superusers', superuser };
  }
  if (claims.collectionId === COLLECTION_IDS.clients) {
    const client = await deps.db.selectFrom('clients').selectAll().where('id', '=', claims.id).executeTakeFirst();
    if (!client || !verifyToken(token, client.token_key + deps.secrets.clients, nowSeconds)) return null;
    return { collection: 'clients', client };
  }
  return null;
}
