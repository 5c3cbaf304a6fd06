// The operator's session against the mocks: its own auth store (a member signed in in the same
// browser keeps their session), who the server says the operator is, and sign-out clearing the
// console's cache.
import { DEMO_OPERATORS } from '@mapato/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_AUTH_KEY, adminKeys, getAdminPocketBase } from './admin-api.ts';
import { overviewQueryOptions } from './admin-overview.ts';
import {
  fetchAdmin,
  isAdminSignedIn,
  mayMoveMoney,
  onAdminAuthChange,
  operatorQueryOptions,
  operatorSignIn,
  operatorSignOut,
} from './admin-session.ts';
import { BASE, newQueryClient, pb, rejection, signInAs } from './test/support.ts';

const admin = getAdminPocketBase(BASE);
const [ops, , help] = DEMO_OPERATORS;
afterEach(() => admin.authStore.clear());

describe('operatorSignIn', () => {
  it('keeps the operator and a member signed in side by side, each under its own key', async () => {
    const member = await signInAs(2);
    await operatorSignIn(admin, ops!.email, ops!.password);
    expect(isAdminSignedIn(admin)).toBe(true);
    expect(pb.authStore.record?.id).toBe(member.record.id);
    expect(JSON.parse(localStorage.getItem(ADMIN_AUTH_KEY)!).record.email).toBe(ops!.email);
    operatorSignOut(admin);
    expect(pb.authStore.isValid).toBe(true);
  });

  it('leaves no session behind when the password is wrong', async () => {
    await operatorSignIn(admin, ops!.email, ops!.password);
    const error = await rejection(operatorSignIn(admin, ops!.email, 'not-it-at-all'));
    expect(error.status).toBe(400);
    expect(isAdminSignedIn(admin)).toBe(false);
  });

  it('a member signed in is no operator', async () => {
    await signInAs(5);
    expect(isAdminSignedIn(admin)).toBe(false);
    expect(isAdminSignedIn(pb as never)).toBe(false);
  });
});

describe('the operator', () => {
  it('is who the server says, with the role that decides the money actions', async () => {
    await operatorSignIn(admin, help!.email, help!.password);
    const me = await fetchAdmin(admin);
    expect(me).toMatchObject({ email: help!.email, role: 'support' });
    expect(mayMoveMoney(me)).toBe(false);
    expect(mayMoveMoney({ role: 'admin' })).toBe(true);
    expect(mayMoveMoney(undefined)).toBe(false);
    expect(operatorQueryOptions(admin).queryKey).toEqual(['admin', me.id, 'me']);
  });

  it('signing out tells listeners and drops the console cache only', async () => {
    const seen: boolean[] = [];
    const stop = onAdminAuthChange(admin, (signedIn) => seen.push(signedIn));
    await operatorSignIn(admin, ops!.email, ops!.password);
    const qc = newQueryClient();
    await qc.fetchQuery(overviewQueryOptions(admin));
    qc.setQueryData(['users', 'current', 'x'], { id: 'x' });
    operatorSignOut(admin, qc);
    stop();
    expect(seen.at(-1)).toBe(false);
    expect(qc.getQueriesData({ queryKey: adminKeys.all })).toEqual([]);
    expect(qc.getQueryData(['users', 'current', 'x'])).toEqual({ id: 'x' });
  });
});
