// USSD PIN guesses sent all at once, through Africa's Talking's real callback (docs/decisions/034,
// 037): each guess takes one of the three tries before its PIN is compared, so twenty at once
// compare at most three, the account locks, and the right PIN after them is refused.
import { m } from '@mapato/i18n';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALLBACK_SECRET, startServerWithSms, type SmsTestServer } from '../../../../test/support/sms.ts';
import { grant, signUpMember, uniquePhone } from '../../../../test/support/test-server.ts';
import * as password from '../../../tools/password.ts';

// The scrypt comparison, watched: "checked" is a PIN that reached it. A spy on the module's export
// rather than vi.mock: the server project shares modules between files (isolate: false, ADR 069),
// so a mock would miss a server whose modules an earlier file had loaded; the spy replaces the one
// shared export, and Vitest restores it after this file.
const verifyPassword = vi.spyOn(password, 'verifyPassword');

let t: SmsTestServer;
let clock = Date.now();
beforeAll(async () => {
  t = await startServerWithSms({ now: () => new Date(clock) });
});
afterAll(() => t.close());

const PIN = '2580';
const WRONG = ['1357', '2468', '9753', '8642', '1470'];

let session = 0;
/** The final hop of a withdrawal of KSh 1,000 with `pin`, in a session of its own. */
async function withdrawWithPin(phone: string, pin: string): Promise<string> {
  const res = await fetch(`${t.url}/callbacks/at/ussd/${CALLBACK_SECRET}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      sessionId: `ATUid_guess_${process.pid}_${++session}`,
      serviceCode: '*384*123#',
      phoneNumber: phone,
      networkCode: '63902',
      text: `2*1000*1*${pin}`,
    }),
  });
  expect(res.status).toBe(200);
  return res.text();
}

const userRow = (id: string) =>
  t.server.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A verified member with KSh 5,030 and the USSD PIN set in Account. */
async function memberWithPin() {
  const phone = uniquePhone();
  const a = await signUpMember(t, { phone });
  await grant(t, a.id, 5_000);
  const set = await t.http('/api/account/ussd-pin', {
    method: 'POST',
    json: { pin: PIN, pinConfirm: PIN, password: a.password },
    token: a.token,
  });
  expect(set.status).toBe(204);
  return { ...a, phone };
}

const wrongScreen = (count: number) => `END ${m.ussd_pinWrong({ count }, { locale: 'en' })}`;

describe('USSD PIN guesses at once', () => {
  it('compares at most three of twenty wrong PINs, locks, and refuses the right PIN after', async () => {
    const a = await memberWithPin();
    const { phone } = a;
    const { ussd_pin_hash: pinHash } = await userRow(a.id);
    const checks = () => verifyPassword.mock.calls.filter(([, stored]) => stored === pinHash).length;

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => withdrawWithPin(phone, WRONG[i % WRONG.length]!)),
    );
    // Some reached the comparison (the watch sees them), and no more than the three tries.
    expect(checks()).toBeGreaterThan(0);
    expect(checks()).toBeLessThanOrEqual(3);
    expect(answers.every((body) => body.startsWith('END '))).toBe(true);
    // Two wrong answers at most say how many tries are left; every other guess met the lock.
    const triesLeft = answers.filter((body) => body.includes('Tries left'));
    expect(triesLeft.length).toBeLessThanOrEqual(2);
    const row = await userRow(a.id);
    expect(Date.parse(row.ussd_locked_until) - clock).toBeGreaterThan(59 * 60_000);

    const before = checks();
    const right = await withdrawWithPin(phone, PIN);
    expect(right).not.toContain(m.ussd_pinPrompt({}, { locale: 'en' }));
    expect(checks()).toBe(before);
    const withdrawals = await t.server.deps.db.selectFrom('withdrawal').select('id').where('uid', '=', a.id).execute();
    expect(withdrawals).toEqual([]);
    const audits = await t.server.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', a.id)
      .where('action', '=', 'member.ussd_locked')
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('forgives wrong tries after the right PIN, and counts from three again when a lock ends', async () => {
    const a = await memberWithPin();
    expect(await withdrawWithPin(a.phone, '1357')).toBe(wrongScreen(2));
    expect(await withdrawWithPin(a.phone, '2468')).toBe(wrongScreen(1));
    expect(await withdrawWithPin(a.phone, PIN)).not.toContain('PIN');
    expect(await withdrawWithPin(a.phone, '1357')).toBe(wrongScreen(2));
    await withdrawWithPin(a.phone, '2468');
    expect(await withdrawWithPin(a.phone, '9753')).toMatch(/^END Too many wrong PINs/);
    expect(await withdrawWithPin(a.phone, PIN)).toMatch(/^END Too many wrong PINs/);
    clock += 60 * 60_000 + 1;
    expect(await withdrawWithPin(a.phone, '1357')).toBe(wrongScreen(2));
    const withdrawals = await t.server.deps.db.selectFrom('withdrawal').select('id').where('uid', '=', a.id).execute();
    expect(withdrawals).toHaveLength(1);
  });
});
