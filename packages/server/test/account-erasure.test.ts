// "Delete My Account" erases the member's phone number from everything that is not the books
// (ADR 040): the texts, the codes, the rate-limit counters, and what the simulated phone network
// shows at /_sim/sms. The books (ledger, withdrawals with the number each paid, M-Pesa's records)
// keep it, as the Privacy page says.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSentTo, messagesTo, startServerWithSms, type SmsTestServer } from './support/sms.ts';
import { grant, signUpMember, uniquePhone } from './support/test-server.ts';

/** Tables that are the books: money records the law makes us keep (ADR 029, ADR 040). */
const BOOKS = new Set(['ledger', 'withdrawal', 'registration', 'payouts', 'stk_payments', 'payment_callbacks']);

let t: SmsTestServer;
beforeAll(async () => {
  t = await startServerWithSms();
});
afterAll(() => t.close());

/** Every table of the database (as it really is) whose rows mention the nine digits after +254. */
async function tablesMentioning(digits: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of await t.server.deps.db.introspection.getTables()) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(t.server.deps.db);
    if (rows.rows.some((row) => JSON.stringify(row).includes(digits))) found.push(table.name);
  }
  return found.sort();
}

describe('deleting an account erases its phone outside the books', () => {
  it('leaves no trace of the number in texts, codes, limit counters or the simulator’s outbox', async () => {
    const phone = uniquePhone();
    const digits = phone.slice(4); // 7XXXXXXXX: in +254…, 254… and 07… alike
    const member = await signUpMember(t, { phone, verified: false });
    const asked = await t.http('/api/collections/users/request-verification', { method: 'POST', token: member.token });
    expect(asked.status).toBe(204);
    const code = await codeSentTo(t.simulator, phone);
    const confirmed = await t.http('/api/collections/users/confirm-verification', {
      method: 'POST',
      token: member.token,
      json: { code },
    });
    expect(confirmed.status).toBe(204);
    const reset = await t.http('/api/collections/users/request-password-reset', { method: 'POST', json: { phone } });
    expect(reset.status).toBe(204);
    await messagesTo(t.simulator, phone, 2);
    await grant(t, member.id, 5000);
    const paid = await member.pb
      .collection('withdrawal')
      .create({ amount: 1500, mpesa_number: `0${digits}`, full_name: 'Wambui Njeri' }, { requestKey: null });
    expect(paid.mpesa_number).toBe(`254${digits}`);
    const before = await tablesMentioning(digits);
    expect(before).toEqual(expect.arrayContaining(['phone_codes', 'sms_outbox', 'users', 'withdrawal']));
    expect((await t.http('/_sim/sms')).body).toContain(digits);

    await member.pb.collection('users').delete(member.id);

    const after = await tablesMentioning(digits);
    expect(after.filter((table) => !BOOKS.has(table))).toEqual([]);
    expect(after).toContain('withdrawal'); // the books keep the number each payout went to
    expect((await t.http('/_sim/sms')).body).not.toContain(digits);
    expect(JSON.stringify((await t.http('/_sim/sms.json')).body)).not.toContain(digits);
  });

  it('keeps another member’s texts in the simulator’s outbox', async () => {
    const stays = await signUpMember(t, { verified: false });
    const staysPhone = (
      await t.server.deps.db.selectFrom('users').select('phone').where('id', '=', stays.id).executeTakeFirstOrThrow()
    ).phone;
    await t.http('/api/collections/users/request-verification', { method: 'POST', token: stays.token });
    await messagesTo(t.simulator, staysPhone);
    const leaves = await signUpMember(t, { verified: false });
    await t.http('/api/collections/users/request-verification', { method: 'POST', token: leaves.token });
    await leaves.pb.collection('users').delete(leaves.id);
    expect((await t.http('/_sim/sms')).body).toContain(staysPhone);
  });
});

describe('rate-limit counters', () => {
  it('never hold a phone number in clear', async () => {
    const phone = uniquePhone();
    const reset = await t.http('/api/collections/users/request-password-reset', { method: 'POST', json: { phone } });
    expect(reset.status).toBe(204);
    const keys = await t.server.deps.db.selectFrom('rate_limits').select('key').execute();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((row) => row.key.includes(phone.slice(4)))).toEqual([]);
  });
});
