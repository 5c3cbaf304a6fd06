// The mocks' marketing budget starts again with the seed: a story or test that funded it leaves
// the next one the opening figures, as the rest of the store does.
import { describe, expect, it } from 'vitest';
import { api, useMocks } from '../test/support.ts';
import { DEMO_OPERATORS } from './seed.ts';

const mocks = useMocks();

async function admin() {
  const o = DEMO_OPERATORS.find((x) => x.email.startsWith('ops@'))!;
  const res = await api('/api/collections/_superusers/auth-with-password', {
    method: 'POST',
    json: { identity: o.email, password: o.password },
  });
  return res.body.token as string;
}

describe('the marketing budget', () => {
  it('is funded from revenue, and back at the opening figures after a reset', async () => {
    let token = await admin();
    const opening = (await api('/api/admin/books/marketing', { token })).body;
    const funded = await api('/api/admin/books/marketing', {
      method: 'POST',
      token,
      json: { from: 'revenue_fees', amount: 400, note: 'Launch week' },
    });
    expect(funded.status).toBe(200);
    expect((await api('/api/admin/books/marketing', { token })).body).toMatchObject({
      budget: opening.budget + 400,
      revenue_fees: opening.revenue_fees - 400,
    });
    mocks.store.reset();
    token = await admin();
    expect((await api('/api/admin/books/marketing', { token })).body).toEqual(opening);
  });
});
