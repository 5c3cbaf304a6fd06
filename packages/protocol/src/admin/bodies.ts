// The admins' requests: a move of a withdrawal or an upgrade request takes no body (a decline
// may give the member a reason), lifting a phone hold takes a note, a support reply a message.
import { readAs, readBody, text } from '../body.ts';
import { checked, type Outcome, type Problems } from '../errors.ts';
import { PB } from '../messages.ts';

/** The longest decline reason or reply we store: a member reads it on a phone. */
const MAX_REASON = 200;
const MAX_REPLY = 2000;

/** `{reason?}`: why a decline happened, in words the member reads ('' = none given). */
export const readDeclineReason = (raw: unknown): Outcome<string> => {
  const read = readAs(raw ?? {}, { writable: { reason: 'string' } }, PB.updateFailed, (b) => text(b, 'reason').trim());
  if (!read.ok) return read;
  const errors: Problems = {};
  if (read.value.length > MAX_REASON)
    errors.reason = ['validation_max_text_constraint', `Keep the reason under ${MAX_REASON} characters.`];
  return checked(PB.updateFailed, errors, () => read.value);
};

/** `{message}`: an operator's answer to a support thread. */
export const readSupportReply = (raw: unknown): Outcome<string> => {
  const read = readAs(raw, { writable: { message: 'string' } }, PB.createFailed, (b) => text(b, 'message').trim());
  if (!read.ok) return read;
  const errors: Problems = {};
  if (read.value === '') errors.message = ['validation_required', 'Write the answer.'];
  else if (read.value.length > MAX_REPLY)
    errors.message = ['validation_max_text_constraint', `Keep the answer under ${MAX_REPLY} characters.`];
  return checked(PB.createFailed, errors, () => read.value);
};

/** A request that carries nothing: any field sent is an unknown one. */
export const readNoBody = (raw: unknown, failMessage: string): Outcome<Record<string, unknown>> =>
  readBody(raw, { writable: {} }, failMessage);

export const readHoldNote = (raw: unknown): Outcome<string> =>
  readAs(raw, { writable: { note: 'string' } }, PB.updateFailed, (b) => text(b, 'note'));
