// Client-side failures in the same shape as the server's, so screens handle one error type.
import { ClientResponseError } from 'pocketbase';
import { MESSAGES } from '@mapato/core';

/** What a member-only query rejects with when nobody is signed in (spec §6 'Not authenticated'). */
export function notSignedIn(): ClientResponseError {
  return new ClientResponseError({
    status: 401,
    response: { status: 401, message: MESSAGES.notAuthenticated, data: {} },
  });
}

/**
 * Retry only what never reached the server (status 0, not an abort): a 4xx is an answer, and a
 * money request is safe to resend only because it carries the same Idempotency-Key.
 */
export function retryNetworkFailure(failureCount: number, error: Error): boolean {
  return failureCount < 2 && error instanceof ClientResponseError && error.status === 0 && !error.isAbort;
}
