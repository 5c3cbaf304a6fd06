// GET /api/admin/me, /api/admin/settings, /api/admin/overview and /api/admin/guard: who is signed in
// (and may they move money), the configuration the console shows read-only, the figures of the day,
// and the solvency guard alone, which the console's frame shows on every page (ADR 075).
import type { FastifyInstance } from 'fastify';
import { DAILY_WITHDRAWAL_LIMIT, MIN_WITHDRAWAL } from '@mapato/core';
import type { Admin, AdminRole, AdminSettings, AdminSolvency } from '@mapato/protocol';
import { guardState } from '../../../domain/books/guard.ts';
import { overview } from '../../../domain/admin/overview.ts';
import { requireAdmin } from '../../plumbing/admin-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';

export function registerAdminOverview(app: FastifyInstance, { deps }: HttpContext): void {
  app.get('/api/admin/me', async (request): Promise<Admin> => {
    const { id, email, role } = await requireAdmin(request, deps);
    // The column holds only the roles `mapato superuser create` accepts (domain/admin/admins.ts).
    return { id, email, role: role as AdminRole };
  });
  app.get('/api/admin/settings', async (request): Promise<AdminSettings> => {
    await requireAdmin(request, deps);
    return {
      mpesaMode: deps.payments.mode,
      autoPayoutMax: deps.payments.autoPayoutMax,
      fourEyesMin: deps.payments.fourEyesMin,
      dailyLimit: DAILY_WITHDRAWAL_LIMIT,
      minWithdrawal: MIN_WITHDRAWAL,
    };
  });
  app.get('/api/admin/overview', async (request) => {
    await requireAdmin(request, deps);
    return overview(deps);
  });
  app.get('/api/admin/guard', async (request): Promise<AdminSolvency> => {
    await requireAdmin(request, deps);
    return guardState(deps.db, deps.payments.solvencyMin);
  });
}
