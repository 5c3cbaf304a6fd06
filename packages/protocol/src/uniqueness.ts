// "Someone else has it": the field error for a username, e-mail or phone another account holds.

import { fieldErrors, type ErrorBody } from './errors.ts';
import { m, type Locale } from '@mapato/i18n';

export type UniqueField = 'username' | 'email' | 'phone';

// Called per error, not at start-up: the message is in the language of the request being answered
// (`locale` when the server names it, ADR 051). An e-mail's English text is PocketBase's own
// ('Value must be unique.'), in core's messages.
const TEXTS: Record<UniqueField, (locale?: Locale) => string> = {
  username: (locale) => m.usernameTaken({}, { locale }),
  email: (locale) => m.emailTaken({}, { locale }),
  phone: (locale) => m.phoneTaken({}, { locale }),
};

export const notUnique = (message: string, field: UniqueField, locale?: Locale): ErrorBody =>
  fieldErrors(message, { [field]: ['validation_not_unique', TEXTS[field](locale)] });
