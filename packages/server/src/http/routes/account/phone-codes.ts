// The SMS-code routes (ADR 033). PocketBase's own verification and password-reset
// routes send e-mail links; ours send a 6-digit code by SMS to the member's phone (members have
// phones, few read e-mail), keeping PocketBase's paths and its 204 answers.
//   POST /api/collections/users/request-verification   signed in          → 204, code by SMS
//   POST /api/collections/users/confirm-verification   signed in, {code}  → 204, phone verified
//   POST /api/collections/users/request-password-reset {phone}            → 204 whether or not known
//   POST /api/collections/users/confirm-password-reset {phone, code, password, passwordConfirm} → 204
//   POST /api/account/payout-numbers/request-verification {mpesa_number}       → 204, code to that number
//   POST /api/account/payout-numbers/confirm-verification {mpesa_number, code} → 204, it may be paid to
import type { FastifyInstance } from 'fastify';
import { readPayoutNumber, readResetConfirm, readResetRequest, readVerificationCode } from '@mapato/protocol';
import { orThrow } from '../../../domain/api-error.ts';
import { confirmPasswordReset, requestPasswordReset } from '../../../domain/members/password-reset.ts';
import { confirmPayoutNumber, requestPayoutNumberCode } from '../../../domain/phones/payout-numbers.ts';
import { confirmPhoneVerification, requestPhoneVerification } from '../../../domain/phones/verification.ts';
import { requireUser } from '../../plumbing/auth.ts';
import type { HttpContext } from '../../plumbing/context.ts';

const USERS = '/api/collections/users';
const PAYOUT_NUMBERS = '/api/account/payout-numbers';

export function registerPhoneCodes(app: FastifyInstance, { deps, limits }: HttpContext): void {
  app.post(`${USERS}/request-verification`, async (request, reply) => {
    const user = requireUser(request);
    await limits.phoneCodeAttempt(user.id, user.phone);
    await requestPhoneVerification(deps, user, request.locale);
    return reply.status(204).send();
  });

  app.post(`${USERS}/confirm-verification`, async (request, reply) => {
    const user = requireUser(request);
    const { code } = orThrow(readVerificationCode(request.body, request.locale));
    await confirmPhoneVerification(deps, user, code, request.locale);
    return reply.status(204).send();
  });

  app.post(`${USERS}/request-password-reset`, async (request, reply) => {
    await limits.passwordResetAttempt(request.ip);
    const { phone } = orThrow(readResetRequest(request.body, request.locale));
    await limits.phoneCodeAttempt(null, phone);
    await requestPasswordReset(deps, phone, request.locale);
    return reply.status(204).send();
  });

  app.post(`${USERS}/confirm-password-reset`, async (request, reply) => {
    await limits.passwordResetAttempt(request.ip);
    const reset = orThrow(readResetConfirm(request.body, request.locale));
    // Counted before the code is compared, known number or not (ADR 037).
    await limits.resetCodeAttempt(reset.phone, request.ip);
    await confirmPasswordReset(deps, reset, request.locale);
    return reply.status(204).send();
  });

  app.post(`${PAYOUT_NUMBERS}/request-verification`, async (request, reply) => {
    const user = requireUser(request);
    const { msisdn } = orThrow(readPayoutNumber(request.body, false, request.locale));
    // Per member and per number, like the account's own code: nobody is flooded with SMS.
    await limits.phoneCodeAttempt(user.id, `+${msisdn}`);
    await requestPayoutNumberCode(deps, user, msisdn, request.locale);
    return reply.status(204).send();
  });

  app.post(`${PAYOUT_NUMBERS}/confirm-verification`, async (request, reply) => {
    const user = requireUser(request);
    const { msisdn, code } = orThrow(readPayoutNumber(request.body, true, request.locale));
    await confirmPayoutNumber(deps, user, { msisdn, code }, request.locale);
    return reply.status(204).send();
  });
}
