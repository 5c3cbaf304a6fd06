// The product's demo timings are applied only when asked for.
import { describe, expect, it } from 'vitest';
import { api, signIn, useMocks } from './test/support.ts';

useMocks({ delays: { signIn: 150, userFetch: 100 } });

const timed = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

describe('delays', () => {
  it('holds sign-in (even a failed one) and the user fetch for the configured time', async () => {
    expect(await timed(() => signIn(1))).toBeGreaterThanOrEqual(140);
    const failed = () =>
      api('/api/collections/users/auth-with-password', { method: 'POST', json: { identity: 'x', password: 'y' } });
    expect(await timed(failed)).toBeGreaterThanOrEqual(140);
    const me = await signIn(2);
    expect(
      await timed(() => api(`/api/collections/users/records/${me.id}`, { token: me.token })),
    ).toBeGreaterThanOrEqual(90);
  });
});
