// The sentences an admin reads when a move is refused, written once for the server and the mocks
// (docs/decisions/050); the contract test compares them word for word.
import { fieldErrors, type ErrorBody } from '../errors.ts';
import { PB } from '../messages.ts';

export const WITH_MPESA = 'M-Pesa is handling this payment now; wait for its result.';
export const PAID_BY_MPESA = 'This withdrawal is paid through M-Pesa: approve or decline it instead.';
export const NOT_AWAITING_APPROVAL = 'This withdrawal is not waiting for approval.';
export const NOT_ON_HOLD = 'This account is not on hold.';

export const SAME_ADMIN_TWICE =
  'You have already approved this payout (by Approve or Mark paid): a second admin must approve it.';

/** A move the record's state no longer allows ('… can no longer be moved to declined.'). */
export const noLongerMovable = (kind: 'withdrawal' | 'registration', to: string): string =>
  `This ${kind} can no longer be moved to ${to}.`;

/** Lifting a phone hold needs a note that says why: 3 to 500 characters once trimmed. */
export function holdNoteRefusal(note: string): ErrorBody | null {
  const length = note.trim().length;
  if (length >= 3 && length <= 500) return null;
  return fieldErrors(PB.updateFailed, {
    note: ['validation_length_out_of_range', 'Say in 3 to 500 characters why the hold is lifted.'],
  });
}
