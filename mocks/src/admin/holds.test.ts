// A member on hold because an older account owns their phone is refused a withdrawal in the mocks
// as on the server (packages/server/src/domain/money/withdrawals.ts), in the same words, until an admin
// lifts the hold; nothing is debited meanwhile.
import { m } from '@mapato/i18n';
import { describe, expect, it } from 'vitest';
import { api, useMocks } from '../test/support.ts';
import { DEMO_OPERATORS } from './seed.ts';

const mocks = useMocks();

async function token(collection: 'users' | '_superusers', identity: string, password: string) {
  const res = await api(`/api/collections/${collection}/auth-with-password`, {
    method: 'POST',
    json: { identity, password },
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

describe('a withdrawal while the phone is on hold', () => {
  it('is refused with the server’s phone-hold error, and allowed past that once the hold is lifted', async () => {
    const ops = DEMO_OPERATORS[0]!;
    const admin = await token('_superusers', ops.email, ops.password);
    // The operators' world (and its held members) exists once an operator has looked.
    expect((await api('/api/admin/duplicate-phones', { token: admin })).status).toBe(200);
    const held = mocks.store.users.find((u) => u.record.username === 'amina_w')!.record;
    const member = await token('users', 'amina_w', 'sample-amina_w-2026');
    const body = { amount: 1000, mpesa_number: held.phone, full_name: 'Amina Wanjiru' };
    const withdraw = () => api('/api/collections/withdrawal/records', { method: 'POST', token: member, json: body });

    const refused = await withdraw();
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({ amount: { code: 'validation_phone_hold', message: m.phoneHold() } });
    expect(held.balance).toBe(1_030);

    const lifted = await api(`/api/admin/duplicate-phones/${held.id}/resolve`, {
      method: 'POST',
      token: admin,
      json: { note: 'Checked her ID.' },
    });
    expect(lifted.status).toBe(200);
    // Past the hold, the next rule speaks: her phone has not passed its SMS code.
    expect((await withdraw()).body.data.amount.code).toBe('validation_phone_not_verified');
  });
});
