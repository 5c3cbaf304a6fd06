// POST /api/payments/daraja/{kind}/{token} — M-Pesa's callbacks (reference §8, ADR 019). Daraja
// signs nothing, so: a secret path token compared in constant time (404 on mismatch, as for any
// unknown path), an optional source-IP allowlist, and the payload matched to a row of ours later.
// Each accepted callback is stored as received and answered at once; applying it happens after
// that commit, so M-Pesa never waits on our books and a crash cannot lose what it told us.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../domain/api-error.ts';
import { applyCallback, storeCallback } from '../../../domain/payments/callbacks.ts';
import {
  CALLBACK_ACK,
  CALLBACK_KINDS,
  CALLBACK_PATH_PREFIX,
  callbackTokenMatches,
  isAllowedSource,
  type CallbackKind,
} from '../../../mpesa/index.ts';
import type { HttpContext } from '../../plumbing/context.ts';

const isKind = (kind: string): kind is CallbackKind => (CALLBACK_KINDS as readonly string[]).includes(kind);

export function registerPaymentCallbacks(app: FastifyInstance, ctx: HttpContext): void {
  // Its own scope, so that this route alone takes JSON as text: the payload is stored byte for
  // byte as M-Pesa sent it (a re-serialised copy would lose e.g. "Value": 1.00), and parsed when
  // applied (what does not parse is kept, as 'invalid').
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, typeof body === 'string' ? body : body.toString('utf8')),
    );
    registerRoute(scope, ctx);
  });
}

function registerRoute(app: FastifyInstance, { deps, callbacks }: HttpContext): void {
  app.post<{ Params: { kind: string; token: string }; Body: string | undefined }>(
    `${CALLBACK_PATH_PREFIX}/:kind/:token`,
    async (request) => {
      const { kind, token } = request.params;
      if (!callbacks || !isKind(kind) || !callbackTokenMatches(token, callbacks.token)) throw notFound();
      if (!isAllowedSource(request.ip, callbacks.allowedSourceIps)) {
        request.log.warn({ ip: request.ip, kind }, 'M-Pesa callback from an address not on the allowlist');
        throw notFound();
      }
      const id = await storeCallback(deps, kind, request.body ?? '', request.ip);
      setImmediate(() => {
        applyCallback(deps, id)
          .then(() => deps.payments.wake())
          .catch((error: Error) => request.log.error({ err: error, id }, 'applying an M-Pesa callback failed'));
      });
      return CALLBACK_ACK;
    },
  );
}
