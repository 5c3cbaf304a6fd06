// Changing a verified account's phone (ADR 036): the code goes to the new number, and the change
// takes effect only when it is typed there.
//   POST /api/account/phone-change/request-verification {phone} → 204, a code to the new number
//   POST /api/account/phone-change/confirm-verification {code}  → 204, the new number is the account's
// PATCH users/{id} {phone} by a verified member asks for the same code (record-update.ts).
import type { FastifyInstance } from 'fastify';
import { readPhoneChange, readVerificationCode } from '@mapato/protocol';
import { orThrow } from '../../../domain/api-error.ts';
import { confirmPhoneChange, requestPhoneChange } from '../../../domain/phones/change.ts';
import { requireUser } from '../../plumbing/auth.ts';
import type { HttpContext } from '../../plumbing/context.ts';

const PHONE_CHANGE = '/api/account/phone-change';

export function registerPhoneChange(app: FastifyInstance, { deps, limits }: HttpContext): void {
  app.post(`${PHONE_CHANGE}/request-verification`, async (request, reply) => {
    const user = requireUser(request);
    const { phone } = orThrow(readPhoneChange(request.body, request.locale));
    // Per member and per number, like every code: nobody is flooded with SMS.
    await limits.phoneCodeAttempt(user.id, phone);
    await requestPhoneChange(deps, user, phone, request.locale);
    return reply.status(204).send();
  });

  app.post(`${PHONE_CHANGE}/confirm-verification`, async (request, reply) => {
    const user = requireUser(request);
    const { code } = orThrow(readVerificationCode(request.body, request.locale));
    await confirmPhoneChange(deps, user, code, request.locale);
    return reply.status(204).send();
  });
}
