// GET /api/tasks — today's tasks for the caller with completion state and the daily quota.
import type { FastifyInstance } from 'fastify';
import { listTasks } from '../../../domain/tasks/tasks.ts';
import { requireUser } from '../../plumbing/auth.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerTasksList(app: FastifyInstance, { deps }: HttpContext): void {
  app.get('/api/tasks', async (request) => listTasks(deps, requireUser(request), request.locale));
}
