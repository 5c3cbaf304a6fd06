// Client-side failures in the same shape as the server's, so screens handle one error type.
import { ClientResponseError } from 'pocketbase';
import { isPbErrorBody } from '@mapato/core';
import { m } from '@mapato/i18n';

/** What a member-only query rejects with when nobody is signed in (docs/product.md#access: 'Not authenticated'). */
export function notSignedIn(): ClientResponseError {
  return new ClientResponseError({
    status: 401,
    response: { status: 401, message: m.notAuthenticated(), data: {} },
  });
}

/**
 * Retry only what never reached the server (status 0, not an abort): a 4xx is an answer, and a
 * money request is safe to resend only because it carries the same Idempotency-Key.
 */
export function retryNetworkFailure(failureCount: number, error: Error): boolean {
  return failureCount < 2 && error instanceof ClientResponseError && error.status === 0 && !error.isAbort;
}

// What a failed call tells the member: the server's message and its per-field messages
// (docs/design.md#front-end: errors are shown), never a stack or an HTML error page. The member app and the
// public site's forms say it the same way.

/** The server's message when it sent one, else the error's own message, else ''. */
export function serverMessage(error: unknown): string {
  if (error instanceof ClientResponseError) {
    if (error.status === 429) return m.tooManyAttempts();
    if (isPbErrorBody(error.response)) return error.response.message;
    return error.status === 0 ? m.networkError() : '';
  }
  return error instanceof Error ? error.message : '';
}

/** Field name → message from a PocketBase validation error (`data`), empty otherwise. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ClientResponseError) || !isPbErrorBody(error.response)) return {};
  return Object.fromEntries(Object.entries(error.response.data).map(([field, e]) => [field, e.message]));
}

/** One line for a form: the field messages joined, else the server's message. */
export function describeError(error: unknown): string {
  const fields = Object.values(fieldErrors(error));
  return fields.length > 0 ? fields.join(' ') : serverMessage(error);
}
