import { describe, expect, it } from 'vitest';
import { renderSmsOutboxPage, smsOutboxJson, type OutboxEntry } from './outbox-page.ts';
import { SCENARIOS, scenarioFor } from './scenarios.ts';

const sms = (to: string, message: string, created: string): OutboxEntry => ({ to, message, created });

describe('smsOutboxJson', () => {
  it('is newest first whatever the order given, with only to, message and created', () => {
    const older = sms('+254711000001', 'older', '2026-03-01T10:00:00.000Z');
    const newer = { ...sms('+254711000002', 'newer', '2026-03-01T10:00:05.000Z'), messageId: 'x' };
    expect(smsOutboxJson([older, newer])).toEqual([
      { to: '+254711000002', message: 'newer', created: '2026-03-01T10:00:05.000Z' },
      { to: '+254711000001', message: 'older', created: '2026-03-01T10:00:00.000Z' },
    ]);
  });

  it('keeps the order given for messages of the same instant', () => {
    const at = '2026-03-01T10:00:00.000Z';
    expect(smsOutboxJson([sms('a', '1', at), sms('b', '2', at)]).map((m) => m.to)).toEqual(['a', 'b']);
  });
});

describe('renderSmsOutboxPage', () => {
  it('escapes everything a message or number carries', () => {
    const html = renderSmsOutboxPage([sms('+254<b>', `<script>alert('x')</script>&amp;`, '2026-03-01T10:00:00.000Z')]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;amp;');
    expect(html).toContain('+254&lt;b&gt;');
  });

  it('shows each message newest first, with Nairobi time and the code made prominent', () => {
    const html = renderSmsOutboxPage([
      sms('+254711000001', 'Welcome to Mapato', '2026-03-01T10:00:00.000Z'),
      sms('+254711000002', 'Your Mapato code is 482913. It expires in 10 minutes.', '2026-03-01T10:00:05.000Z'),
    ]);
    expect(html.indexOf('+254711000002')).toBeLessThan(html.indexOf('+254711000001'));
    expect(html).toContain('<time datetime="2026-03-01T10:00:05.000Z">1 Mar, 13:00:05</time>');
    expect(html).toContain('<p class="code" aria-label="Code 482913">482913</p>');
    expect(html.match(/class="code"/g)).toHaveLength(1);
    expect(html).toContain('2 messages, newest first');
  });

  it.each([
    ['an amount', 'You earned KSh 150,000.00 today'],
    ['a long number', 'Reference 1234567'],
    ['a decimal', 'Rate 123456.5'],
  ])('does not take %s for a code', (_what, message) => {
    expect(renderSmsOutboxPage([sms('+254711000001', message, '2026-03-01T10:00:00.000Z')])).not.toContain(
      'class="code"',
    );
  });

  it('is a page for a small phone that refreshes itself and loads nothing from elsewhere', () => {
    const html = renderSmsOutboxPage([]);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta http-equiv="refresh" content="3">');
    expect(html).toContain('No SMS sent yet.');
    expect(html).not.toMatch(/<script|<link|src=|url\(/i);
    expect(html).toContain('href="sms.json"');
  });

  it('lists the scenario numbers', () => {
    const html = renderSmsOutboxPage([]);
    for (const s of SCENARIOS) expect(html).toContain(`<td>…${s.suffix}</td>`);
  });
});

describe('scenarioFor', () => {
  it.each([
    ['+254712345678', 101],
    ['+254112345678', 101],
    ['+254712340403', 403],
    ['+254712340500', 500],
    ['+254712340102', 102],
    ['+255712345678', 403],
    ['254712345678', 403],
    ['0712345678', 403],
    ['+2547123456789', 403],
  ])('%s → %i', (number, statusCode) => {
    expect(scenarioFor(number).statusCode).toBe(statusCode);
  });

  it('…0000 is accepted and then fails as AbsentSubscriber', () => {
    expect(scenarioFor('+254700000000')).toMatchObject({ statusCode: 101, failureReason: 'AbsentSubscriber' });
  });
});
