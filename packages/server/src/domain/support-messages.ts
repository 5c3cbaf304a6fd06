// Messages from the Support and Contact pages and the live chat, kept for operators to answer.
import { CONTACT_MESSAGE_MAX_LENGTH, isBlankChatMessage, MESSAGES, toPbDate, validateContactForm } from '@mapato/core';
import { newId } from '../tools/ids.ts';
import { fieldErrors } from './api-error.ts';
import type { Deps } from './deps.ts';
import type { SupportMessagesTable } from '../db/schema.ts';

export type SupportKind = 'contact' | 'support' | 'chat';
export const SUPPORT_KINDS: readonly SupportKind[] = ['contact', 'support', 'chat'];

export interface SupportInput {
  kind: SupportKind;
  name: string;
  email: string;
  message: string;
  conversation: string;
}

const FAILED = 'Failed to send message.';

export async function storeSupportMessage(deps: Deps, uid: string, input: SupportInput): Promise<SupportMessagesTable> {
  if (input.kind === 'chat') {
    const errors: Record<string, [string, string]> = {};
    if (isBlankChatMessage(input.message)) errors.message = ['validation_required', MESSAGES.required];
    else if (input.message.length > CONTACT_MESSAGE_MAX_LENGTH)
      errors.message = ['validation_max_text_constraint', MESSAGES.messageTooLong];
    if (!/^[a-z0-9-]{8,64}$/i.test(input.conversation))
      errors.conversation = ['validation_invalid_value', 'Missing or invalid conversation id.'];
    if (Object.keys(errors).length > 0) throw fieldErrors(FAILED, errors);
  } else {
    const problems = validateContactForm(input);
    const errors: Record<string, [string, string]> = {};
    for (const [field, message] of Object.entries(problems)) errors[field] = ['validation_invalid_value', message];
    if (Object.keys(errors).length > 0) throw fieldErrors(FAILED, errors);
  }
  const row: SupportMessagesTable = {
    id: newId(),
    kind: input.kind,
    uid,
    conversation: input.kind === 'chat' ? input.conversation : '',
    name: input.name.trim(),
    email: input.email.trim(),
    message: input.message.trim(),
    answered: 0,
    created: toPbDate(deps.now()),
  };
  await deps.db.insertInto('support_messages').values(row).execute();
  return row;
}
