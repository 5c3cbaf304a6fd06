// Support, Contact and chat messages.

import { describe, expect, it } from 'vitest';
import { checkSupportMessage, readSupportMessage } from './support.ts';
import { m } from '@mapato/i18n';

const contact = {
  kind: 'contact',
  name: ' Wanjiku ',
  email: ' w@x.ke ',
  message: ' Hello there, a question. ',
} as const;

describe('readSupportMessage', () => {
  it("reads the fields, '' for those not sent", () => {
    expect(readSupportMessage({ kind: 'chat', message: 'hi' })).toEqual({
      ok: true,
      value: { kind: 'chat', name: '', email: '', message: 'hi', conversation: '' },
    });
  });

  it.each([{}, { kind: 'sales' }])('refuses %j: the kind must be known', (body) => {
    expect(readSupportMessage(body)).toEqual({
      ok: false,
      error: {
        status: 400,
        message: 'Failed to send message.',
        data: { kind: { code: 'validation_in_invalid', message: 'Must be contact, support or chat.' } },
      },
    });
  });
});

describe('checkSupportMessage', () => {
  it('keeps a contact message trimmed, without a conversation', () => {
    expect(checkSupportMessage({ ...contact, conversation: 'abc' })).toEqual({
      ok: true,
      value: {
        kind: 'contact',
        name: 'Wanjiku',
        email: 'w@x.ke',
        message: 'Hello there, a question.',
        conversation: '',
      },
    });
  });

  it('checks a contact form with core’s rules', () => {
    const out = checkSupportMessage({ ...contact, email: 'nope', conversation: '' });
    expect(out).toMatchObject({
      ok: false,
      error: { message: 'Failed to send message.', data: { email: { code: 'validation_invalid_value' } } },
    });
  });

  it('asks a signed-in member for the message only; a name or e-mail they do give is checked', () => {
    const bare = { kind: 'support', name: '', email: '', message: ' Where is my payout? ', conversation: '' } as const;
    expect(checkSupportMessage(bare)).toMatchObject({
      ok: false,
      error: { data: { name: { code: 'validation_invalid_value' }, email: { code: 'validation_invalid_value' } } },
    });
    expect(checkSupportMessage(bare, { member: true })).toEqual({
      ok: true,
      value: { kind: 'support', name: '', email: '', message: 'Where is my payout?', conversation: '' },
    });
    expect(checkSupportMessage({ ...bare, email: 'nope' }, { member: true })).toMatchObject({
      ok: false,
      error: { data: { email: { code: 'validation_invalid_value' } } },
    });
    expect(checkSupportMessage({ ...bare, message: ' ' }, { member: true })).toMatchObject({
      ok: false,
      error: { data: { message: { code: 'validation_invalid_value' } } },
    });
  });

  it('wants a chat line to be non-blank and in a conversation', () => {
    const chat = { kind: 'chat', name: '', email: '', message: '  ', conversation: 'x' } as const;
    expect(checkSupportMessage(chat)).toMatchObject({
      ok: false,
      error: {
        data: {
          message: { code: 'validation_required', message: m.required() },
          conversation: { code: 'validation_invalid_value', message: 'Missing or invalid conversation id.' },
        },
      },
    });
    expect(checkSupportMessage({ ...chat, message: 'x'.repeat(5001), conversation: 'conv-1234' })).toMatchObject({
      error: { data: { message: { code: 'validation_max_text_constraint', message: m.messageTooLong() } } },
    });
    expect(checkSupportMessage({ ...chat, message: 'hi', conversation: 'conv-1234' })).toMatchObject({
      ok: true,
      value: { conversation: 'conv-1234', message: 'hi' },
    });
  });
});
