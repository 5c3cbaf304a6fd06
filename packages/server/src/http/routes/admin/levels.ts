// POST /api/admin/levels/{level} — an admin sets a level's way up: its bond, or (bond 0) the accepted
// answers and control accuracy that earn it (docs/decisions/076-level-settings.md). Admins only (a
// bond is money); a bad body is a 400 that changes nothing; each change is audited with before/after.
import type { FastifyInstance } from 'fastify';
import { levelOfPath, readLevelWay } from '@mapato/protocol';
import { notFound, orThrow } from '../../../domain/api-error.ts';
import { setLevelWay } from '../../../domain/levels/level-ways.ts';
import { requireAdmin } from '../../plumbing/admin-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerAdminLevels(app: FastifyInstance, { deps }: HttpContext): void {
  app.post<{ Params: { level: string } }>('/api/admin/levels/:level', async (request) => {
    const operator = await requireAdmin(request, deps, 'money');
    const level = levelOfPath(request.params.level);
    if (level === null) throw notFound();
    const input = orThrow(readLevelWay(request.body));
    return setLevelWay(deps, operator.id, level, input);
  });
}
