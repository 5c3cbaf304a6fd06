// A member's support thread and marking its replies read, against the mocks.
import { describe, expect, it } from 'vitest';
import { sendSupportMessage } from './support.ts';
import {
  fetchSupportThread,
  markSupportThreadRead,
  supportThreadKeys,
  supportThreadQueryOptions,
} from './support-thread.ts';
import { mocks, newQueryClient, pb, recordRequests, rejection, signInAs } from './test/support.ts';

/** An operator's answer, as the admin routes store it. */
function reply(uid: string, message: string) {
  mocks.store.supportMessages.push({
    id: `reply${mocks.store.supportMessages.length}`.padEnd(15, '0'),
    kind: 'reply',
    uid,
    conversation: '',
    name: '',
    email: '',
    message,
    thread: `u:${uid}`,
    operator: 'operator0000001',
    answered: true,
    readAt: '',
    created: new Date(Date.now() + 1000).toISOString().replace('T', ' '),
  });
}

describe('supportThreadQueryOptions', () => {
  it("reads the member's messages and the replies under the member's key", async () => {
    const auth = await signInAs(2);
    const options = supportThreadQueryOptions(pb);
    expect(options.queryKey).toEqual(supportThreadKeys.mine(auth.record.id));
    expect(await newQueryClient().fetchQuery(options)).toEqual({ items: [], unread: 0 });

    await sendSupportMessage(pb, { kind: 'support', name: 'Brian', email: 'b@example.co.ke', message: 'Hi' });
    reply(auth.record.id, 'Hello Brian');
    const thread = await newQueryClient().fetchQuery(options);
    expect(thread.unread).toBe(1);
    expect(thread.items.map((i) => [i.kind, i.message, i.fromOperator])).toEqual([
      ['support', 'Hi', false],
      ['reply', 'Hello Brian', true],
    ]);
  });

  it('fails for a guest without asking the server', async () => {
    const requests = recordRequests();
    await expect(newQueryClient().fetchQuery(supportThreadQueryOptions(pb))).rejects.toMatchObject({ status: 401 });
    await expect(rejection(markSupportThreadRead(pb))).resolves.toMatchObject({ status: 401 });
    expect(requests).toEqual([]);
  });
});

describe('markSupportThreadRead', () => {
  it('marks every reply read (the public site calls it without a QueryClient)', async () => {
    const auth = await signInAs(5);
    await sendSupportMessage(pb, { kind: 'chat', message: 'Still there?', conversation: 'chat-1234abcd' });
    reply(auth.record.id, 'Yes');
    reply(auth.record.id, 'How can we help?');
    expect((await fetchSupportThread(pb)).unread).toBe(2);
    expect(await markSupportThreadRead(pb)).toEqual({ unread: 0 });
    expect((await fetchSupportThread(pb)).unread).toBe(0);
  });
});
