// The simulator speaks AT's SMS protocol to any client, not only ours: raw HTTP requests and
// the answers of the platform notes, the outbox as JSON and as a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsSimulator, type SmsSimulator } from './index.ts';

let sim: SmsSimulator;
beforeAll(async () => {
  sim = await startSmsSimulator({ username: 'mapato-test', apiKey: 'sim-key' });
});
afterAll(async () => {
  await sim.close();
});

async function post(fields: Record<string, string>, headers: Record<string, string> = { apiKey: 'sim-key' }) {
  const response = await fetch(`${sim.url}/version1/messaging`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}
const send = (fields: Record<string, string>) => post({ username: 'mapato-test', ...fields });

describe('POST /version1/messaging', () => {
  it('201 with AT`s SMSMessageData for a good request', async () => {
    const answer = await send({ to: '+254712345678', message: 'Hello', enqueue: '1' });
    expect(answer.status).toBe(201);
    expect(answer.type).toBe('application/json');
    expect(JSON.parse(answer.text)).toEqual({
      SMSMessageData: {
        Message: 'Sent to 1/1 Total Cost: KES 0.8000',
        Recipients: [
          {
            statusCode: 101,
            number: '+254712345678',
            status: 'Success',
            cost: 'KES 0.8000',
            messageId: expect.stringMatching(/^ATXid_/),
          },
        ],
      },
    });
  });

  it('401 in plain text for a missing or wrong apiKey, or a wrong username', async () => {
    for (const answer of [
      await post({ username: 'mapato-test', to: '+254712345678', message: 'x' }, {}),
      await post({ username: 'mapato-test', to: '+254712345678', message: 'x' }, { apiKey: 'nope' }),
      await post({ username: 'other', to: '+254712345678', message: 'x' }),
      await post({ to: '+254712345678', message: 'x' }),
    ]) {
      expect(answer).toEqual({
        status: 401,
        type: 'text/plain; charset=utf-8',
        text: 'The supplied authentication is invalid',
      });
    }
  });

  it('400 for a missing `to` or `message`', async () => {
    expect(await send({ message: 'x' })).toMatchObject({ status: 400, text: expect.stringContaining("'to'") });
    expect(await send({ to: ' , ', message: 'x' })).toMatchObject({ status: 400 });
    expect(await send({ to: '+254712345678' })).toMatchObject({
      status: 400,
      text: expect.stringContaining("'message'"),
    });
  });

  it('trims a comma list and answers each number', async () => {
    const answer = JSON.parse((await send({ to: ' +254712345601 ,+254712340403,', message: 'Two' })).text);
    expect(
      answer.SMSMessageData.Recipients.map((r: { number: string; statusCode: number }) => [r.number, r.statusCode]),
    ).toEqual([
      ['+254712345601', 101],
      ['+254712340403', 403],
    ]);
  });

  it('wrong method: 405; unknown path: 404', async () => {
    expect((await fetch(`${sim.url}/version1/messaging`)).status).toBe(405);
    expect((await fetch(`${sim.url}/version1/nothing`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${sim.url}/sms`, { method: 'POST' })).status).toBe(405);
  });
});

describe('the outbox', () => {
  it('JSON: newest first, only accepted messages, {to, message, created}', async () => {
    const fresh = await startSmsSimulator();
    try {
      const sendTo = (to: string, message: string) =>
        fetch(`${fresh.url}/version1/messaging`, {
          method: 'POST',
          headers: { apiKey: fresh.credentials.apiKey },
          body: new URLSearchParams({ username: fresh.credentials.username, to, message }),
        });
      await sendTo('+254711000001', 'first');
      await sendTo('+254711000406', 'blacklisted');
      await sendTo('0711000002', 'not E.164');
      await sendTo('+254711000002', 'second');
      const response = await fetch(`${fresh.url}/sms.json`);
      expect(response.headers.get('content-type')).toBe('application/json');
      const outbox = (await response.json()) as { to: string; message: string; created: string }[];
      expect(outbox.map(({ to, message }) => ({ to, message }))).toEqual([
        { to: '+254711000002', message: 'second' },
        { to: '+254711000001', message: 'first' },
      ]);
      for (const sms of outbox) {
        expect(Object.keys(sms).sort()).toEqual(['created', 'message', 'to']);
        expect(new Date(sms.created).toISOString()).toBe(sms.created);
      }
      expect(fresh.outbox().map((m) => m.message)).toEqual(['second', 'first']);
    } finally {
      await fresh.close();
    }
  });

  it('the page: escaped, for a phone, refreshing itself, with no external asset', async () => {
    await send({ to: '+254712345679', message: '<script>alert("x")</script> Your code is 493027' });
    const response = await fetch(`${sim.url}/sms`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Your code is 493027');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/<meta http-equiv="refresh" content="\d+">/);
    expect(html).toContain('<p class="code" aria-label="Code 493027">493027</p>');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it('/ leads to the page', async () => {
    const response = await fetch(`${sim.url}/`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('sms');
  });
});
