// GET /api/client/projects/{id}/results?format=csv|jsonl and GET /api/client/ledger (ADR 057).
import { resultsFormatRefusal } from '@mapato/core';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../../domain/api-error.ts';
import { projectResults, resultsCsv, resultsJsonl } from '../../../domain/clients/results.ts';
import { clientLedger } from '../../../domain/clients/ledger-view.ts';
import { requireClient } from '../../plumbing/client-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerClientResults(app: FastifyInstance, { deps }: HttpContext): void {
  app.get<{ Params: { id: string }; Querystring: { format?: string } }>(
    '/api/client/projects/:id/results',
    async (request, reply) => {
      const client = await requireClient(request, deps);
      const format = request.query.format ?? 'csv';
      if (format !== 'csv' && format !== 'jsonl') throw badRequest(resultsFormatRefusal(request.locale));
      const rows = await projectResults(deps, client.id, request.params.id);
      const file = `results-${request.params.id}.${format}`;
      return reply
        .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(format === 'csv' ? resultsCsv(rows) : resultsJsonl(rows));
    },
  );

  app.get('/api/client/ledger', async (request) => {
    const client = await requireClient(request, deps);
    return clientLedger(deps, client.id);
  });
}
