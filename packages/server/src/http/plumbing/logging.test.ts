// The log's redaction (ADR 039): every callback secret, wherever a line carries it.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactSecrets, redactUrl } from './logging.ts';

const TOKEN = 'Zr4Qm8Wc2Yx7Vb1Nt6Lp0Ks9Jh3Gf5Dd';

describe('redaction', () => {
  it('keeps the kind of callback and drops its secret, in URLs and in any text', () => {
    expect(redactUrl(`/api/payments/daraja/stk/${TOKEN}`)).toBe('/api/payments/daraja/stk/[redacted]');
    expect(redactUrl(`/callbacks/at/ussd/${TOKEN}?a=1`)).toBe('/callbacks/at/ussd/[redacted]?a=1');
    expect(redactUrl(`/callbacks/at/sms/${TOKEN}%ZZ`)).toBe('/callbacks/at/sms/[redacted]');
    expect(redactUrl(`/%61pi/payments/daraja/b2c-result/${TOKEN}`)).toBe('/api/payments/daraja/b2c-result/[redacted]');
    expect(redactUrl(`/api/payments/daraja/stk/%${TOKEN.slice(0, 2)}${TOKEN.slice(2)}`)).not.toContain(TOKEN.slice(2));
    expect(redactSecrets(`POST https://x.test/API/Payments/Daraja/stk/${TOKEN} failed`)).toBe(
      'POST https://x.test/API/Payments/Daraja/stk/[redacted] failed',
    );
    expect(redactUrl('/api/collections/users/records?page=2')).toBe('/api/collections/users/records?page=2');
  });

  it('covers what a worker logs through a child of the server’s logger, error stacks included', () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions({ stream: { write: (line) => void lines.push(line) } }) });
    const failure = new Error(`POST http://127.0.0.1:8090/callbacks/at/sms/${TOKEN} answered 500`);
    app.log.child({ worker: 'sms' }).error({ err: failure }, `sms: sending to /api/payments/daraja/stk/${TOKEN}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(TOKEN);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 50,
      worker: 'sms',
      msg: 'sms: sending to /api/payments/daraja/stk/[redacted]',
      err: { message: 'POST http://127.0.0.1:8090/callbacks/at/sms/[redacted] answered 500' },
    });
  });
});
