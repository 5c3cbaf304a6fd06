// Upgrade requests through the option factories, against the mocks.
import { MESSAGES } from '@mapato/core';
import { describe, expect, it, vi } from 'vitest';
import {
  createUpgradeRequestMutationOptions,
  fetchRegistrations,
  registrationKeys,
  registrationsQueryOptions,
} from './registrations.ts';
import { mocks, newQueryClient, pb, recordRequests, runMutation, signInAs, rejection } from './test/support.ts';

describe('registrationsQueryOptions', () => {
  it("lists the member's own upgrade history, newest first", async () => {
    const auth = await signInAs(5);
    const requests = recordRequests();
    const page = await newQueryClient().fetchQuery(registrationsQueryOptions(pb));
    expect(page).toMatchObject({ page: 1, perPage: 30, totalItems: 2 });
    expect(page.items.map((r) => [r.level, r.declined])).toEqual([
      [5, false],
      [6, true],
    ]);
    expect(page.items.every((r) => r.uid === auth.record.id)).toBe(true);
    expect(new URL(requests[0]!.url).searchParams.get('sort')).toBe('-created');
  });
});

describe('fetchRegistrations', () => {
  it('is the query function without a cache, paged', async () => {
    await signInAs(5);
    const page = await fetchRegistrations(pb, { page: 2, perPage: 1 });
    expect(page).toMatchObject({ page: 2, perPage: 1, totalItems: 2 });
    expect(page.items.map((r) => r.level)).toEqual([6]);
    expect(await fetchRegistrations(pb)).toEqual(await newQueryClient().fetchQuery(registrationsQueryOptions(pb)));
  });
});

describe('createUpgradeRequestMutationOptions', () => {
  it('creates a processing request with an Idempotency-Key and invalidates the registration lists', async () => {
    const auth = await signInAs(2);
    const qc = newQueryClient();
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    const requests = recordRequests();
    const created = await runMutation(qc, createUpgradeRequestMutationOptions(pb, qc), {
      level: 3,
      mpesaRef: 'qk12345678',
    });
    expect(created).toMatchObject({
      uid: auth.record.id,
      level: 3,
      amount: 10_000,
      mpesa_ref: 'QK12345678',
      processing: true,
    });
    expect(requests[0]!.headers.get('idempotency-key')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: registrationKeys.all });
    expect(mocks.store.registrations.some((r) => r.id === created.id)).toBe(true);
  });

  it("surfaces the server's message for a level that is not higher", async () => {
    await signInAs(2);
    const qc = newQueryClient();
    const error = await rejection(
      runMutation(qc, createUpgradeRequestMutationOptions(pb, qc), {
        level: 2,
        mpesaRef: 'QK12345678',
      }),
    );
    expect(error.response.data.level.message).toBe(MESSAGES.levelNotHigher);
  });
});
