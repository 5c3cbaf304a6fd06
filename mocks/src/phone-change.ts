// Changing a verified account's phone (ADR 036), as the server's http/routes/account/phone-change.ts and
// domain/phones/change.ts do it: the code goes to the new number, which becomes the account's only
// when it is typed; payouts then wait for an operator for a while (payments.ts). The SMS the old
// number gets is the server's to send; the mocks send none.
import { toPbDate } from '@mapato/core';
import { notUnique, PB, phoneChangeRefusal, readPhoneChange, readVerificationCode } from '@mapato/protocol';
import { http } from 'msw';
import type { HandlerContext } from './context.ts';
import { orThrow, refuse } from './errors.ts';
import { issueCode, useCode } from './phone-codes.ts';
import { NO_CONTENT, readJson, requireUser, respond } from './respond.ts';
import { activeUsers } from './store.ts';
import { callerOf } from './tokens.ts';
import type { MockStore, StoredUser } from './types.ts';

const takenByAnother = (store: MockStore, user: StoredUser, phone: string) =>
  activeUsers(store).some((u) => u !== user && u.record.phone === phone);

/** A code to `phone`, the member's new number; `message` is the refusal's top line (PATCH's or the route's). */
export function askPhoneChangeCode(
  store: MockStore,
  user: StoredUser,
  phone: string,
  message: string = PB.invalidData,
): void {
  const refusal = phoneChangeRefusal(user.record, phone);
  if (refusal) refuse(refusal);
  if (takenByAnother(store, user, phone)) refuse(notUnique(message, 'phone'));
  issueCode(store, user, 'phone_change', phone);
}

export function phoneChangeHandlers({ base, store }: HandlerContext) {
  const PHONE_CHANGE = `${base}/api/account/phone-change`;
  const memberOf = (request: Request) => requireUser(callerOf(store, request.headers.get('authorization')));
  return [
    http.post(`${PHONE_CHANGE}/request-verification`, ({ request }) =>
      respond(async () => {
        const user = memberOf(request);
        const { phone } = orThrow(readPhoneChange(await readJson(request)));
        askPhoneChangeCode(store, user, phone);
        return NO_CONTENT;
      }),
    ),
    http.post(`${PHONE_CHANGE}/confirm-verification`, ({ request }) =>
      respond(async () => {
        const user = memberOf(request);
        const { code } = orThrow(readVerificationCode(await readJson(request)));
        const refusal = phoneChangeRefusal(user.record);
        if (refusal) refuse(refusal);
        const row = useCode(store, user.record.id, 'phone_change', code);
        // Another account proved the number first.
        if (takenByAnother(store, user, row.phone)) refuse(notUnique(PB.invalidData, 'phone'));
        const at = toPbDate(store.now());
        Object.assign(user.record, { phone: row.phone, updated: at });
        user.phoneChanged = at;
        return NO_CONTENT;
      }),
    ),
  ];
}
