// /api/admin/clients (ADR 057): admins create clients and record their bank transfers (four eyes
// above MAPATO_FOUR_EYES_MIN); support operators read the list, as they read everything in the
// console, and are refused every change like any other money move; admins approve clients' refunds. Every call that changes
// something, and each listing, is audited.
import type { FastifyInstance } from 'fastify';
import {
  clientSearchOf,
  CLIENT_EMAIL_TAKEN,
  fieldErrors,
  newClientProblem,
  PB,
  readClientDeposit,
  readNewClient,
  readNoBody,
} from '@mapato/protocol';
import { fromBody, orThrow } from '../../../domain/api-error.ts';
import { listClientsForAdmin } from '../../../domain/admin/clients-list.ts';
import { createClient, findClientByEmail, toClientRecord } from '../../../domain/clients/accounts.ts';
import { approveDeposit, listDeposits, recordDeposit } from '../../../domain/clients/deposits.ts';
import { approveRefund, listRefunds } from '../../../domain/clients/refunds.ts';
import { audit } from '../../../domain/security/audit.ts';
import { requireAdmin } from '../../plumbing/admin-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerAdminClients(app: FastifyInstance, { deps }: HttpContext): void {
  app.get<{ Querystring: { search?: unknown } }>('/api/admin/clients', async (request) => {
    const operator = await requireAdmin(request, deps, 'read');
    const search = clientSearchOf(request.query.search);
    const items = await listClientsForAdmin(deps, search);
    const details = search === '' ? { count: items.length } : { count: items.length, search };
    await audit(deps.db, operator.id, 'client.list', '', details, deps.now());
    return { items };
  });

  app.post('/api/admin/clients', async (request) => {
    const operator = await requireAdmin(request, deps, 'money');
    const body = orThrow(readNewClient(request.body));
    const problem = newClientProblem(body);
    if (problem) throw fromBody(fieldErrors(PB.createFailed, { client: ['validation_invalid_value', problem] }));
    // The console creates; a password reset is the command line's (`mapato client create` again).
    if (await findClientByEmail(deps, body.email))
      throw fromBody(fieldErrors(PB.createFailed, { email: ['validation_not_unique', CLIENT_EMAIL_TAKEN] }));
    const { client } = await createClient(deps, body, operator.id);
    return toClientRecord(client);
  });

  // Read-only, and not audited: the transfers were audited when recorded and approved.
  app.get<{ Params: { id: string } }>('/api/admin/clients/:id/deposits', async (request) => {
    await requireAdmin(request, deps, 'read');
    return { items: await listDeposits(deps, request.params.id) };
  });

  app.post<{ Params: { id: string } }>('/api/admin/clients/:id/deposits', async (request) => {
    const operator = await requireAdmin(request, deps, 'money');
    const deposit = orThrow(readClientDeposit(request.body));
    return recordDeposit(deps, operator.id, request.params.id, deposit);
  });

  app.post<{ Params: { id: string; deposit: string } }>(
    '/api/admin/clients/:id/deposits/:deposit/approve',
    async (request) => {
      const operator = await requireAdmin(request, deps, 'money');
      orThrow(readNoBody(request.body, PB.updateFailed));
      return approveDeposit(deps, operator.id, request.params.id, request.params.deposit);
    },
  );

  // A client's refunds to its M-Pesa number (ADR 065): read like its deposits; the approval that
  // completes the set (one admin, two above MAPATO_FOUR_EYES_MIN) sends it.
  app.get<{ Params: { id: string } }>('/api/admin/clients/:id/refunds', async (request) => {
    await requireAdmin(request, deps, 'read');
    return { items: await listRefunds(deps, request.params.id) };
  });

  app.post<{ Params: { id: string; refund: string } }>(
    '/api/admin/clients/:id/refunds/:refund/approve',
    async (request) => {
      const operator = await requireAdmin(request, deps, 'money');
      orThrow(readNoBody(request.body, PB.updateFailed));
      return approveRefund(deps, operator.id, request.params.id, request.params.refund);
    },
  );
}
