// The member's support thread live (ADR 047): the topic it follows, the items it hands on, a gap
// after a reconnect, a failed first connection tried again, and nothing for a guest (the SDK's
// realtime service stubbed: the mocks do not stream).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_RETRY_MS } from './live.ts';
import { watchSupportThread } from './support-live.ts';
import { pb, signInAs } from './test/support.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function stubRealtime(failures = 0) {
  const listeners = new Map<string, (data: unknown) => void>();
  const unsubscribed: string[] = [];
  let calls = 0;
  const subscribe = vi.spyOn(pb.realtime, 'subscribe').mockImplementation(async (topic, listener) => {
    calls += 1;
    if (calls <= failures) throw new Error('Failed to establish realtime connection.');
    listeners.set(topic, listener);
    return async () => void unsubscribed.push(topic);
  });
  const dropped = vi.spyOn(pb.realtime, 'unsubscribe').mockResolvedValue();
  const send = (topic: string, data: unknown) => listeners.get(topic)!(data);
  return { listeners, unsubscribed, subscribe, dropped, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const reply = {
  collectionName: 'support_messages',
  id: 'reply0000000001',
  kind: 'reply',
  message: 'Your payout was sent.',
  created: '2026-11-27 08:00:00.000Z',
  fromOperator: true,
};

describe('watchSupportThread', () => {
  it("hands on each new message of the member's thread, tells a gap, and stops", async () => {
    await signInAs(2);
    const realtime = stubRealtime();
    const onMessage = vi.fn();
    const onGap = vi.fn();
    const stop = watchSupportThread(pb, { onMessage, onGap });
    await settle();
    expect([...realtime.listeners.keys()]).toEqual(['support_messages/*', 'PB_CONNECT']);

    realtime.send('support_messages/*', { action: 'create', record: reply });
    expect(onMessage).toHaveBeenCalledWith({
      id: reply.id,
      kind: 'reply',
      message: 'Your payout was sent.',
      created: reply.created,
      fromOperator: true,
    });
    realtime.send('PB_CONNECT', { clientId: 'again' });
    expect(onGap).toHaveBeenCalledTimes(1);

    stop();
    await settle();
    expect(realtime.unsubscribed.sort()).toEqual(['PB_CONNECT', 'support_messages/*']);
    realtime.send('support_messages/*', { action: 'create', record: { ...reply, id: 'reply0000000002' } });
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it('tries a failed first connection again later, and refetches then', async () => {
    await signInAs(2);
    vi.useFakeTimers();
    const realtime = stubRealtime(1);
    const onGap = vi.fn();
    const stop = watchSupportThread(pb, { onMessage: vi.fn(), onGap });
    await vi.advanceTimersByTimeAsync(0);
    expect(realtime.dropped).toHaveBeenCalledWith('support_messages/*');
    expect(realtime.listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MS[0]!);
    expect(realtime.listeners.size).toBe(2);
    expect(onGap).toHaveBeenCalledTimes(1);
    stop();
  });

  it('has nothing to follow for a guest', () => {
    const realtime = stubRealtime();
    watchSupportThread(pb, { onMessage: vi.fn() })();
    expect(realtime.subscribe).not.toHaveBeenCalled();
  });
});
