// "Someone else has it": the field error for a username, e-mail or phone another account holds.

import { fieldErrors, type ErrorBody } from './errors.ts';
import { m } from '@mapato/i18n';

export type UniqueField = 'username' | 'email' | 'phone';

// Called per error, not at start-up: the message is in the language of the request being answered.
// An e-mail's English text is PocketBase's own ('Value must be unique.'), in core's messages.
const TEXTS: Record<UniqueField, () => string> = {
  username: () => m.usernameTaken(),
  email: () => m.emailTaken(),
  phone: () => m.phoneTaken(),
};

export const notUnique = (message: string, field: UniqueField): ErrorBody =>
  fieldErrors(message, { [field]: ['validation_not_unique', TEXTS[field]()] });
