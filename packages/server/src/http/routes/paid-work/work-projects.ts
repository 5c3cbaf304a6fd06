// GET /api/work/projects — the live projects this member may work on, with pay and pay per hour.
import type { FastifyInstance } from 'fastify';
import { workProjects } from '../../../domain/paid-work/projects.ts';
import { requireMember } from '../../plumbing/auth.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerWorkProjects(app: FastifyInstance, { deps }: HttpContext): void {
  app.get('/api/work/projects', async (request) => workProjects(deps.db, requireMember(request).id, request.locale));
}
