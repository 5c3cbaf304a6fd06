// GET /api/demo-accounts — only on a server started with --demo: the demo members' credentials
// (already printed at start-up) so the login page can offer them. Elsewhere a 404, so a real
// deployment never advertises accounts that do not exist.
import type { FastifyInstance } from 'fastify';
import { demoAccountsBody } from '@mapato/protocol';
import { notFound } from '../../../domain/api-error.ts';

export function registerDemoAccounts(app: FastifyInstance, demo: boolean): void {
  app.get('/api/demo-accounts', async () => {
    if (!demo) throw notFound();
    return demoAccountsBody();
  });
}
