// GET /api/admin/me, /api/admin/settings and /api/admin/overview: who is signed in (and may they
// move money), the configuration the console shows read-only, and the figures of the day.
import type { FastifyInstance } from 'fastify';
import { DAILY_WITHDRAWAL_LIMIT, MIN_WITHDRAWAL } from '@mapato/core';
import type { Admin, AdminRole, AdminSettings } from '@mapato/protocol';
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
}
