// GET /api/health — PocketBase's body uses `code`, not `status`.
import type { FastifyInstance } from 'fastify';

export function registerHealth(app: FastifyInstance): void {
  app.get('/api/health', async () => ({ message: 'API is healthy.', code: 200, data: {} }));
}
