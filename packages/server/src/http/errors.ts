// Every error leaves as PocketBase's {status, message, data}; nothing else, never a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, GENERIC_400 } from '../domain/api-error.ts';

const DEFAULT_MESSAGES: Record<number, string> = {
  400: GENERIC_400,
  401: 'Missing or invalid authentication.',
  403: 'You are not allowed to perform this request.',
  404: "The requested resource wasn't found.",
  413: 'Request entity too large.',
  415: 'Unsupported content type: send JSON.',
  429: 'Too Many Requests.',
  500: GENERIC_400,
};

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.status(error.status).send({ status: error.status, message: error.message, data: error.data });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, new ApiError(status, DEFAULT_MESSAGES[status] ?? GENERIC_400));
  });
}
