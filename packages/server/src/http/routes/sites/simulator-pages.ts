// The simulators' pages on our own origin (ADR 033), in simulator mode only — never when real
// messages go out:
//   /_sim/sms       the SMS outbox a person reads (codes included); /_sim/sms.json the same newest
//                   first as JSON ({to, message, created})
//   /_sim/ussd      a phone's USSD screen, played against our own Africa's Talking callback
import { randomBytes } from 'node:crypto';
import { SIMULATOR_USSD_CODE } from '@mapato/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderSmsOutboxPage, smsOutboxJson } from '../../../sms-sim/index.ts';
import { renderUssdPhonePage } from '../../../ussd-sim/phone-page.ts';
import type { HttpContext } from '../../plumbing/context.ts';
import { formOf } from '../../plumbing/africastalking-request.ts';
import { USSD_CALLBACK_PATH } from '../callbacks/ussd.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';

export async function registerSimulatorPages(app: FastifyInstance, { africasTalking }: HttpContext): Promise<void> {
  const outbox = africasTalking.simulatorOutbox;
  const secret = africasTalking.callbackSecret;
  if (!outbox || !secret) return;
  app.get('/_sim/sms', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderSmsOutboxPage(outbox())),
  );
  app.get('/_sim/sms.json', async () => smsOutboxJson(outbox()));

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    scope.get<{ Querystring: { phone?: string } }>('/_sim/ussd', async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(renderUssdPhonePage({ phone: request.query.phone ?? '', sessionId: '', text: '', answer: null })),
    );
    scope.post('/_sim/ussd', async (request, reply) => {
      const form = formOf(request.body);
      const phone = form.phone ?? '';
      const dialling = form.dial === '1';
      const sessionId = dialling ? `ATUid_sim_${randomBytes(8).toString('hex')}` : (form.sessionId ?? '');
      const before = dialling ? '' : (form.text ?? '');
      const input = form.input ?? '';
      const text = dialling ? '' : before === '' ? input : `${before}*${input}`;
      const answer = await callback(request, secret, { sessionId, phoneNumber: phone, text });
      return reply.type('text/html; charset=utf-8').send(renderUssdPhonePage({ phone, sessionId, text, answer }));
    });
  });
}

/** One hop through our real callback over HTTP, exactly as Africa's Talking sends it. */
async function callback(
  request: FastifyRequest,
  secret: string,
  hop: { sessionId: string; phoneNumber: string; text: string },
): Promise<string> {
  const address = request.server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const bound = typeof address === 'object' && address ? address.address : '127.0.0.1';
  const host = bound === '0.0.0.0' || bound === '::' ? '127.0.0.1' : bound.includes(':') ? `[${bound}]` : bound;
  const res = await fetch(`http://${host}:${port}${USSD_CALLBACK_PATH}/${secret}`, {
    method: 'POST',
    headers: { 'content-type': FORM_TYPE },
    body: new URLSearchParams({ ...hop, serviceCode: SIMULATOR_USSD_CODE, networkCode: '99999' }),
  });
  const body = await res.text();
  return res.ok ? body : `END Africa's Talking would end the session: HTTP ${res.status}.`;
}
