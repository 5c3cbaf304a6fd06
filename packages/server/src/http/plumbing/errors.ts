// Every error leaves as PocketBase's {status, message, data} with the security headers; nothing
// else, never a stack trace — including what the router and Node refuse before any route runs.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PB } from '@mapato/protocol';
import { ApiError, badRequest, notFound } from '../../domain/api-error.ts';
import type { TrustFunction } from './trust-proxy.ts';
import {
  CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  setSecurityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers.ts';

const DEFAULT_MESSAGES: Record<number, string> = {
  400: PB.generic400,
  401: 'Missing or invalid authentication.',
  403: PB.notAllowed,
  404: PB.notFound,
  408: 'The request took too long to arrive.',
  413: 'Request entity too large.',
  415: 'Unsupported content type: send JSON.',
  429: PB.tooManyRequests,
  431: 'Request headers too large.',
  500: PB.generic400,
};

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.status(error.status).send({ status: error.status, message: error.message, data: error.data });
}

/** Any error as the ApiError it is answered with; an unexpected one is logged and becomes a bare 500. */
export function asApiError(error: FastifyError | ApiError, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'unhandled error');
  return new ApiError(status, DEFAULT_MESSAGES[status] ?? PB.generic400);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => sendError(reply, asApiError(error, request)));
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route (and so before any hook)
 * runs. Every path parameter we have names a record or a collection, so one too long to be
 * routed names nothing: a 404. The request Fastify builds here ignores trustProxy, so whether it
 * came over HTTPS is read as the routed requests read it.
 */
export function frameworkErrorHandler(trust: TrustFunction | false) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const apiError =
      error.code === 'FST_ERR_BAD_URL'
        ? badRequest('The request URL is malformed.')
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? notFound()
          : new ApiError(500, PB.generic400);
    if (apiError.status === 500) request.log.error({ err: error }, 'router error');
    const forwarded = String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')
      .pop()
      ?.trim();
    // X-Forwarded-Proto counts only when the peer is one of our proxies (http/plumbing/trust-proxy.ts).
    const peer = request.raw.socket?.remoteAddress;
    const fromProxy = trust !== false && peer !== undefined && trust(peer, 0);
    setSecurityHeaders(request, reply, request.protocol === 'https' || (fromProxy && forwarded === 'https'));
    void sendError(reply, apiError);
  };
}

/**
 * Fastify's `clientErrorHandler`: Node refused the connection's request itself (too slow, headers
 * too large, unparsable). There is no request object, so the answer is written to the socket.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  this.log.debug({ err: error }, 'client error');
  // Never write into the middle of an answer already on its way.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !answering) {
    const body = JSON.stringify({ status, message: DEFAULT_MESSAGES[status], data: {} });
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
      'cache-control': 'no-store',
      'content-security-policy': CONTENT_SECURITY_POLICY,
      ...SECURITY_HEADERS,
    };
    if ((socket as Socket & { encrypted?: boolean }).encrypted)
      headers['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
