// Password recovery says nothing about which numbers have accounts (docs/decisions/037): asking
// for a code and typing one answer byte for byte the same for a member's number and for a number
// nobody has, with no count of tries left; an address's probes are limited, and wrong codes for one
// number are limited per address and from every address, so strangers cannot spend the owner's code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSentTo, startServerWithSms, type SmsTestServer } from '../../../../test/support/sms.ts';
import { RELAXED_LIMITS, signUpMember, uniquePhone } from '../../../../test/support/test-server.ts';

let t: SmsTestServer;
beforeAll(async () => {
  // trustProxy: each request below names its client address in X-Forwarded-For.
  // A clock that stands still: a number's resend pause has the same seconds left for every request.
  const now = Date.now();
  t = await startServerWithSms({
    now: () => new Date(now),
    trustProxy: true,
    rateLimits: {
      ...RELAXED_LIMITS,
      passwordResetsPerAddress: { points: 6, seconds: 3600 },
      resetCodesPerPhoneAndAddress: { points: 3, seconds: 3600 },
      resetCodesPerPhone: { points: 4, seconds: 3600 },
    },
  });
});
afterAll(() => t.close());

const USERS = '/api/collections/users';
let addressCounter = 0;
const newAddress = () => `10.37.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** What a stranger sees: the status, the content type and the body's exact bytes. */
async function post(path: string, json: unknown, from: string) {
  const res = await fetch(`${t.url}${USERS}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(json),
  });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

const askCode = (phone: string, from = newAddress()) => post('request-password-reset', { phone }, from);
const typeCode = (phone: string, code: string, from = newAddress()) =>
  post('confirm-password-reset', { phone, code, password: 'a-new-pass-42', passwordConfirm: 'a-new-pass-42' }, from);

/** A member who asked for a reset code: their number and the code their phone received. */
async function ownerWithCode() {
  const phone = uniquePhone();
  await signUpMember(t, { phone });
  expect((await askCode(phone)).status).toBe(204);
  return { phone, code: await codeSentTo(t.simulator, phone) };
}

describe('answers that say nothing', () => {
  it('asking for a code: the same bytes for a member’s number and for nobody’s, in the pause too', async () => {
    const phone = uniquePhone();
    await signUpMember(t, { phone });
    const nobody = uniquePhone();
    const from = newAddress();
    const first = [await askCode(phone, from), await askCode(nobody, from)];
    expect(first[0]).toEqual(first[1]);
    expect(first[0]!.status).toBe(204);
    // Asked again within the minute: one honest 429 with the wait, member or not (docs/decisions/046).
    const again = [await askCode(phone, from), await askCode(nobody, from)];
    expect(again[0]).toEqual(again[1]);
    expect(again[0]!.status).toBe(429);
  });

  it('typing a wrong code: the same bytes for a member’s number and for nobody’s, no tries left', async () => {
    const { phone, code } = await ownerWithCode();
    const known = await typeCode(phone, otherThan(code));
    const unknown = await typeCode(uniquePhone(), otherThan(code));
    expect(known).toEqual(unknown);
    expect(known.status).toBe(400);
    expect(JSON.parse(known.body).data.code.message).not.toMatch(/\d/);
    // A member's number with no code asked for answers the same too.
    const quiet = uniquePhone();
    await signUpMember(t, { phone: quiet });
    expect(await typeCode(quiet, '123456')).toEqual(unknown);
  });

  it('limits one address’s probes, whatever the numbers', async () => {
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await typeCode(uniquePhone(), '123456', from)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
  });
});

describe('the owner’s code against strangers', () => {
  it('refuses a fourth code for one number from one address; the owner elsewhere still gets in', async () => {
    const { phone, code } = await ownerWithCode();
    const stranger = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await typeCode(phone, otherThan(code), stranger)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    // A number nobody has meets the same limit at the same count.
    const nobody = uniquePhone();
    const elsewhere = newAddress();
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) unknown.push((await typeCode(nobody, otherThan(code), elsewhere)).status);
    expect(unknown).toEqual(statuses);
    expect((await typeCode(phone, code, newAddress())).status).toBe(204);
  });

  it('stops every address once the number’s limit is reached, before the code’s five tries are gone', async () => {
    const { phone, code } = await ownerWithCode();
    for (let i = 0; i < 4; i++) expect((await typeCode(phone, otherThan(code))).status).toBe(400);
    const fifth = await typeCode(phone, code);
    expect(fifth.status).toBe(429);
    const tries = await t.server.deps.db
      .selectFrom('phone_codes')
      .select('tries')
      .where('phone', '=', phone)
      .where('purpose', '=', 'reset')
      .execute();
    expect(tries.map((row) => Number(row.tries))).toEqual([4]);
  });
});
