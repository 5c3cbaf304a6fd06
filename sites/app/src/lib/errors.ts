// What a failed call tells the member: the server's message and its per-field messages
// (DESIGN §4: errors are shown), never a stack or an HTML error page.
import { ClientResponseError } from '@mapato/client';
import { MESSAGES, isPbErrorBody } from '@mapato/core';

/** The server's message when it sent one, else the error's own message, else ''. */
export function serverMessage(error: unknown): string {
  if (error instanceof ClientResponseError) {
    if (error.status === 429) return MESSAGES.tooManyAttempts;
    if (isPbErrorBody(error.response)) return error.response.message;
    return error.status === 0 ? 'Network error. Check your connection and try again.' : '';
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
