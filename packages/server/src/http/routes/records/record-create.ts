// POST /api/collections/{c}/records — sign-up (users), a withdrawal, or an upgrade request.
// Money-moving creates honour `Idempotency-Key`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PB, readSignUp, readUpgrade, upgradeFingerprint } from '@mapato/protocol';
import { forbidden, orThrow } from '../../../domain/api-error.ts';
import { runIdempotent } from '../../../domain/idempotency.ts';
import { toRegistrationRecord, toUserRecord } from '../../../domain/records/wire.ts';
import { createRegistration } from '../../../domain/money/registrations.ts';
import { signUp } from '../../../domain/members/sign-up.ts';
import { withdraw } from '../../../domain/money/withdrawals.ts';
import { requireUser } from '../../plumbing/auth.ts';
import { collectionFromParam } from './collection-param.ts';
import { idempotencyKey } from '../../plumbing/idempotency-key.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerRecordCreate(app: FastifyInstance, ctx: HttpContext): void {
  app.post<{ Params: { collection: string } }>('/api/collections/:collection/records', async (request) => {
    const collection = collectionFromParam(request.params.collection);
    if (collection === 'users') return createUser(request, ctx);
    if (collection === 'withdrawal') return createOwnWithdrawal(request, ctx);
    if (collection === 'registration') return createUpgradeRequest(request, ctx);
    throw forbidden(PB.superusersOnly);
  });
}

async function createUser(request: FastifyRequest, { deps, limits }: HttpContext) {
  const body = orThrow(readSignUp(request.body));
  await limits.signUpAttempt(request.ip);
  const user = await signUp(deps, body, request.locale);
  // A guest creating an account gets its record back without e-mail unless visible (PocketBase).
  return toUserRecord(user, { withEmail: false });
}

// The API's withdrawal is domain/money/withdrawals.ts's withdraw(), the same one USSD calls.
async function createOwnWithdrawal(request: FastifyRequest, { deps }: HttpContext) {
  const user = requireUser(request);
  return withdraw(deps, {
    uid: user.id,
    key: idempotencyKey(request),
    body: request.body,
    balance: Number(user.balance),
    locale: request.locale,
  });
}

async function createUpgradeRequest(request: FastifyRequest, { deps }: HttpContext) {
  const user = requireUser(request);
  const result = await runIdempotent(
    deps,
    {
      uid: user.id,
      key: idempotencyKey(request),
      route: 'registration.create',
      body: request.body,
      rules: upgradeFingerprint(user.id),
    },
    async (trx) => {
      const input = orThrow(readUpgrade(request.body, user.id));
      return toRegistrationRecord(
        await createRegistration(trx, user, input, deps.now(), deps.payments, request.locale),
      );
    },
  );
  deps.payments.wake();
  return result.body;
}
