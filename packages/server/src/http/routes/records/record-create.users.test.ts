// Sign-up: POST /api/collections/users/records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerState } from '../../../../test/support/scenarios.ts';
import {
  signUpMember,
  startTestServer,
  uniquePhone,
  uniqueUsername,
  type TestServer,
  statusesUnderLimit,
} from '../../../../test/support/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const valid = () => ({
  username: uniqueUsername('new'),
  phone: uniquePhone(),
  password: 'long-enough-1',
  passwordConfirm: 'long-enough-1',
});
const signUp = (body: unknown) => t.http('/api/collections/users/records', { method: 'POST', json: body });

describe('sign-up', () => {
  it('creates a level-1 member with the "Complete profile" reward already paid, through the SDK', async () => {
    const body = valid();
    const record = await t.sdk().collection('users').create(body);
    expect(record).toMatchObject({
      username: body.username,
      phone: body.phone,
      level: 1,
      investment: 0,
      balance: 30,
      income: 30,
      referals: 0,
      tasks_done: 1,
      verified: false,
      collectionName: 'users',
      collectionId: '_pb_users_auth_',
    });
    expect(record.id).toMatch(/^[a-z0-9]{15}$/);
    expect(record.created).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(record).not.toHaveProperty('email');
    expect(await ledgerState(t, record.id)).toEqual({ balance: 30, rows: 1, ledgerSum: 30 });
  });

  it('accepts the original client payload with server-owned fields at their defaults', async () => {
    const res = await signUp({
      ...valid(),
      balance: 0,
      level: 1,
      income: 0,
      referals: 0,
      investment: 0,
      tasks_done: 0,
      verified: false,
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['missing username', { username: undefined }, 'username', 'validation_required'],
    ['too short username', { username: 'ab' }, 'username', 'validation_invalid_value'],
    ['username with spaces inside', { username: 'john doe' }, 'username', 'validation_invalid_value'],
    ['missing phone', { phone: '' }, 'phone', 'validation_required'],
    ['phone with letters', { phone: '0712345abc' }, 'phone', 'validation_invalid_value'],
    ['invalid phone', { phone: '+2541' }, 'phone', 'validation_invalid_value'],
    ['short password', { password: 'short', passwordConfirm: 'short' }, 'password', 'validation_min_text_constraint'],
    ['mismatched confirmation', { passwordConfirm: 'different-1' }, 'passwordConfirm', 'validation_values_mismatch'],
    ['unknown invitation code', { invitation_code: 'no_such_member' }, 'invitation_code', 'validation_invalid_value'],
    ['a balance of its own', { balance: 5000 }, 'balance', 'validation_read_only'],
    ['a level of its own', { level: 10 }, 'level', 'validation_read_only'],
    ['verified set by the caller', { verified: true }, 'verified', 'validation_read_only'],
    ['an unknown field', { role: 'admin' }, 'role', 'validation_unknown_field'],
    ['a number as username', { username: 12345 }, 'username', 'validation_invalid_type'],
  ])('refuses %s with a field error and creates nothing', async (_name, patch, field, code) => {
    const body = { ...valid(), ...patch };
    const before = await t.server.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await signUp(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 400,
      message: 'Failed to create record.',
      data: { [field]: { code, message: expect.any(String) } },
    });
    const after = await t.server.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('gives the spec messages for the sign-up rules', async () => {
    const res = await signUp({ ...valid(), phone: '+2541', passwordConfirm: 'x' });
    expect(res.body.data.phone.message).toBe('Please enter a valid phone number.');
    expect(res.body.data.passwordConfirm.message).toBe('Passwords do not match.');
  });

  it('treats usernames that differ only in case as the same', async () => {
    const first = valid();
    expect((await signUp(first)).status).toBe(200);
    const res = await signUp({ ...valid(), username: first.username.toUpperCase() });
    expect(res).toMatchObject({
      status: 400,
      body: { data: { username: { code: 'validation_not_unique', message: 'This username is already taken.' } } },
    });
  });

  it('records the referrer of an invitation code, and pays nothing before the friend’s phone is verified', async () => {
    // ADR 035: the KSh 100 is paid when the friend's phone passes its SMS code (phone-codes.test.ts).
    const referrer = await signUpMember(t);
    const before = await ledgerState(t, referrer.id);
    const res = await signUp({ ...valid(), invitation_code: referrer.username.toUpperCase() });
    expect(res.status).toBe(200);
    expect(await ledgerState(t, referrer.id)).toEqual(before);
    const friend = await t.server.deps.db
      .selectFrom('users')
      .select(['referred_by', 'referral_paid'])
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(friend).toEqual({ referred_by: referrer.id, referral_paid: 0 });
  });

  it('refuses the new username as its own invitation code', async () => {
    const body = valid();
    const res = await signUp({ ...body, invitation_code: body.username });
    expect(res.body.data.invitation_code.message).toBe('You cannot use your own username as invitation code.');
  });

  it('limits sign-ups per address', async () => {
    const statuses = await statusesUnderLimit({ signUpPerAddress: { points: 2, seconds: 60 } }, 3, (limited) =>
      limited.http('/api/collections/users/records', { method: 'POST', json: valid() }),
    );
    expect(statuses).toEqual([200, 200, 429]);
  });
});
