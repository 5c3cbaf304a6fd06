import { describe, it, expect } from 'vitest';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  type ContactFormInput,
  isBlankChatMessage,
  validateContactForm,
} from './validate-contact.ts';

const valid: ContactFormInput = {
  name: 'Wanjiku Kamau',
  email: 'wanjiku@mapato.demo',
  message: 'When is my payout?',
};

describe('validateContactForm', () => {
  it('accepts a valid message', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it.each<[string, Partial<ContactFormInput>, Record<string, string>]>([
    ['empty name', { name: '' }, { name: 'This field is required.' }],
    ['blank name', { name: '  ' }, { name: 'This field is required.' }],
    ['long name', { name: 'a'.repeat(101) }, { name: 'Name must be at most 100 characters' }],
    ['100-character name', { name: 'a'.repeat(100) }, {}],
    ['empty email', { email: '' }, { email: 'This field is required.' }],
    ['bad email', { email: 'wanjiku@mapato' }, { email: 'Please enter a valid email address.' }],
    ['empty message', { message: '' }, { message: 'This field is required.' }],
    ['blank message', { message: '\n \t' }, { message: 'This field is required.' }],
    ['5000-character message', { message: 'm'.repeat(5000) }, {}],
    ['5001-character message', { message: 'm'.repeat(5001) }, { message: 'Message must be at most 5000 characters.' }],
  ])('%s', (_case, change, errors) => {
    expect(validateContactForm({ ...valid, ...change })).toEqual(errors);
  });

  it('caps messages at 5000 characters', () => {
    expect(CONTACT_MESSAGE_MAX_LENGTH).toBe(5000);
  });

  it('reports every empty field', () => {
    expect(validateContactForm({ name: '', email: '', message: '' })).toEqual({
      name: 'This field is required.',
      email: 'This field is required.',
      message: 'This field is required.',
    });
  });
});

describe('isBlankChatMessage', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\n\t ', true],
    ['hi', false],
    ['  hi  ', false],
  ])('%j → %s', (text, expected) => {
    expect(isBlankChatMessage(text)).toBe(expected);
  });
});
