// USSD sessions hop by hop, as Africa's Talking sends them: each hop's `text` is every input so
// far joined by '*'. The services are an in-memory fake that keeps the rules the real ones must
// keep (an hour's lock after 3 wrong PINs, one payment per idempotency key).
import { balanceExceededMessage, dailyLimitMessage, minimumWithdrawalMessage } from '@mapato/core';
import { getLocale, type Locale } from '@mapato/i18n';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerUssd, ussdIdempotencyKey } from './menu.ts';
import type { PinCheck, RecentWithdrawal, UssdMember, UssdServices, WithdrawOutcome } from './services.ts';

const PHONE = '+254712345678';
const PIN = '4821';
const HOUR = 60 * 60 * 1000;

function fakeServices(member: Partial<UssdMember> = {}) {
  const state = {
    member: {
      id: 'u1',
      verified: true,
      locale: 'en' as Locale,
      hasPin: true,
      lockedUntil: null as Date | null,
      payoutNumber: '254712345678',
      ...member,
    },
    pin: PIN,
    wrongTries: 0,
    balance: 50_000,
    withdrawnToday: 0,
    now: new Date('2026-03-02T08:00:00Z'),
    history: [] as RecentWithdrawal[],
    paid: new Map<string, WithdrawOutcome>(),
    refusal: null as string | null,
    calls: { checkPin: 0, withdraw: [] as [string, number, string][], sms: 0, setLocale: [] as Locale[] },
    errors: [] as unknown[],
  };
  const services: UssdServices = {
    site: 'mapato.co.ke',
    findMember: async (phone) => (phone === PHONE ? { ...state.member } : null),
    checkPin: async (_id, pin): Promise<PinCheck> => {
      state.calls.checkPin += 1;
      const locked = state.member.lockedUntil;
      if (locked && locked > state.now) return { result: 'locked', until: locked };
      if (pin === state.pin) return ((state.wrongTries = 0), { result: 'ok' });
      state.wrongTries += 1;
      if (state.wrongTries < 3) return { result: 'wrong', triesLeft: 3 - state.wrongTries };
      state.wrongTries = 0;
      state.member.lockedUntil = new Date(state.now.getTime() + HOUR);
      return { result: 'locked', until: state.member.lockedUntil };
    },
    funds: async () => ({ balance: state.balance, withdrawnToday: state.withdrawnToday }),
    sendBalanceSms: async () => void (state.calls.sms += 1),
    lastWithdrawals: async (_id, count) => state.history.slice(0, count),
    withdraw: async (id, amount, key) => {
      state.calls.withdraw.push([id, amount, key]);
      const earlier = state.paid.get(key);
      if (earlier) return earlier;
      if (state.refusal) return { ok: false, message: state.refusal };
      if (amount > state.balance) return { ok: false, message: balanceExceededMessage(state.balance) };
      state.balance -= amount;
      state.withdrawnToday += amount;
      const outcome = { ok: true as const, amount, waitsForApproval: amount > 5000 };
      state.paid.set(key, outcome);
      return outcome;
    },
    setLocale: async (_id, locale) => void (state.calls.setLocale.push(locale), (state.member.locale = locale)),
    now: () => state.now,
    onError: (error) => void state.errors.push(error),
  };
  return { state, services };
}

type Fake = ReturnType<typeof fakeServices>;
let fake: Fake;
let session = 0;
beforeEach(() => {
  fake = fakeServices();
});

/** One session: every hop's answer, the text growing by one input each hop. */
async function dial(inputs: string[], { services } = fake, sessionId = `ATUid_${++session}`): Promise<string[]> {
  const answers = [await answerUssd({ sessionId, phoneNumber: PHONE, serviceCode: '*384*1#', text: '' }, services)];
  for (let i = 1; i <= inputs.length; i++) {
    const text = inputs.slice(0, i).join('*');
    answers.push(await answerUssd({ sessionId, phoneNumber: PHONE, serviceCode: '*384*1#', text }, services));
  }
  return answers;
}
const last = async (inputs: string[], services?: Fake) => (await dial(inputs, services)).at(-1)!;
/** One hop alone, as a forged or replayed request would come. */
const hop = (text: string) =>
  answerUssd({ sessionId: 'ATUid_forged', phoneNumber: PHONE, serviceCode: '*384*1#', text }, fake.services);

describe('the USSD menu', () => {
  it('walks to a withdrawal one hop at a time', async () => {
    const answers = await dial(['2', '1500', '1', PIN]);
    expect(answers).toEqual([
      'CON Mapato\n1 Balance\n2 Withdraw\n3 Last withdrawals\n4 Lugha/Language',
      'CON Enter amount (KSh)\nMinimum withdrawal is KSh 1,000\n0 Back 00 Home',
      'CON Send KSh 1,500 to 0712 345 678?\n1 Confirm\n0 Back 00 Home',
      'CON Enter your USSD PIN\n0 Back 00 Home',
      'END Withdrawal request submitted! KSh 1,500 will be sent to 0712 345 678',
    ]);
    expect(fake.state.calls.withdraw).toEqual([['u1', 1500, ussdIdempotencyKey(`ATUid_${session}`)]]);
    expect(fake.state.balance).toBe(48_500);
  });

  it('says a large withdrawal waits for approval, never that it will be sent', async () => {
    expect(await last(['2', '8000', '1', PIN])).toBe(
      'END Withdrawal request submitted! KSh 8,000 to 0712 345 678 is waiting for approval. We send it once our team has approved it.',
    );
  });

  it.each([
    [['2', '0'], 'home'],
    [['2', '1500', '0'], 'amount'],
    [['2', '1500', '1', '0'], 'confirm'],
    [['3', '0'], 'home'],
    [['4', '0'], 'home'],
    [['2', '500', '0'], 'home'],
  ])('%j: 0 goes back one screen', async (inputs, to) => {
    const screens = { home: await last([]), amount: await last(['2']), confirm: await last(['2', '1500']) };
    expect(await last(inputs)).toBe(screens[to as keyof typeof screens]);
  });

  it.each([[['2', '00']], [['2', '1500', '00']], [['2', '1500', '1', '00']], [['3', '00']], [['4', '00']], [['00']]])(
    '%j: 00 goes home',
    async (inputs) => {
      expect(await last(inputs)).toBe(await last([]));
    },
  );

  it('goes on from where Back and Home lead', async () => {
    expect(await last(['2', '1500', '0', '2000', '1', '0', '00', '2', '3000', '1', PIN])).toContain('KSh 3,000 will');
    expect(fake.state.calls.withdraw.map(([, amount]) => amount)).toEqual([3000]);
  });

  it.each([
    [['9'], 'CON Invalid choice. Try again.\nMapato\n1 Balance'],
    [['0'], 'CON Invalid choice. Try again.\nMapato\n1 Balance'],
    [['2', '1500', '5'], 'CON Invalid choice. Try again.\nSend KSh 1,500'],
    [['3', '1'], 'CON Invalid choice. Try again.\nNo withdrawals yet.'],
    [['4', '3'], 'CON Invalid choice. Try again.\nChoose language'],
  ])('%j: an invalid choice shows the screen again with a short error', async (inputs, start) => {
    expect(await last(inputs)).toMatch(new RegExp(`^${start.replace(/[.?]/g, '\\$&')}`));
  });

  it('forgets the error once the next input is fine', async () => {
    expect(await last(['9', '2'])).toBe(await last(['2']));
  });

  it('refuses an amount with the app’s own words, and lets the member type it again', async () => {
    const minimum = minimumWithdrawalMessage('en');
    expect(await last(['2', '500'])).toBe(`CON ${minimum}\nEnter amount (KSh)\n0 Back 00 Home`);
    expect(await last(['2', '1500.5'])).toMatch(/^CON Please enter a whole number of shillings\n/);
    expect(await last(['2', '500', '1500'])).toBe(await last(['2', '1500']));
    expect(await last(['2', '500', '1500', '1', PIN])).toContain('KSh 1,500 will be sent');
  });

  it('refuses more than the balance, or than today’s limit, before asking for the PIN', async () => {
    fake.state.balance = 1200;
    expect(await last(['2', '1500'])).toBe(`END ${balanceExceededMessage(1200, 'en')}`);
    fake.state.balance = 50_000;
    fake.state.withdrawnToday = 69_000;
    expect(await last(['2', '5000'])).toBe(`END ${dailyLimitMessage(1000, 'en')}`);
    expect(fake.state.calls.checkPin).toBe(0);
    expect(fake.state.calls.withdraw).toEqual([]);
  });

  it('pays once when the final hop is sent again, even though the balance is now spent', async () => {
    fake.state.balance = 1500;
    const sessionId = 'ATUid_retry';
    const hop = { sessionId, phoneNumber: PHONE, serviceCode: '*384*1#', text: `2*1500*1*${PIN}` };
    const first = await answerUssd(hop, fake.services);
    const again = await answerUssd(hop, fake.services);
    expect(again).toBe(first);
    expect(first).toContain('KSh 1,500 will be sent');
    const key = ussdIdempotencyKey(sessionId);
    expect(fake.state.calls.withdraw).toEqual([
      ['u1', 1500, key],
      ['u1', 1500, key],
    ]);
    expect(fake.state.balance).toBe(0);
    expect(ussdIdempotencyKey('ATUid_other')).not.toBe(key);
    expect(key.length).toBeLessThanOrEqual(255);
  });

  it('locks USSD for an hour after 3 wrong PINs, and says until when', async () => {
    expect(await last(['2', '1500', '1', '1111'])).toBe('END Wrong PIN. Tries left: 2. Please dial again.');
    expect(await last(['2', '1500', '1', '2222'])).toBe('END Wrong PIN. Tries left: 1. Please dial again.');
    const locked = 'END Too many wrong PINs. USSD is locked until 12:00. You can still use mapato.co.ke.';
    expect(await last(['2', '1500', '1', '3333'])).toBe(locked);
    expect(await dial([])).toEqual([locked]);
    expect(await last(['2', '1500', '1', PIN])).toBe(locked);
    expect(fake.state.calls.withdraw).toEqual([]);
    fake.state.now = new Date(fake.state.now.getTime() + HOUR);
    expect(await last(['2', '1500', '1', PIN])).toContain('will be sent');
  });

  it('asks again for a PIN that is not 4 digits without counting it as a try', async () => {
    expect(await last(['2', '1500', '1', '12'])).toBe('END Your USSD PIN has 4 digits. Please dial again.');
    expect(fake.state.calls.checkPin).toBe(0);
  });

  it('never shows the PIN, and reads nothing after it', async () => {
    const answers = [
      ...(await dial(['2', '1500', '1', PIN])),
      ...(await dial(['2', '1500', '1', '9999'])),
      await hop(`2*1500*1*${PIN}*1`),
    ];
    fake.state.refusal = 'Refused for review';
    answers.push(await last(['2', '1500', '1', PIN]));
    fake.services.checkPin = async () => {
      throw new Error('database down');
    };
    answers.push(await last(['2', '1500', '1', PIN]));
    for (const answer of answers) expect(answer).not.toContain(PIN);
    expect(answers.at(-1)).toBe('END Sorry, something went wrong. Please try again later.');
    expect(answers).toContain('END Session ended. Please dial again.');
    expect(answers).toContain('END Refused for review');
    expect(fake.state.errors).toHaveLength(1);
    expect(await hop(`2*1500*1*${PIN}*1`)).toBe('END Session ended. Please dial again.');
  });

  it('sends the balance by SMS, only on the hop that asks for it', async () => {
    expect(await last(['1'])).toBe('END We have sent your balance to you by SMS.');
    expect(await hop('1*2')).toBe('END Session ended. Please dial again.');
    expect(fake.state.calls.sms).toBe(1);
  });

  it('lists the last withdrawals in the member’s language', async () => {
    fake.state.member.locale = 'sw';
    fake.state.history = [{ amount: 1500, status: 'Pending', created: new Date('2026-03-01T22:30:00Z') }];
    expect(await last(['3'])).toBe('CON Utoaji wa mwisho\n2 Machi 2026 KSh 1,500 Inasubiri\n0 Rudi 00 Mwanzo');
    expect(getLocale()).toBe('en');
  });

  it('switches the language and answers in the new one', async () => {
    expect(await last(['4', '2'])).toBe('END Lugha yako sasa ni Kiswahili.');
    expect(fake.state.calls.setLocale).toEqual(['sw']);
    expect(await last([])).toBe('CON Mapato\n1 Salio\n2 Toa pesa\n3 Utoaji wa mwisho\n4 Lugha/Language');
    expect(await last(['2', '500'])).toMatch(/^CON Unaweza kutoa kuanzia KSh 1,000\nWeka kiasi/);
    expect(await last(['4', '1'])).toBe('END Your language is now English.');
  });

  it.each<[string, Partial<UssdMember> | null, string]>([
    ['an unknown phone', null, 'END Welcome to Mapato. Sign up free at mapato.co.ke, then dial again.\nKaribu'],
    ['an unverified phone', { verified: false }, 'END Verify your phone number in Account on mapato.co.ke'],
    ['no USSD PIN', { hasPin: false, locale: 'sw' }, 'END Weka PIN ya USSD kwenye Akaunti katika mapato.co.ke'],
  ])('turns away %s on every hop', async (_name, member, start) => {
    const f = fakeServices(member ?? {});
    if (member === null) f.services.findMember = async () => null;
    for (const answer of await dial(['2', '1500', '1', PIN], f)) expect(answer.startsWith(start)).toBe(true);
    expect(f.state.calls.checkPin).toBe(0);
  });
});
