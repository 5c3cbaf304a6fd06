// Africa's Talking's callbacks (ADR 033): SMS delivery reports at /callbacks/at/sms/{secret} and
// the USSD menu at /callbacks/at/ussd/{secret} (ussd.ts), both form-encoded. AT signs nothing: the secret path is compared in constant time and a wrong one
// is a 404 like any unknown path. What a report says is stored on our message; a report about a
// message we do not know is acknowledged and dropped.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../domain/api-error.ts';
import { applyDeliveryReport } from '../../../domain/messaging/sms/delivery.ts';
import { parseDeliveryReport } from '../../../sms/index.ts';
import { formOf, secretMatches } from '../../plumbing/africastalking-request.ts';
import type { HttpContext } from '../../plumbing/context.ts';
import { registerUssdCallback } from './ussd.ts';

export const AT_CALLBACK_PREFIX = '/callbacks/at';

export async function registerAfricasTalkingCallbacks(app: FastifyInstance, ctx: HttpContext): Promise<void> {
  // Its own scope: Africa's Talking posts forms, which no other route reads.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    registerDeliveryReports(scope, ctx);
    registerUssdCallback(scope, ctx);
  });
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

function registerDeliveryReports(app: FastifyInstance, { deps, africasTalking }: HttpContext): void {
  app.post<{ Params: { secret: string } }>(`${AT_CALLBACK_PREFIX}/sms/:secret`, async (request, reply) => {
    if (!secretMatches(request.params.secret, africasTalking.callbackSecret)) throw notFound();
    const report = parseDeliveryReport(formOf(request.body));
    if (!report) {
      request.log.warn('an SMS delivery report that does not parse');
      return reply.status(200).send();
    }
    await applyDeliveryReport(deps, {
      providerId: report.messageId,
      status: report.status,
      delivered: report.delivered,
      final: report.final,
      failureReason: report.failureReason ?? '',
    });
    return reply.status(200).send();
  });
}
