// The member's own record through the query and mutation options, against the mocks.

import { describe, expect, it, vi } from 'vitest';
import {
  currentUserQueryOptions,
  deleteAccountMutationOptions,
  fetchCurrentUser,
  updateProfileMutationOptions,
  userKeys,
} from './users.ts';
import { demo, mocks, newQueryClient, pb, recordRequests, runMutation, signInAs, rejection } from './test/support.ts';
import { m } from '@mapato/i18n';

describe('currentUserQueryOptions', () => {
  it("fetches the signed-in member's record under a key carrying their id", async () => {
    const auth = await signInAs(5);
    const options = currentUserQueryOptions(pb);
    expect(options.queryKey).toEqual(userKeys.current(auth.record.id));
    const user = await newQueryClient().fetchQuery(options);
    expect(user).toMatchObject({ id: auth.record.id, email: demo(5).email, level: 5, balance: demo(5).balance });
  });

  it("fails with 'Not authenticated' when nobody is signed in", async () => {
    const error = await rejection(newQueryClient().fetchQuery(currentUserQueryOptions(pb)));
    expect(error).toMatchObject({ status: 401, message: m.notAuthenticated() });
  });
});

describe('fetchCurrentUser', () => {
  it('is the query function without a cache: the signed-in member, or the member named', async () => {
    const auth = await signInAs(5);
    const fetched = await fetchCurrentUser(pb);
    expect(fetched).toEqual(await newQueryClient().fetchQuery(currentUserQueryOptions(pb)));
    expect(await fetchCurrentUser(pb, auth.record.id)).toMatchObject({ id: auth.record.id, level: 5 });
  });

  it("refuses a guest with 'Not authenticated' without asking the server", async () => {
    const requests = recordRequests();
    const error = await rejection(fetchCurrentUser(pb));
    expect(error).toMatchObject({ status: 401, message: m.notAuthenticated() });
    expect(requests).toEqual([]);
  });

  it('stops when its signal is aborted', async () => {
    await signInAs(1);
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(fetchCurrentUser(pb, undefined, controller.signal));
    expect(error.isAbort).toBe(true);
  });
});

describe('updateProfileMutationOptions', () => {
  it('sends the changes, refreshes the cached user and invalidates the user keys', async () => {
    const auth = await signInAs(1);
    const qc = newQueryClient();
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    // (A verified phone is not cleared: phone-codes.test.ts changes it by the new number's code.)
    const user = await runMutation(qc, updateProfileMutationOptions(pb, qc), {
      mail: 'amina@example.co.ke',
      name: 'Amina W.',
    });
    expect(user).toMatchObject({ email: 'amina@example.co.ke', mail: 'amina@example.co.ke', name: 'Amina W.' });
    expect(qc.getQueryData(userKeys.current(auth.record.id))).toEqual(user);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: userKeys.all });
    expect(pb.authStore.record?.email).toBe('amina@example.co.ke');
  });

  it("surfaces the server's field error", async () => {
    await signInAs(1);
    const qc = newQueryClient();
    const error = await rejection(runMutation(qc, updateProfileMutationOptions(pb, qc), { mail: 'not-an-email' }));
    expect(error).toMatchObject({ status: 400, message: 'Failed to update record.' });
    expect(error.response.data.email).toEqual({
      code: 'validation_is_email',
      message: m.emailInvalid(),
    });
  });
});

describe('deleteAccountMutationOptions', () => {
  it('deletes the account, ends the session and empties the cache', async () => {
    const auth = await signInAs(2);
    const qc = newQueryClient();
    qc.setQueryData(userKeys.current(auth.record.id), auth.record);
    await runMutation(qc, deleteAccountMutationOptions(pb, qc), undefined);
    expect(pb.authStore.isValid).toBe(false);
    expect(qc.getQueryData(userKeys.current(auth.record.id))).toBeUndefined();
    expect(mocks.store.users.find((u) => u.record.id === auth.record.id)?.deleted).toBe(true);
  });
});
