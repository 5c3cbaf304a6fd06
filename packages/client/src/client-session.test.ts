// The client's session against the mocks: its own auth store (a member and an operator signed in
// in the same browser keep theirs), its record fresh from the server, and sign-out dropping only
// the client screen's cache.
import { DEMO_CLIENT, DEMO_OPERATORS } from '@mapato/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { getAdminPocketBase } from './admin-api.ts';
import { operatorSignIn } from './admin-session.ts';
import { CLIENT_AUTH_KEY, clientKeys, getClientPocketBase } from './client-api.ts';
import {
  clientQueryOptions,
  clientSignIn,
  clientSignOut,
  isClientSignedIn,
  onClientAuthChange,
} from './client-session.ts';
import { BASE, newQueryClient, pb, rejection, signInAs } from './test/support.ts';

const client = getClientPocketBase(BASE);
const admin = getAdminPocketBase(BASE);
afterEach(() => {
  client.authStore.clear();
  admin.authStore.clear();
});

describe('clientSignIn', () => {
  it('keeps a client, a member and an operator signed in side by side, each under its own key', async () => {
    const member = await signInAs(2);
    await operatorSignIn(admin, DEMO_OPERATORS[0]!.email, DEMO_OPERATORS[0]!.password);
    const { record } = await clientSignIn(client, DEMO_CLIENT.email, DEMO_CLIENT.password);
    expect(record).toMatchObject({ name: 'Lugha Data Ltd', collectionName: 'clients' });
    expect(isClientSignedIn(client)).toBe(true);
    expect(pb.authStore.record?.id).toBe(member.record.id);
    expect(admin.authStore.isSuperuser).toBe(true);
    expect(JSON.parse(localStorage.getItem(CLIENT_AUTH_KEY)!).record.email).toBe(DEMO_CLIENT.email);
    clientSignOut(client);
    expect(pb.authStore.isValid).toBe(true);
    expect(admin.authStore.isValid).toBe(true);
  });

  it('leaves no session behind when the password is wrong', async () => {
    await clientSignIn(client, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const error = await rejection(clientSignIn(client, DEMO_CLIENT.email, 'not-the-password'));
    expect(error.status).toBe(400);
    expect(isClientSignedIn(client)).toBe(false);
  });

  it('a member signed in is no client', async () => {
    await signInAs(5);
    expect(isClientSignedIn(client)).toBe(false);
  });
});

describe('the client', () => {
  it('reads its record (and balance) from the server, keyed by its id', async () => {
    const { record } = await clientSignIn(client, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const queryClient = newQueryClient();
    const me = await queryClient.fetchQuery(clientQueryOptions(client));
    expect(me.balance).toBe(1820);
    expect(clientQueryOptions(client).queryKey).toEqual(['client', record.id, 'me']);
  });

  it('signing out tells listeners and drops the client cache only', async () => {
    const seen: boolean[] = [];
    const stop = onClientAuthChange(client, (signedIn) => seen.push(signedIn));
    await clientSignIn(client, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const queryClient = newQueryClient();
    queryClient.setQueryData(clientKeys.of(client, 'x'), 1);
    queryClient.setQueryData(['user', 'y'], 2);
    clientSignOut(client, queryClient);
    stop();
    expect(seen.at(-1)).toBe(false);
    expect(seen).toContain(true);
    expect(queryClient.getQueryCache().findAll({ queryKey: clientKeys.all })).toHaveLength(0);
    expect(queryClient.getQueryData(['user', 'y'])).toBe(2);
  });
});
