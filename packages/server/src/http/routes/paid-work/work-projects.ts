// GET projects under /api/work — the live projects this member may work on, with pay and pay per hour.
import { WORK_API } from '@mapato/core';
import type { FastifyInstance } from 'fastify';
import { workProjects } from '../../../domain/paid-work/projects.ts';
import { requireMember } from '../../plumbing/auth.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerWorkProjects(app: FastifyInstance, { deps }: HttpContext): void {
  app.get(`${WORK_API}/projects`, async (request) => workProjects(deps.db, requireMember(request).id, request.locale));
}
