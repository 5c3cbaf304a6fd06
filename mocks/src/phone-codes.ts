// The SMS-code routes and the USSD PIN (ADR 034), answered like the server's
// http/routes/account/phone-codes.ts and http/routes/callbacks/ussd.ts over the protocol's own body readers; a 'payout' code goes to
// another number the member wants to be paid to (payout-numbers.ts). No SMS leaves the
// mocks: each code is kept in the store (`store.phoneCodes`, newest last) where a test or a story
// reads it, as the server's simulator lists its SMS at /_sim/sms.
import { m } from '@mapato/i18n';
import {
  badRequest,
  type ErrorBody,
  codeRefusal,
  codeWaitHeaders,
  codeWaitRefusal,
  payoutNumberCodeRefusal,
  readPayoutNumber,
  readResetConfirm,
  readResetRequest,
  readUssdPin,
  readVerificationCode,
  resetCodeRefusal,
  ussdPinPasswordWrong,
  wrongCodeRefusal,
} from '@mapato/protocol';
import { PHONE_CODE_RESEND_PAUSE_MS, PHONE_CODE_TRIES, PHONE_CODE_TTL_MS, toPbDate } from '@mapato/core';
import { http } from 'msw';
import type { HandlerContext } from './context.ts';
import { orThrow, refuse } from './errors.ts';
import { newTokenKey } from './ids.ts';
import { addPayoutNumber, mayPayTo } from './payout-numbers.ts';
import { NO_CONTENT, readJson, requireUser, respond } from './respond.ts';
import { activeUsers } from './store.ts';
import { callerOf } from './tokens.ts';
import type { CodePurpose, MockStore, StoredUser } from './types.ts';

// The server's domain/phones/codes.ts numbers.

const latest = (store: MockStore, uid: string, purpose: CodePurpose) =>
  store.phoneCodes.findLast((c) => c.uid === uid && c.purpose === purpose);

function sixDigits(): string {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return String(n! % 1_000_000).padStart(6, '0');
}

/** A new code to `phone` replacing the last one of its purpose; refused (429, Retry-After) within the pause. */
export function issueCode(store: MockStore, user: StoredUser, purpose: CodePurpose, phone = user.record.phone): void {
  const now = store.now().getTime();
  const last = latest(store, user.record.id, purpose);
  const since = last ? now - last.created : Infinity;
  if (since < PHONE_CODE_RESEND_PAUSE_MS) {
    const seconds = Math.ceil((PHONE_CODE_RESEND_PAUSE_MS - since) / 1000);
    refuse(codeWaitRefusal(seconds), codeWaitHeaders(seconds));
  }
  for (const c of store.phoneCodes) if (c.uid === user.record.id && c.purpose === purpose) c.used = true;
  store.phoneCodes.push({
    uid: user.record.id,
    phone,
    purpose,
    code: sixDigits(),
    tries: 0,
    used: false,
    created: now,
  });
}

/**
 * Every try counts; the right code is used up at once, so it works once. Given `phone`, the code
 * must have gone to that number: a newer code for another number replaced it. `oneRefusal`, when
 * given, is every refusal's answer (a password reset says nothing more: ADR 037).
 */
export function useCode(
  store: MockStore,
  uid: string,
  purpose: CodePurpose,
  typed: string,
  { phone, oneRefusal }: { phone?: string; oneRefusal?: ErrorBody } = {},
) {
  const no = (body: ErrorBody) => refuse(oneRefusal ?? body);
  const row = latest(store, uid, purpose);
  const live = row && !row.used && row.created + PHONE_CODE_TTL_MS > store.now().getTime();
  if (!live || (phone !== undefined && row.phone !== phone)) return no(codeRefusal(m.phoneCodeExpired()));
  if (row.tries >= PHONE_CODE_TRIES) no(codeRefusal(m.phoneCodeUsedUp()));
  row.tries += 1;
  if (row.code !== typed) no(wrongCodeRefusal(PHONE_CODE_TRIES - row.tries));
  row.used = true;
  return row;
}

const touch = (store: MockStore, user: StoredUser) => (user.record.updated = toPbDate(store.now()));

/** Refused unless a code for `msisdn` is needed (protocol's rule, as the server applies it). */
function refuseUnlessNew(store: MockStore, user: StoredUser, msisdn: string): void {
  const refusal = payoutNumberCodeRefusal(user.record, msisdn, mayPayTo(store, user, msisdn));
  if (refusal) refuse(refusal);
}

export function phoneCodeHandlers({ base, store }: HandlerContext) {
  const USERS = `${base}/api/collections/users`;
  const PAYOUT_NUMBERS = `${base}/api/account/payout-numbers`;
  const memberOf = (request: Request) => requireUser(callerOf(store, request.headers.get('authorization')));
  const withPhone = (phone: string) => activeUsers(store).find((u) => u.record.phone === phone);
  return [
    http.post(`${USERS}/request-verification`, ({ request }) =>
      respond(() => {
        const user = memberOf(request);
        if (user.record.verified) refuse(badRequest(m.phoneAlreadyVerified()));
        issueCode(store, user, 'verify');
        return NO_CONTENT;
      }),
    ),
    http.post(`${USERS}/confirm-verification`, ({ request }) =>
      respond(async () => {
        const user = memberOf(request);
        const { code } = orThrow(readVerificationCode(await readJson(request)));
        if (user.record.verified) refuse(badRequest(m.phoneAlreadyVerified()));
        const row = useCode(store, user.record.id, 'verify', code);
        // The code went to this number: a number changed since then is not the one proved.
        if (row.phone === user.record.phone) {
          Object.assign(user.record, { verified: true });
          // A number edited in before its first proof: the payout hold runs from this proof (ADR 036).
          if (user.phoneChanged) user.phoneChanged = toPbDate(store.now());
        }
        touch(store, user);
        return NO_CONTENT;
      }),
    ),
    http.post(`${USERS}/request-password-reset`, ({ request }) =>
      respond(async () => {
        const { phone } = orThrow(readResetRequest(await readJson(request)));
        // One request a minute per number, known or not: a 429 that tells nothing about accounts,
        // and the page never says "sent" for a code that did not go (ADR 046).
        const asked = store.resetRequests.get(phone);
        const since = asked === undefined ? Infinity : store.now().getTime() - asked;
        if (since < PHONE_CODE_RESEND_PAUSE_MS) {
          const seconds = Math.ceil((PHONE_CODE_RESEND_PAUSE_MS - since) / 1000);
          refuse(codeWaitRefusal(seconds), codeWaitHeaders(seconds));
        }
        store.resetRequests.set(phone, store.now().getTime());
        const member = withPhone(phone);
        if (member && !inPause(store, member)) issueCode(store, member, 'reset');
        return NO_CONTENT;
      }),
    ),
    http.post(`${USERS}/confirm-password-reset`, ({ request }) =>
      respond(async () => {
        const reset = orThrow(readResetConfirm(await readJson(request)));
        const member = withPhone(reset.phone);
        // Known number or not, whatever is wrong with the code: one answer.
        if (!member) refuse(resetCodeRefusal());
        useCode(store, member.record.id, 'reset', reset.code, { oneRefusal: resetCodeRefusal() });
        // A new password revokes every earlier token.
        Object.assign(member, { password: reset.password, tokenKey: newTokenKey() });
        touch(store, member);
        return NO_CONTENT;
      }),
    ),
    http.post(`${PAYOUT_NUMBERS}/request-verification`, ({ request }) =>
      respond(async () => {
        const user = memberOf(request);
        const { msisdn } = orThrow(readPayoutNumber(await readJson(request), false));
        refuseUnlessNew(store, user, msisdn);
        // The code goes to the number to be paid, never to the account's phone.
        issueCode(store, user, 'payout', `+${msisdn}`);
        return NO_CONTENT;
      }),
    ),
    http.post(`${PAYOUT_NUMBERS}/confirm-verification`, ({ request }) =>
      respond(async () => {
        const user = memberOf(request);
        const { msisdn, code } = orThrow(readPayoutNumber(await readJson(request), true));
        refuseUnlessNew(store, user, msisdn);
        useCode(store, user.record.id, 'payout', code, { phone: `+${msisdn}` });
        addPayoutNumber(store, user, msisdn);
        return NO_CONTENT;
      }),
    ),
    http.post(`${base}/api/account/ussd-pin`, ({ request }) =>
      respond(async () => {
        const user = memberOf(request);
        const { pin, password } = orThrow(readUssdPin(await readJson(request)));
        if (password !== user.password) refuse(ussdPinPasswordWrong());
        user.ussdPin = pin;
        touch(store, user);
        return NO_CONTENT;
      }),
    ),
  ];
}

function inPause(store: MockStore, user: StoredUser): boolean {
  const last = latest(store, user.record.id, 'reset');
  return last !== undefined && store.now().getTime() - last.created < PHONE_CODE_RESEND_PAUSE_MS;
}
