// `Idempotency-Key` on money-moving POSTs: which keys are accepted and what a refusal says. Where
// the first answer is kept (a table, a Map) is each side's business.
import { badRequest, type ErrorBody } from './errors.ts';
import { PB } from './messages.ts';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** A key of 1 to 255 characters, else the 400 to send. */
export function idempotencyKeyRefusal(key: string): ErrorBody | null {
  if (key !== '' && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH) return null;
  return badRequest(PB.invalidIdempotencyKey, {
    'Idempotency-Key': {
      code: 'validation_invalid_value',
      message: `Use 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
    },
  });
}

/** The key already answered another request. */
export const idempotencyKeyReused = (): ErrorBody => badRequest(PB.idempotencyKeyReused);
