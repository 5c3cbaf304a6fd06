// "Someone else has it": the field error for a username, e-mail or phone another account holds.
import { MESSAGES } from '@mapato/core';
import { fieldErrors, type ErrorBody } from './errors.ts';
import { FIELD } from './messages.ts';

export type UniqueField = 'username' | 'email' | 'phone';

const TEXTS: Record<UniqueField, string> = {
  username: MESSAGES.usernameTaken,
  email: FIELD.notUnique,
  phone: MESSAGES.phoneTaken,
};

export const notUnique = (message: string, field: UniqueField): ErrorBody =>
  fieldErrors(message, { [field]: ['validation_not_unique', TEXTS[field]] });
