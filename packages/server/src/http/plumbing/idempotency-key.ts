// The `Idempotency-Key` header of a money-moving POST (domain/idempotency.ts): the first value when
// a client sent it twice, undefined when it sent none.
import type { FastifyRequest } from 'fastify';

export const idempotencyKey = (request: FastifyRequest): string | undefined => {
  const raw = request.headers['idempotency-key'];
  return Array.isArray(raw) ? raw[0] : raw;
};
