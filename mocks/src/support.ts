// Support, Contact and live-chat messages (POST /api/support/messages), checked with core's form
// rules like the server's (domain/support-messages.ts) and kept in the store.
import { CONTACT_MESSAGE_MAX_LENGTH, MESSAGES, isBlankChatMessage, toPbDate, validateContactForm } from '@mapato/core';
import { readBody, text } from './body.ts';
import { PB, fieldErrors } from './errors.ts';
import { newId } from './ids.ts';
import type { MockStore, StoredUser, SupportMessage } from './types.ts';

const KINDS: ReadonlyArray<SupportMessage['kind']> = ['contact', 'support', 'chat'];

export function storeSupportMessage(store: MockStore, caller: StoredUser | null, raw: unknown) {
  const body = readBody(
    raw,
    { writable: { kind: 'string', name: 'string', email: 'string', message: 'string', conversation: 'string' } },
    PB.messageFailed,
  );
  const kind = KINDS.find((k) => k === body.kind);
  if (!kind)
    throw fieldErrors(PB.messageFailed, { kind: ['validation_in_invalid', 'Must be contact, support or chat.'] });
  const input = { name: text(body, 'name'), email: text(body, 'email'), message: text(body, 'message') };
  const conversation = text(body, 'conversation');
  const errors: Record<string, [string, string]> = {};
  if (kind === 'chat') {
    if (isBlankChatMessage(input.message)) errors.message = ['validation_required', MESSAGES.required];
    else if (input.message.length > CONTACT_MESSAGE_MAX_LENGTH)
      errors.message = ['validation_max_text_constraint', MESSAGES.messageTooLong];
    if (!/^[a-z0-9-]{8,64}$/i.test(conversation))
      errors.conversation = ['validation_invalid_value', 'Missing or invalid conversation id.'];
  } else {
    for (const [field, message] of Object.entries(validateContactForm(input)))
      errors[field] = ['validation_invalid_value', message];
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(PB.messageFailed, errors);
  const row: SupportMessage = {
    id: newId(),
    kind,
    uid: caller?.record.id ?? '',
    conversation: kind === 'chat' ? conversation : '',
    name: input.name.trim(),
    email: input.email.trim(),
    message: input.message.trim(),
    created: toPbDate(store.now()),
  };
  store.supportMessages.push(row);
  return { id: row.id, kind: row.kind, created: row.created };
}
