// The console's client calls against the mocks: an admin creates a client and sees it listed, a
// transfer above the four-eyes limit waits for a second admin, and the errors keep the server's
// field messages the form shows.
import { FOUR_EYES_MIN } from '@mapato/core';
import { DEMO_OPERATORS } from '@mapato/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { getAdminPocketBase } from './admin-api.ts';
import {
  adminClientsQueryOptions,
  approveClientDeposit,
  clientDepositsQueryOptions,
  createAdminClient,
  recordClientDeposit,
} from './admin-clients.ts';
import { operatorSignIn } from './admin-session.ts';
import { BASE, newQueryClient, rejection } from './test/support.ts';

const admin = getAdminPocketBase(BASE);
const [ops, ops2] = DEMO_OPERATORS;
afterEach(() => admin.authStore.clear());

const NEW = { email: 'pwani@example.co.ke', password: 'long-enough-pw', name: 'Pwani Labs', phone: '' };

describe('admin clients', () => {
  it('creates a client, lists it, and records a transfer a second admin approves', async () => {
    await operatorSignIn(admin, ops!.email, ops!.password);
    const client = await createAdminClient(admin, NEW);
    const list = await newQueryClient().fetchQuery(adminClientsQueryOptions(admin));
    expect(list.items.map((c) => c.name)).toContain('Pwani Labs');
    const held = await recordClientDeposit(admin, { client: client.id, amount: FOUR_EYES_MIN + 1, reference: 'EQ-77' });
    expect(held).toMatchObject({ state: 'awaiting_approval', needed: 2 });
    const waiting = await newQueryClient().fetchQuery(clientDepositsQueryOptions(admin, client.id));
    expect(waiting.items.map((d) => [d.reference, d.state, d.recorded_by])).toEqual([
      ['EQ-77', 'awaiting_approval', admin.authStore.record!.id],
    ]);
    const same = await rejection(approveClientDeposit(admin, client.id, held.id));
    expect(same.status).toBe(400);
    admin.authStore.clear();
    await operatorSignIn(admin, ops2!.email, ops2!.password);
    expect(await approveClientDeposit(admin, client.id, held.id)).toMatchObject({ state: 'credited' });
  });

  it('keeps the field message of a taken e-mail', async () => {
    await operatorSignIn(admin, ops!.email, ops!.password);
    await createAdminClient(admin, { ...NEW, email: 'taken@example.co.ke' });
    const error = await rejection(createAdminClient(admin, { ...NEW, email: 'taken@example.co.ke' }));
    expect(error.response.data.email.message).toBe('A client with this e-mail already exists.');
  });
});
