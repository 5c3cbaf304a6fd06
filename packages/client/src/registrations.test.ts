// Upgrade requests through the option factories, against the mocks.

import { describe, expect, it, vi } from 'vitest';
import { currentUserId } from './pb.ts';
import {
  createUpgradeRequestMutationOptions,
  fetchRegistration,
  fetchRegistrations,
  registrationKeys,
  registrationQueryOptions,
  registrationsQueryOptions,
  upgradeInProgressQueryOptions,
} from './registrations.ts';
import { mocks, newQueryClient, pb, recordRequests, runMutation, signInAs, rejection } from './test/support.ts';
import { m } from '@mapato/i18n';

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

describe('registrationQueryOptions', () => {
  it('reads one of the member’s own requests, keyed by member and id', async () => {
    const auth = await signInAs(5);
    const [newest] = (await fetchRegistrations(pb)).items;
    const options = registrationQueryOptions(pb, newest!.id);
    expect(options.queryKey).toEqual(registrationKeys.detail(auth.record.id, newest!.id));
    expect(await newQueryClient().fetchQuery(options)).toEqual(newest);
    expect(await fetchRegistration(pb, newest!.id)).toEqual(newest);
  });
});

describe('upgradeInProgressQueryOptions', () => {
  it('finds the request still being processed (the demo Level-1 member has one), or null', async () => {
    const amina = await signInAs(1);
    const qc = newQueryClient();
    const requests = recordRequests();
    // The cache holds the page (so live events can patch it); the screen reads the one request.
    const found = await qc.fetchQuery(upgradeInProgressQueryOptions(pb));
    expect(found).toMatchObject({ totalItems: 1, items: [{ uid: amina.record.id, level: 2, processing: true }] });
    expect(upgradeInProgressQueryOptions(pb).select!(found)).toMatchObject({ level: 2, processing: true });
    const query = new URL(requests[0]!.url).searchParams;
    expect([query.get('filter'), query.get('perPage')]).toEqual(['processing = true', '1']);

    await signInAs(5);
    const none = await newQueryClient().fetchQuery(upgradeInProgressQueryOptions(pb));
    expect(upgradeInProgressQueryOptions(pb).select!(none)).toBeNull();
  });

  it('is one of the registration lists, so a new request refreshes it', async () => {
    const auth = await signInAs(5);
    expect(upgradeInProgressQueryOptions(pb).queryKey).toEqual([
      ...registrationKeys.lists(auth.record.id),
      'in-progress',
    ]);
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
    expect(await requests[0]!.json()).toEqual({ level: 3, mpesa_ref: 'qk12345678' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [...registrationKeys.all, 'list'] });
    expect(mocks.store.registrations.some((r) => r.id === created.id)).toBe(true);
    // Whoever follows the request starts from the answer.
    expect(qc.getQueryData(registrationKeys.detail(auth.record.id, created.id))).toEqual(created);
  });

  it("asks for an M-Pesa prompt to the member's own phone when no number is given", async () => {
    const auth = await signInAs(2);
    const qc = newQueryClient();
    const requests = recordRequests();
    const created = await runMutation(qc, createUpgradeRequestMutationOptions(pb, qc), { level: 3, msisdn: ' ' });
    expect(await requests[0]!.json()).toEqual({ level: 3 });
    expect(created).toMatchObject({
      method: 'stk',
      msisdn: auth.record.phone.replace('+', ''),
      mpesa_ref: '',
      processing: true,
    });
  });

  it('sends the prompt to another number, and surfaces its field error', async () => {
    await signInAs(2);
    const qc = newQueryClient();
    const options = createUpgradeRequestMutationOptions(pb, qc);
    const created = await runMutation(qc, options, { level: 3, msisdn: '0700 000 000' });
    expect(created).toMatchObject({ method: 'stk', msisdn: '254700000000' });
    expect(currentUserId(pb)).toBe(created.uid);
    const error = await rejection(runMutation(qc, options, { level: 4, msisdn: '0812345678' }));
    expect(error.response.data.msisdn.message).toBe(m.mpesaInvalid());
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
    expect(error.response.data.level.message).toBe(m.levelNotHigher());
  });
});
