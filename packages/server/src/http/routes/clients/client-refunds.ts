// /api/client/refunds (ADR 065): a client sends its balance back to its own M-Pesa number, and reads
// how its refunds went. With an Idempotency-Key a retried POST gets the first refund back instead of
// a second one. Money moves in domain/clients/refunds.ts, never here.
import type { FastifyInstance } from 'fastify';
import { listRefunds, requestRefund } from '../../../domain/clients/refunds.ts';
import { requireClient } from '../../plumbing/client-access.ts';
import { idempotencyKey } from '../../plumbing/idempotency-key.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerClientRefunds(app: FastifyInstance, { deps }: HttpContext): void {
  app.get('/api/client/refunds', async (request) => {
    const client = await requireClient(request, deps);
    return { items: await listRefunds(deps, client.id) };
  });

  app.post('/api/client/refunds', async (request) => {
    const client = await requireClient(request, deps);
    return requestRefund(deps, client, {
      body: request.body,
      key: idempotencyKey(request),
      locale: request.locale,
    });
  });
}
