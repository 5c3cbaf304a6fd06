// GET /api/account/export — "Download my data": a signed-in member's own data as a JSON file
// (domain/members/export.ts). Only ever the caller's: there is no id in the path to change.
import { myDataFileName } from '@mapato/core';
import type { FastifyInstance } from 'fastify';
import { exportMemberData } from '../../../domain/members/export.ts';
import { requireUser } from '../../plumbing/auth.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerMemberExport(app: FastifyInstance, { deps }: HttpContext): void {
  app.get('/api/account/export', async (request, reply) => {
    const user = requireUser(request);
    const data = await exportMemberData(deps, user.id, request.locale);
    return reply
      .header('content-disposition', `attachment; filename="${myDataFileName(user.username, data.exportedAt)}"`)
      .send(data);
  });
}
