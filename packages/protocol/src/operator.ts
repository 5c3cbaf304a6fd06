// The operators' requests: a move of a withdrawal or an upgrade request takes no body, and
// lifting a phone hold takes a note.
import { readAs, readBody, text } from './body.ts';
import type { Outcome } from './errors.ts';
import { PB } from './messages.ts';

/** A request that carries nothing: any field sent is an unknown one. */
export const readNoBody = (raw: unknown, failMessage: string): Outcome<Record<string, unknown>> =>
  readBody(raw, { writable: {} }, failMessage);

export const readHoldNote = (raw: unknown): Outcome<string> =>
  readAs(raw, { writable: { note: 'string' } }, PB.updateFailed, (b) => text(b, 'note'));
