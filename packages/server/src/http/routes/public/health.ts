// GET /api/health — PocketBase's body (protocol).
import type { FastifyInstance } from 'fastify';
import { healthBody } from '@mapato/protocol';

export function registerHealth(app: FastifyInstance): void {
  app.get('/api/health', async () => healthBody());
}
