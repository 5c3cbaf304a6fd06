// USSD (ADR 034): Africa's Talking's callback at /callbacks/at/ussd/{secret} (form-encoded:
// sessionId, serviceCode, phoneNumber, networkCode, text), answered with the menu's `CON …` or
// `END …` as text/plain; and the member's USSD PIN, set in Account:
//   POST /api/account/ussd-pin {pin, pinConfirm, password} → 204
// `text` carries the PIN: neither it nor the request body is ever logged (the route logs nothing
// of the request; Fastify's logger records method and URL only, and the URL holds no input).
import type { FastifyInstance } from 'fastify';
import { readUssdPin } from '@mapato/protocol';
import { notFound, orThrow } from '../../../domain/api-error.ts';
import { setUssdPin } from '../../../domain/ussd/pin.ts';
import { ussdServices } from '../../../domain/ussd/services.ts';
import { answerUssd } from '../../../ussd/menu.ts';
import { formOf, secretMatches } from '../../plumbing/africastalking-request.ts';
import { requireUser } from '../../plumbing/auth.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export const USSD_CALLBACK_PATH = '/callbacks/at/ussd';

/** Registered in the Africa's Talking callbacks' scope (their form reader). */
export function registerUssdCallback(app: FastifyInstance, { deps, africasTalking }: HttpContext): void {
  app.post<{ Params: { secret: string } }>(`${USSD_CALLBACK_PATH}/:secret`, async (request, reply) => {
    if (!secretMatches(request.params.secret, africasTalking.callbackSecret)) throw notFound();
    const form = formOf(request.body);
    const services = ussdServices(deps, request.hostname || 'mapato.co.ke');
    services.onError = (error) =>
      request.log.error(
        { err: error instanceof Error ? { message: error.message } : String(error) },
        'USSD step failed',
      );
    const answer = await answerUssd(
      {
        sessionId: form.sessionId ?? '',
        phoneNumber: form.phoneNumber ?? '',
        text: form.text ?? '',
        serviceCode: form.serviceCode ?? '',
      },
      services,
    );
    return reply.type('text/plain; charset=utf-8').send(answer);
  });
}

export function registerUssdPin(app: FastifyInstance, { deps }: HttpContext): void {
  app.post('/api/account/ussd-pin', async (request, reply) => {
    const user = requireUser(request);
    const { pin, password } = orThrow(readUssdPin(request.body, request.locale));
    await setUssdPin(deps, user, pin, password, request.locale);
    return reply.status(204).send();
  });
}
