// "Someone else has it": the field error for a username, e-mail or phone another account holds.

import { fieldErrors, type ErrorBody } from './errors.ts';
import { FIELD } from './messages.ts';
import { m } from '@mapato/i18n';

export type UniqueField = 'username' | 'email' | 'phone';

const TEXTS: Record<UniqueField, string> = {
  username: m.usernameTaken(),
  email: FIELD.notUnique,
  phone: m.phoneTaken(),
};

export const notUnique = (message: string, field: UniqueField): ErrorBody =>
  fieldErrors(message, { [field]: ['validation_not_unique', TEXTS[field]] });
