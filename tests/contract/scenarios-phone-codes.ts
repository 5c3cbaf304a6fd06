// The SMS-code routes and the USSD PIN (ADR 034). The codes go to the server's SMS simulator and
// the mocks' store, out of the scenarios' reach, and the demo members' phones are verified already,
// so no scenario can type a right code: they compare what both answer without one — a verified
// phone, a malformed code, the reset requests (and their pause), a wrong reset code for a known and an unknown number
// (one answer, docs/decisions/037), and the PIN's rules
// (the resend pause and wrong codes are mocks/src/phone-codes.test.ts's). Uses the sessions the earlier groups kept.
import { account, type Scenario } from './targets.ts';

const USERS = '/api/collections/users';
const PIN = '/api/account/ussd-pin';
const reset = (patch: Record<string, unknown>) => ({
  phone: '+254799000222',
  code: '123456',
  password: 'long-enough-2',
  passwordConfirm: 'long-enough-2',
  ...patch,
});
const pin = (patch: Record<string, unknown>) => ({
  pin: '2580',
  pinConfirm: '2580',
  password: account('wanjiku').password,
  ...patch,
});
const post = (s: Omit<Scenario, 'method'>): Scenario => ({ method: 'POST', ...s });

export const phoneCodeScenarios: Scenario[] = [
  post({ name: 'verification code for a guest', as: 'guest', path: `${USERS}/request-verification`, status: 401 }),
  // The demo members' phones are verified (the server's --demo seed, and the mocks').
  post({ name: 'verification code, phone verified', as: 'brian', path: `${USERS}/request-verification`, status: 400 }),
  post({
    name: 'a code that is not 6 digits',
    as: 'brian',
    path: `${USERS}/confirm-verification`,
    body: { code: '12' },
    status: 400,
  }),
  post({
    name: 'a code, phone verified',
    as: 'wanjiku',
    path: `${USERS}/confirm-verification`,
    body: { code: '123456' },
    status: 400,
  }),
  post({
    name: 'reset for an unknown number',
    as: 'guest',
    path: `${USERS}/request-password-reset`,
    body: { phone: '0799 000 222' },
    status: 204,
  }),
  post({
    name: 'reset for an unknown number again within the minute',
    as: 'guest',
    path: `${USERS}/request-password-reset`,
    body: { phone: '0799 000 222' },
    status: 429,
  }),
  post({
    name: 'reset for a member’s number',
    as: 'guest',
    path: `${USERS}/request-password-reset`,
    body: { phone: account('wanjiku').phone },
    status: 204,
  }),
  // Asked again within the minute, known number or not: an honest 429 with the wait, the same for
  // both (docs/decisions/046); right after the first, so both answer "60 seconds".
  post({
    name: 'reset for a member’s number again within the minute',
    as: 'guest',
    path: `${USERS}/request-password-reset`,
    body: { phone: account('wanjiku').phone },
    status: 429,
  }),
  post({
    name: 'reset for a number that is not one',
    as: 'guest',
    path: `${USERS}/request-password-reset`,
    body: { phone: '12' },
    status: 400,
  }),
  post({
    name: 'new password for an unknown number',
    as: 'guest',
    path: `${USERS}/confirm-password-reset`,
    body: reset({}),
    status: 400,
  }),
  // Wanjiku's code was sent above: a wrong one is refused in the words an unknown number gets.
  post({
    name: 'new password for a member’s number, a wrong code',
    as: 'guest',
    path: `${USERS}/confirm-password-reset`,
    body: reset({ phone: account('wanjiku').phone }),
    status: 400,
  }),
  post({
    name: 'new password with a short password and no confirmation',
    as: 'guest',
    path: `${USERS}/confirm-password-reset`,
    body: reset({ code: '12', password: 'short', passwordConfirm: '' }),
    status: 400,
  }),
  post({
    name: 'new password not confirmed',
    as: 'guest',
    path: `${USERS}/confirm-password-reset`,
    body: reset({ phone: account('wanjiku').phone, passwordConfirm: 'other-pass-2' }),
    status: 400,
  }),
  post({ name: 'USSD PIN for a guest', as: 'guest', path: PIN, body: pin({}), status: 401 }),
  post({
    name: 'USSD PIN too easy',
    as: 'wanjiku',
    path: PIN,
    body: pin({ pin: '1111', pinConfirm: '1111' }),
    status: 400,
  }),
  post({
    name: 'USSD PIN of 3 digits',
    as: 'wanjiku',
    path: PIN,
    body: pin({ pin: '258', pinConfirm: '258' }),
    status: 400,
  }),
  post({
    name: 'USSD PIN not confirmed, no password',
    as: 'wanjiku',
    path: PIN,
    body: pin({ pinConfirm: '2581', password: '' }),
    status: 400,
  }),
  post({
    name: 'USSD PIN with a wrong password',
    as: 'wanjiku',
    path: PIN,
    body: pin({ password: 'nope' }),
    status: 400,
  }),
  post({ name: 'USSD PIN set', as: 'wanjiku', path: PIN, body: pin({}), status: 204 }),
];
