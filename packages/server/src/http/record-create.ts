// POST /api/collections/{c}/records — sign-up (users), a withdrawal, or an upgrade request.
// Money-moving creates honour `Idempotency-Key`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../domain/api-error.ts';
import { runIdempotent } from '../domain/idempotency.ts';
import { toRegistrationRecord, toUserRecord, toWithdrawalRecord } from '../domain/records.ts';
import { createRegistration } from '../domain/registrations.ts';
import { signUp } from '../domain/sign-up.ts';
import { createWithdrawal, validateWithdrawal } from '../domain/withdrawals.ts';
import { requireUser } from './auth.ts';
import { equals, oneOf, readBody, type BodySpec } from './body-fields.ts';
import { collectionFromParam } from './collection-param.ts';
import type { HttpContext } from './context.ts';

const FAILED = 'Failed to create record.';

export function registerRecordCreate(app: FastifyInstance, ctx: HttpContext): void {
  app.post<{ Params: { collection: string } }>('/api/collections/:collection/records', async (request) => {
    const collection = collectionFromParam(request.params.collection);
    if (collection === 'users') return createUser(request, ctx);
    if (collection === 'withdrawal') return createOwnWithdrawal(request, ctx);
    if (collection === 'registration') return createUpgradeRequest(request, ctx);
    throw forbidden('Only superusers can perform this action.');
  });
}

const idempotencyKey = (request: FastifyRequest) => {
  const raw = request.headers['idempotency-key'];
  return Array.isArray(raw) ? raw[0] : raw;
};

async function createUser(request: FastifyRequest, { deps, limits }: HttpContext) {
  const body = readBody(
    request.body,
    {
      writable: {
        username: 'string',
        phone: 'string',
        password: 'string',
        passwordConfirm: 'string',
        invitation_code: 'string',
        name: 'string',
        email: 'string',
        emailVisibility: 'boolean',
      },
      owned: {
        level: equals(1),
        investment: equals(0),
        income: equals(0),
        balance: equals(0),
        referals: equals(0),
        tasks_done: equals(0),
        verified: equals(false),
      },
    },
    FAILED,
  );
  await limits.signUpAttempt(request.ip);
  const user = await signUp(deps, {
    username: (body.username as string | undefined) ?? '',
    phone: (body.phone as string | undefined) ?? '',
    password: (body.password as string | undefined) ?? '',
    passwordConfirm: (body.passwordConfirm as string | undefined) ?? '',
    invitationCode: (body.invitation_code as string | undefined) ?? '',
    name: (body.name as string | undefined) ?? '',
    email: (body.email as string | undefined) ?? '',
    emailVisibility: body.emailVisibility === true,
  });
  // A guest creating an account gets its record back without e-mail unless visible (PocketBase).
  return toUserRecord(user, { withEmail: false });
}

/** The original client's payload (user, status 'pending', processed_at null) still works. */
const withdrawalBody = (uid: string) =>
  ({
    writable: { amount: 'any', mpesa_number: 'string', full_name: 'string' },
    owned: {
      user: oneOf(uid, ''),
      uid: oneOf(uid, ''),
      status: equals('pending'),
      processed_at: oneOf(null, ''),
      processing: equals(false),
      declined: equals(false),
      disbursed: equals(false),
    },
  }) satisfies BodySpec;

// Everything but the JSON parse happens inside runIdempotent's op: a retry's stored answer comes
// before the checks, since the first success may have spent the balance they would look at.
async function createOwnWithdrawal(request: FastifyRequest, { deps }: HttpContext) {
  const user = requireUser(request);
  const spec = withdrawalBody(user.id);
  const result = await runIdempotent(
    deps,
    {
      uid: user.id,
      key: idempotencyKey(request),
      route: 'withdrawal.create',
      body: request.body,
      rules: { amounts: ['amount'], echoes: spec.owned },
    },
    async (trx) => {
      const body = readBody(request.body, spec, FAILED);
      const valid = validateWithdrawal(
        {
          amount: body.amount,
          mpesaNumber: (body.mpesa_number as string | undefined) ?? '',
          fullName: (body.full_name as string | undefined) ?? '',
        },
        Number(user.balance),
      );
      return toWithdrawalRecord(await createWithdrawal(trx, user.id, valid, deps.now()));
    },
  );
  return result.body;
}

const registrationBody = (uid: string) =>
  ({
    writable: { level: 'number', mpesa_ref: 'string', amount: 'number' },
    owned: { uid: oneOf(uid, ''), processing: equals(true), declined: equals(false) },
  }) satisfies BodySpec;

async function createUpgradeRequest(request: FastifyRequest, { deps }: HttpContext) {
  const user = requireUser(request);
  const spec = registrationBody(user.id);
  // The bond amount must be a JSON number here, so it gets no amount normalisation: "3000" would
  // be refused as a fresh request and must not match a stored 3000.
  const result = await runIdempotent(
    deps,
    {
      uid: user.id,
      key: idempotencyKey(request),
      route: 'registration.create',
      body: request.body,
      rules: { echoes: spec.owned },
    },
    async (trx) => {
      const body = readBody(request.body, spec, FAILED);
      return toRegistrationRecord(
        await createRegistration(
          trx,
          user,
          { level: body.level, mpesaRef: body.mpesa_ref ?? '', amount: body.amount },
          deps.now(),
        ),
      );
    },
  );
  return result.body;
}
