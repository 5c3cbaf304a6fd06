// The Support, Contact and chat call, against the mocks.

import { describe, expect, it } from 'vitest';
import { sendSupportMessage, sendSupportMessageMutationOptions } from './support.ts';
import { mocks, newQueryClient, pb, runMutation, signInAs, rejection } from './test/support.ts';
import { m } from '@mapato/i18n';

describe('sendSupportMessage', () => {
  it('sends one message without a QueryClient (the public site has none)', async () => {
    const receipt = await sendSupportMessage(pb, {
      kind: 'support',
      name: 'Akinyi',
      email: 'akinyi@example.co.ke',
      message: 'How do I upgrade?',
    });
    expect(receipt).toMatchObject({ kind: 'support' });
    expect(mocks.store.supportMessages[0]).toMatchObject({ name: 'Akinyi', message: 'How do I upgrade?' });
  });
});

describe('sendSupportMessageMutationOptions', () => {
  it("sends a contact message, with the member's id when signed in", async () => {
    const auth = await signInAs(2);
    const qc = newQueryClient();
    const receipt = await runMutation(qc, sendSupportMessageMutationOptions(pb), {
      kind: 'chat',
      message: 'Hello?',
      conversation: 'chat-1234abcd',
    });
    expect(receipt).toMatchObject({ kind: 'chat', id: expect.stringMatching(/^[a-z0-9]{15}$/) });
    expect(mocks.store.supportMessages[0]).toMatchObject({ uid: auth.record.id, message: 'Hello?' });
  });

  it("surfaces the form rule's message", async () => {
    const qc = newQueryClient();
    const error = await rejection(
      runMutation(qc, sendSupportMessageMutationOptions(pb), {
        kind: 'contact',
        name: 'Akinyi',
        email: 'nope',
        message: 'Hi',
      }),
    );
    expect(error).toMatchObject({ status: 400, message: 'Failed to send message.' });
    expect(error.response.data.email.message).toBe(m.emailInvalid());
  });
});
