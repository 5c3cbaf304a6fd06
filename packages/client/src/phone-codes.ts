// Codes by SMS (ADR 033): verifying the account's phone, recovering a forgotten password, and
// the USSD PIN set with the password. Each answers 204; failures are the server's field errors.
import { PAYOUT_NUMBER_PROVED, PHONE_CODE_RESEND_PAUSE_MS } from '@mapato/core';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import type { TypedPocketBase } from './pb.ts';
import { userKeys } from './users.ts';

const USERS = '/api/collections/users';
/** The server's pause between two codes, in seconds (core's rule). */
export const RESEND_PAUSE_S = PHONE_CODE_RESEND_PAUSE_MS / 1000;

export interface PasswordReset {
  /** E.164 from the phone field */
  phone: string;
  code: string;
  password: string;
  passwordConfirm: string;
}

export interface UssdPinChange {
  pin: string;
  pinConfirm: string;
  password: string;
}

/** A POST answered 204 (the SDK gives `{}` for it; callers get nothing). */
async function post(pb: TypedPocketBase, path: string, body?: object, fetchWith?: typeof fetch): Promise<void> {
  await pb.send(path, { method: 'POST', body, requestKey: null, ...(fetchWith ? { fetch: fetchWith } : {}) });
}

// The SDK keeps no response headers: the seconds of a 429's Retry-After are noted here by error.
const pauses = new WeakMap<ClientResponseError, number>();

/**
 * How long before another code may be asked for after this error: a 429's Retry-After in seconds,
 * else 0. A 429 means NO code was sent by this request (the pause after the last one, or the
 * hourly limit): screens show the wait, never "sent" (ADR 046).
 */
export function resendWaitSeconds(error: unknown): number {
  return error instanceof ClientResponseError ? (pauses.get(error) ?? 0) : 0;
}

/** Seconds until another code may be asked for, when the last was sent at `sentAt` (epoch ms; null: never). */
export function resendSecondsLeft(sentAt: number | null, now = Date.now()): number {
  return sentAt === null ? 0 : secondsUntil(sentAt + RESEND_PAUSE_S * 1000, now);
}

/** Whole seconds from `now` until `at` (epoch ms; null: none), never below 0. */
export function secondsUntil(at: number | null, now = Date.now()): number {
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/** When another code may be asked for after a refused request (epoch ms), or null for any error but a 429. */
export function resendAllowedAt(error: unknown, now = Date.now()): number | null {
  if (!(error instanceof ClientResponseError) || error.status !== 429) return null;
  return now + resendWaitSeconds(error) * 1000;
}

// This tab's last verification code (session storage, shared by sign-up and the member app, which
// share the origin): the dashboard then asks for the code already on its way instead of another.
const SENT_KEY = 'mapato:verify-code-sent';

/** When this tab last had a verification code sent (epoch ms), or null. */
export function verificationCodeSentAt(): number | null {
  try {
    const at = Number(sessionStorage.getItem(SENT_KEY));
    return at > 0 ? at : null;
  } catch {
    return null;
  }
}

function noteCodeSent(at: number): void {
  try {
    sessionStorage.setItem(SENT_KEY, String(at));
  } catch {
    // Storage refused: the member is offered "Send code" again, nothing is lost.
  }
}

/**
 * POSTs a request for a code; a 429 (a code went less than a minute ago) keeps its Retry-After
 * for resendWaitSeconds.
 */
async function askForCode(pb: TypedPocketBase, path: string, body?: object): Promise<void> {
  let retryAfter = 0;
  const noting: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    retryAfter = Number(response.headers.get('retry-after')) || 0;
    return response;
  };
  try {
    await post(pb, path, body, noting);
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 429) pauses.set(error, retryAfter);
    throw error;
  }
}

/**
 * A code by SMS to the signed-in member's phone; refused (429, see resendWaitSeconds) within a
 * minute of the last. Only a code the server sent is remembered by this tab (verificationCodeSentAt).
 */
export async function requestPhoneVerification(pb: TypedPocketBase): Promise<void> {
  await askForCode(pb, `${USERS}/request-verification`);
  noteCodeSent(Date.now());
}

/** The code from the SMS; the member's record is `verified` after it. */
export function confirmPhoneVerification(pb: TypedPocketBase, code: string): Promise<void> {
  return post(pb, `${USERS}/confirm-verification`, { code });
}

/**
 * Succeeds for a valid number, known or not (the server never says which); refused (429, see
 * resendWaitSeconds) within a minute of the last request for the same number, known or not.
 */
export function requestPasswordReset(pb: TypedPocketBase, phone: string): Promise<void> {
  return askForCode(pb, `${USERS}/request-password-reset`, { phone });
}

/** Sets the new password; every earlier session of the member ends, so they sign in again. */
export function confirmPasswordReset(pb: TypedPocketBase, reset: PasswordReset): Promise<void> {
  return post(pb, `${USERS}/confirm-password-reset`, reset);
}

const PAYOUT_NUMBERS = '/api/account/payout-numbers';

/**
 * A code by SMS to `mpesaNumber`, another number than the account's own that the member wants to be
 * paid to; refused (429, see resendWaitSeconds) within a minute of the last.
 */
export function requestPayoutNumberCode(pb: TypedPocketBase, mpesaNumber: string): Promise<void> {
  return askForCode(pb, `${PAYOUT_NUMBERS}/request-verification`, { mpesa_number: mpesaNumber });
}

/** The code that went to `mpesaNumber`: withdrawals may be paid to it from now on. */
export function confirmPayoutNumber(pb: TypedPocketBase, mpesaNumber: string, code: string): Promise<void> {
  return post(pb, `${PAYOUT_NUMBERS}/confirm-verification`, { mpesa_number: mpesaNumber, code });
}

/** A withdrawal refused because its number has not passed its own SMS code yet. */
export function isPayoutNumberRefusal(error: unknown): boolean {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return false;
  const field = (error.response?.data as Record<string, { code?: string }> | undefined)?.mpesa_number;
  return field?.code === 'validation_payout_number_not_verified';
}

/** A code refused because `mpesaNumber` is proved already: withdrawals may be paid to it now. */
export function isPayoutNumberProved(error: unknown): boolean {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return false;
  const field = (error.response?.data as Record<string, { code?: string }> | undefined)?.mpesa_number;
  return field?.code === PAYOUT_NUMBER_PROVED;
}

const PHONE_CHANGE = '/api/account/phone-change';

/**
 * A code by SMS to `phone` (E.164), the number the member wants as the account's phone (ADR 036);
 * refused (429, see resendWaitSeconds) within a minute of the last. The phone changes only once
 * that code is typed (confirmPhoneChange).
 */
export function requestPhoneChange(pb: TypedPocketBase, phone: string): Promise<void> {
  return askForCode(pb, `${PHONE_CHANGE}/request-verification`, { phone });
}

/** The code that went to the new number: it is the account's phone from now on. */
export function confirmPhoneChange(pb: TypedPocketBase, code: string): Promise<void> {
  return post(pb, `${PHONE_CHANGE}/confirm-verification`, { code });
}

/** On success the member's record is read again, so screens show the new phone. */
export function confirmPhoneChangeMutationOptions(pb: TypedPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...userKeys.all, 'phone-change'],
    mutationFn: (code: string) => confirmPhoneChange(pb, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function setUssdPin(pb: TypedPocketBase, change: UssdPinChange): Promise<void> {
  return post(pb, '/api/account/ussd-pin', change);
}

export function requestPhoneVerificationMutationOptions(pb: TypedPocketBase) {
  return mutationOptions({
    mutationKey: [...userKeys.all, 'request-verification'],
    mutationFn: () => requestPhoneVerification(pb),
  });
}

/** On success the member's record is read again, so screens see `verified`. */
export function confirmPhoneVerificationMutationOptions(pb: TypedPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...userKeys.all, 'confirm-verification'],
    mutationFn: (code: string) => confirmPhoneVerification(pb, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function setUssdPinMutationOptions(pb: TypedPocketBase) {
  return mutationOptions({
    mutationKey: [...userKeys.all, 'ussd-pin'],
    mutationFn: (change: UssdPinChange) => setUssdPin(pb, change),
  });
}
