// GET /api/tasks — the caller's one-time tasks with completion state, and today's paid-work answers
// against the level's limit (the daily slots are retired: docs/decisions/059-paid-work-task-area.md).
import type { FastifyInstance } from 'fastify';
import { listTasks } from '../../../domain/tasks/tasks.ts';
import { requireUser } from '../../plumbing/auth.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerTasksList(app: FastifyInstance, { deps }: HttpContext): void {
  app.get('/api/tasks', async (request) => listTasks(deps, requireUser(request), request.locale));
}
