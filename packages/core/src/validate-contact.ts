// Contact and support form checks (docs/product.md#support-and-contact-checks): all fields required, a real e-mail format, and
// caps so one message cannot flood the operators' inbox. The server names the request's `locale`
// (ADR 051); a form leaves it out and reads the page's language.
import { NAME_MAX_LENGTH } from './constants.ts';
import { checkEmail } from './email.ts';
import { m, type Locale } from '@mapato/i18n';

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export type ContactField = 'name' | 'email' | 'message';

export interface ContactFormInput {
  name: string;
  email: string;
  message: string;
}

export function validateContactForm(input: ContactFormInput, locale?: Locale): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  const name = input.name.trim();
  if (name === '') errors.name = m.required({}, { locale });
  else if (name.length > NAME_MAX_LENGTH) errors.name = m.nameTooLong({}, { locale });
  const email = checkEmail(input.email, locale);
  if (email) errors.email = email;
  const message = input.message.trim();
  if (message === '') errors.message = m.required({}, { locale });
  else if (message.length > CONTACT_MESSAGE_MAX_LENGTH) errors.message = m.messageTooLong({}, { locale });
  return errors;
}

/** The live chat ignores messages of only spaces or new lines (docs/product.md#support-and-contact-checks). */
export function isBlankChatMessage(text: string): boolean {
  return text.trim() === '';
}
