// GET /api/levels — the level table and the public salary table, for the public site and the
// upgrade dialog. Public: no auth.
import type { FastifyInstance } from 'fastify';
import { LEVELS, SALARY_TABLE_NOTE, salaryTable } from '@mapato/core';

export function registerLevels(app: FastifyInstance): void {
  const body = { levels: LEVELS, salary: salaryTable(), note: SALARY_TABLE_NOTE };
  app.get('/api/levels', async () => body);
}
