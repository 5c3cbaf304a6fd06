// Server answers in the member's language (ADR 031): the sentence changes, the code and the field
// do not, so a client that reads codes behaves the same in both languages.
import { m } from '@mapato/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniquePhone, uniqueUsername, type TestServer } from '../../../test/support/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const badSignUp = (headers: Record<string, string>) =>
  t.http('/api/collections/users/records', {
    method: 'POST',
    headers,
    json: {
      username: uniqueUsername('lugha'),
      phone: '0712345abc',
      password: 'long-enough-1',
      passwordConfirm: 'long-enough-1',
    },
  });

describe('the language of error messages', () => {
  const kiswahili = m.phoneInvalid({}, { locale: 'sw' });
  const english = m.phoneInvalid({}, { locale: 'en' });

  it('has a Kiswahili sentence that is not the English one', () => {
    expect(kiswahili).not.toBe(english);
  });

  it.each([
    ['Accept-Language sw-KE', { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' }, kiswahili],
    ['Accept-Language en', { 'accept-language': 'en-GB,en;q=0.9' }, english],
    ['no header: English', {}, english],
    ['only the remembered choice (cookie)', { cookie: 'mapato_locale=sw' }, kiswahili],
    ['Accept-Language before the cookie', { 'accept-language': 'en', cookie: 'mapato_locale=sw' }, english],
    ['a language we do not have, and nothing remembered: English', { 'accept-language': 'fr-FR' }, english],
  ])('%s', async (_name, headers, message) => {
    const res = await badSignUp(headers);
    expect(res.status).toBe(400);
    expect(res.body.data.phone).toEqual({ code: 'validation_invalid_value', message });
  });

  it('one request in Kiswahili does not change the next one in English (per request, not global)', async () => {
    const [sw, en] = await Promise.all([
      badSignUp({ 'accept-language': 'sw' }),
      badSignUp({ 'accept-language': 'en' }),
    ]);
    expect(sw.body.data.phone.message).toBe(kiswahili);
    expect(en.body.data.phone.message).toBe(english);
  });

  it('a valid request is unaffected by the language', async () => {
    const res = await t.http('/api/collections/users/records', {
      method: 'POST',
      headers: { 'accept-language': 'sw' },
      json: {
        username: uniqueUsername('lugha'),
        phone: uniquePhone(),
        password: 'long-enough-1',
        passwordConfirm: 'long-enough-1',
      },
    });
    expect(res.status).toBe(200);
  });
});
