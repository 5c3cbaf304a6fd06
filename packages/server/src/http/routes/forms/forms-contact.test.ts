// POST /forms/contact — the Contact form without its script: stored for operators and answered
// with a redirect that carries nothing typed; refused in HTML (the API's status and words) by the
// same Origin rule, content type rule, limit and core checks as POST /api/support/messages.
import { m } from '@mapato/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, supportCount } from '../../../../test/support/form-post.ts';
import { missingSecurityHeaders } from '../../../../test/support/server-with-options.ts';
import {
  RELAXED_LIMITS,
  signInAdmin,
  startTestServer,
  statusesUnderLimit,
  type TestServer,
} from '../../../../test/support/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const CONTACT = '/forms/contact';
const typed = { name: 'Akinyi Otieno', email: 'akinyi@example.co.ke', message: 'Is there a fee for withdrawals?' };

describe('a message sent without a script', () => {
  it('is stored for operators and answered 303 to the thank-you state, with nothing typed in the address', async () => {
    const res = await postForm(t, CONTACT, typed);
    expect(res.status).toBe(303);
    expect(res.location).toBe('/contact#message-sent');
    const ops = await signInAdmin(t);
    const inbox = await ops.send('/api/admin/support', {});
    expect(inbox.items[0]).toMatchObject({ kind: 'contact', uid: '', answered: false, ...typed });
  });

  it('is trimmed like the API trims it, and a posted kind cannot change what it is', async () => {
    const res = await postForm(t, CONTACT, { ...typed, name: '  Wafula  ', kind: 'chat' });
    expect(res.status).toBe(303);
    const row = await t.server.deps.db
      .selectFrom('support_messages')
      .selectAll()
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Wafula', kind: 'contact', conversation: '' });
  });

  it('passes without an Origin (a caller that is not a browser), as the API does', async () => {
    const before = await supportCount(t);
    expect((await postForm(t, CONTACT, typed, { origin: undefined })).status).toBe(303);
    expect(await supportCount(t)).toBe(before + 1);
  });
});

describe('invalid input', () => {
  it.each([
    ['no name', { ...typed, name: '  ' }, ['This field is required.']],
    ['a bad e-mail', { ...typed, email: 'akinyi@' }, ['Please enter a valid email address.']],
    ['nothing at all', { name: '', email: '', message: '' }, ['This field is required.']],
  ])(
    '%s: a 400 page with core’s words, the form again holding what was typed, nothing stored',
    async (_n, body, words) => {
      const before = await supportCount(t);
      const res = await postForm(t, CONTACT, body);
      expect(res.status).toBe(400);
      expect(res.type).toMatch(/^text\/html/);
      expect(res.html).toContain('Your message was not sent');
      expect(res.html).toContain('Failed to send message.');
      for (const word of words) expect(res.html).toContain(word);
      expect(res.html).toContain(`<form method="post" action="${CONTACT}"`);
      expect(res.html).toContain(`>${body.message}</textarea>`);
      expect(res.html).toContain('<a class="back" href="/contact">Back to Contact Us</a>');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(missingSecurityHeaders(res.headers)).toEqual([]);
      expect(await supportCount(t)).toBe(before);
    },
  );

  it('gives back what was typed as text, never as markup', async () => {
    const res = await postForm(t, CONTACT, { name: '<script>alert(1)</script>', email: '"><b>x', message: '' });
    expect(res.status).toBe(400);
    expect(res.html).not.toContain('<script>alert(1)');
    expect(res.html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(res.html).toContain('value="&quot;&gt;&lt;b&gt;x"');
  });

  it('marks the first wrong field and focuses it, so a keyboard or screen reader lands there', async () => {
    const res = await postForm(t, CONTACT, { ...typed, email: 'nope' });
    expect(res.html).toMatch(
      /id="field-email" name="email" required aria-invalid="true" aria-describedby="field-email-error" autofocus/,
    );
    expect(res.html).not.toMatch(/id="field-name"[^>]*aria-invalid/);
  });

  it('a field sent twice is refused and nothing is stored', async () => {
    const before = await supportCount(t);
    const res = await postForm(t, CONTACT, 'name=A&name=B&email=a%40b.co&message=hi', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(400);
    expect(await supportCount(t)).toBe(before);
  });

  it('an unknown field is named in the refusal', async () => {
    const res = await postForm(t, CONTACT, { ...typed, priority: 'urgent' });
    expect(res.status).toBe(400);
    expect(res.html).toContain('priority: Unknown field.');
  });
});

describe('only our own pages may post it', () => {
  it.each([
    ['another site', 'https://evil.example'],
    ['a sandboxed frame or data: page', 'null'],
    ['our host on another port', () => t.url.replace(/:\d+$/, ':1')],
  ])('Origin of %s → 403 page, nothing read or stored', async (_n, origin) => {
    const before = await supportCount(t);
    const res = await postForm(t, CONTACT, typed, { origin: typeof origin === 'function' ? origin() : origin });
    expect(res.status).toBe(403);
    expect(res.type).toMatch(/^text\/html/);
    expect(res.html).toContain('Cross-origin requests are not allowed.');
    // The body was never read: no form comes back prefilled with a stranger's words.
    expect(res.html).not.toContain('<form');
    expect(res.html).not.toContain(typed.message);
    expect(missingSecurityHeaders(res.headers)).toEqual([]);
    expect(await supportCount(t)).toBe(before);
  });

  it.each([
    ['JSON', 'application/json', JSON.stringify(typed)],
    ['text/plain', 'text/plain', 'name=A&email=a%40b.co&message=hi'],
  ])('a %s body → 415 page, nothing stored', async (_n, type, body) => {
    const before = await supportCount(t);
    const res = await postForm(t, CONTACT, body, { 'content-type': type });
    expect(res.status).toBe(415);
    expect(res.html).toContain('Unsupported content type: send the form as application/x-www-form-urlencoded.');
    expect(await supportCount(t)).toBe(before);
  });

  it('a multipart body (a FormData post) → 415, nothing stored', async () => {
    const before = await supportCount(t);
    const form = new FormData();
    for (const [name, value] of Object.entries(typed)) form.set(name, value);
    expect((await postForm(t, CONTACT, form)).status).toBe(415);
    expect(await supportCount(t)).toBe(before);
  });

  it('a body over the size limit → 413 page, nothing stored', async () => {
    const before = await supportCount(t);
    const res = await postForm(t, CONTACT, { ...typed, message: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(res.type).toMatch(/^text\/html/);
    expect(await supportCount(t)).toBe(before);
  });

  it('the API stays JSON-only: the same form body to /api/support/messages is still 415', async () => {
    const res = await fetch(`${t.url}/api/support/messages`, {
      method: 'POST',
      body: new URLSearchParams({ kind: 'contact', ...typed }),
      headers: { origin: t.url },
    });
    expect(res.status).toBe(415);
  });
});

describe('the limit is the API’s', () => {
  const api = (s: TestServer) =>
    s.http('/api/support/messages', { method: 'POST', json: { kind: 'contact', ...typed } });

  it('one count per address for both doors: the API’s messages use up the form’s', async () => {
    const statuses = await statusesUnderLimit({ supportPerAddress: { points: 2, seconds: 60 } }, 3, (s, i) =>
      i < 2 ? api(s) : postForm(s, CONTACT, typed),
    );
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('over the limit: a 429 page with the wait, still holding the message, nothing stored', async () => {
    const limited = await startTestServer({
      rateLimits: { ...RELAXED_LIMITS, supportPerAddress: { points: 1, seconds: 600 } },
    });
    try {
      expect((await postForm(limited, CONTACT, typed)).status).toBe(303);
      const res = await postForm(limited, CONTACT, typed);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(res.html).toContain('Too Many Requests.');
      expect(res.html).toContain('Please try again in about 10 minutes.');
      expect(res.html).toContain(`>${typed.message}</textarea>`);
      expect(await supportCount(limited)).toBe(1);
    } finally {
      await limited.close();
    }
  });
});

describe('a message sent from the Kiswahili page (its Referer is /sw/contact)', () => {
  // A phone set to English: the page the form was on decides.
  const fromSw = { 'accept-language': 'en-US,en;q=0.9' };

  it('comes back to the Kiswahili page, whatever language the phone is set to', async () => {
    const res = await postForm(t, CONTACT, typed, { ...fromSw, referer: `${t.url}/sw/contact` });
    expect(res.status).toBe(303);
    expect(res.location).toBe('/sw/contact#message-sent');
  });

  it('is refused in Kiswahili: the page, its labels and core’s words, with the way back to /sw/contact', async () => {
    const res = await postForm(
      t,
      CONTACT,
      { ...typed, email: 'akinyi@' },
      { ...fromSw, referer: `${t.url}/sw/contact` },
    );
    expect(res.status).toBe(400);
    expect(res.html).toContain('<html lang="sw">');
    expect(res.html).toContain(m.shell_formNotSent({}, { locale: 'sw' }));
    expect(res.html).toContain(m.emailInvalid({}, { locale: 'sw' }));
    expect(res.html).toContain(`>${m.web_formSend({}, { locale: 'sw' })}</button>`);
    expect(res.html).toContain('href="/sw/contact"');
    expect(res.html).not.toContain(m.emailInvalid({}, { locale: 'en' }));
  });

  it('stays Kiswahili when resent from the refusal page (its form names the language; its Referer is /forms/…)', async () => {
    const refused = await postForm(
      t,
      CONTACT,
      { ...typed, email: 'akinyi@' },
      { ...fromSw, referer: `${t.url}/sw/contact` },
    );
    expect(refused.html).toContain(`action="${CONTACT}?lang=sw"`);
    expect(refused.html).toContain(m.messageFailed({}, { locale: 'sw' }));
    const fromRefusal = { ...fromSw, referer: `${t.url}${CONTACT}` };
    const again = await postForm(t, `${CONTACT}?lang=sw`, { ...typed, email: 'akinyi@' }, fromRefusal);
    expect(again.html).toContain('<html lang="sw">');
    const sent = await postForm(t, `${CONTACT}?lang=sw`, typed, fromRefusal);
    expect(sent.location).toBe('/sw/contact#message-sent');
  });
});
