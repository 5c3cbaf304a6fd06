import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedEarlyUser } from './early-user.ts';
import { getPocketBase } from './pb.ts';
import { currentUserQueryOptions } from './users.ts';

const scope = globalThis as Record<string, unknown>;

function signedInPb(id: string) {
  const pb = getPocketBase('http://mapato.test');
  // A token that expires in an hour, so the SDK treats the session as valid.
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, id }));
  pb.authStore.save(`h.${payload}.s`, { id, collectionId: 'users', collectionName: 'users' } as never);
  return pb;
}

afterEach(() => {
  delete scope.__mapatoEarlyUser;
  vi.restoreAllMocks();
});

describe('the member record asked for before the app arrived', () => {
  it('becomes the current-user query without asking the server again', async () => {
    const pb = signedInPb('u1');
    const send = vi.spyOn(pb, 'send');
    scope.__mapatoEarlyUser = Promise.resolve({ id: 'u1', username: 'brian', balance: 5300 });
    const queryClient = new QueryClient();
    seedEarlyUser(queryClient, pb);
    const user = await queryClient.fetchQuery(currentUserQueryOptions(pb));
    expect(user).toMatchObject({ id: 'u1', balance: 5300 });
    expect(send).not.toHaveBeenCalled();
    expect(scope.__mapatoEarlyUser).toBeUndefined();
  });

  it.each<[string, () => Promise<unknown>]>([
    ['failed', () => Promise.resolve(null)],
    ["someone else's", () => Promise.resolve({ id: 'other' })],
    ['lost', () => Promise.reject(new Error('offline'))],
  ])('asks again when the early answer was %s', async (_case, early) => {
    const pb = signedInPb('u1');
    const send = vi.spyOn(pb, 'send').mockResolvedValue({ id: 'u1', balance: 10 });
    send.mockClear();
    scope.__mapatoEarlyUser = early();
    const queryClient = new QueryClient();
    seedEarlyUser(queryClient, pb);
    await expect(queryClient.fetchQuery(currentUserQueryOptions(pb))).resolves.toMatchObject({ balance: 10 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does nothing without an early request', () => {
    const queryClient = new QueryClient();
    seedEarlyUser(queryClient, signedInPb('u1'));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
