// POST /api/support/messages: the Support and Contact forms (core's contact rules) and the live
// chat (a non-blank message in a conversation).
import { CONTACT_MESSAGE_MAX_LENGTH, isBlankChatMessage, validateContactForm } from '@mapato/core';
import { readBody, text } from './body.ts';
import { checked, fail, fieldErrors, ok, type Outcome, type Problems } from './errors.ts';
import { FIELD, PB } from './messages.ts';
import { m, type Locale } from '@mapato/i18n';

export type SupportKind = 'contact' | 'support' | 'chat';
export const SUPPORT_KINDS: readonly SupportKind[] = Object.freeze(['contact', 'support', 'chat']);

export interface SupportMessageBody {
  kind: SupportKind;
  name: string;
  email: string;
  message: string;
  conversation: string;
}

const SUPPORT_SPEC = {
  writable: { kind: 'string', name: 'string', email: 'string', message: 'string', conversation: 'string' },
} as const;

export function readSupportMessage(raw: unknown): Outcome<SupportMessageBody> {
  const read = readBody(raw, SUPPORT_SPEC, PB.messageFailed);
  if (!read.ok) return read;
  const kind = SUPPORT_KINDS.find((k) => k === read.value.kind);
  if (!kind) return fail(fieldErrors(PB.messageFailed, { kind: ['validation_in_invalid', FIELD.supportKind] }));
  const [name, email, message, conversation] = ['name', 'email', 'message', 'conversation'].map((f) =>
    text(read.value, f),
  ) as [string, string, string, string];
  return ok({ kind, name, email, message, conversation });
}

/**
 * The message as kept: trimmed, and with a conversation id only for the chat. A signed-in member
 * need not give a name or an e-mail (the server knows who wrote, ADR 047); one they do give is
 * checked like a visitor's. The server names the request's `locale` (ADR 051).
 */
export function checkSupportMessage(
  input: SupportMessageBody,
  { member = false, locale }: { member?: boolean; locale?: Locale } = {},
): Outcome<SupportMessageBody> {
  const errors: Problems = {};
  if (input.kind === 'chat') {
    if (isBlankChatMessage(input.message)) errors.message = ['validation_required', m.required({}, { locale })];
    else if (input.message.length > CONTACT_MESSAGE_MAX_LENGTH)
      errors.message = ['validation_max_text_constraint', m.messageTooLong({}, { locale })];
    if (!/^[a-z0-9-]{8,64}$/i.test(input.conversation))
      errors.conversation = ['validation_invalid_value', FIELD.conversation];
  } else {
    for (const [field, message] of Object.entries(validateContactForm(input, locale))) {
      const unsaid = (field === 'name' || field === 'email') && input[field].trim() === '';
      if (!(member && unsaid)) errors[field] = ['validation_invalid_value', message];
    }
  }
  return checked(PB.messageFailed, errors, () => ({
    kind: input.kind,
    name: input.name.trim(),
    email: input.email.trim(),
    message: input.message.trim(),
    conversation: input.kind === 'chat' ? input.conversation : '',
  }));
}
