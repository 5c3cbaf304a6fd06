// GET next[?project=] under /api/work — the next item as a 10-minute lease, or 404 with the reason
// nothing is available to this member (domain/paid-work/lease.ts).
import { WORK_API } from '@mapato/core';
import type { FastifyInstance } from 'fastify';
import { nextAssignment } from '../../../domain/paid-work/lease.ts';
import { requireMember } from '../../plumbing/auth.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerWorkNext(app: FastifyInstance, { deps }: HttpContext): void {
  app.get<{ Querystring: { project?: string } }>(`${WORK_API}/next`, async (request) => {
    const user = requireMember(request);
    const project =
      typeof request.query.project === 'string' && request.query.project !== '' ? request.query.project : undefined;
    return nextAssignment(deps, user, { project }, request.locale);
  });
}
