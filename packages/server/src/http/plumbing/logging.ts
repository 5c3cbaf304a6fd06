// The server's structured log (pino, through Fastify): JSON lines, with every secret path segment
// of a callback URL written as [redacted] (ADR 039). M-Pesa's token (ADR 019) and Africa's
// Talking's secret (ADR 033) are all that guards those routes, and a log travels further than the
// server: it is shipped, shared and pasted into tickets. Workers log through the same logger, so
// the same redaction covers them.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { CALLBACK_PATH_PREFIX } from '../../mpesa/index.ts';
import { AT_CALLBACK_PREFIX } from '../routes/callbacks/africastalking-callbacks.ts';

export const REDACTED = '[redacted]';

/** Where log lines go; Fastify's default is stdout. */
export interface LogStream {
  write(line: string): void;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// `<prefix>/<kind>/<secret>`: the kind is kept (it says which callback came), the secret is not. A
// segment ends at a slash, a query, a fragment, white space or the end of a JSON string.
const SECRET_SEGMENT = new RegExp(
  `((?:${[CALLBACK_PATH_PREFIX, AT_CALLBACK_PREFIX].map(escape).join('|')})/[^/?#\\s"\\\\]*/)[^/?#\\s"\\\\]+`,
  'gi',
);

/** The text with every callback secret replaced by [redacted]. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_SEGMENT, `$1${REDACTED}`);
}

/**
 * A request URL for the log. The router matches the decoded path (`/%61pi/…` reaches /api), so a
 * secret may arrive percent-encoded: such a URL is logged decoded, with the secret redacted.
 */
export function redactUrl(url: string): string {
  const plain = redactSecrets(url);
  if (plain !== url) return plain;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return url;
  }
  const redacted = redactSecrets(decoded);
  return redacted === decoded ? url : redacted;
}

/** Fastify's `logger` option: off, or on (to stdout or to `stream`) with the secrets redacted. */
export function loggerOptions(logger: boolean | { stream: LogStream } | undefined): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const destination = logger === true ? process.stdout : logger.stream;
  return {
    level: 'info',
    serializers: {
      // Fastify's own request summary, with the URL redacted (and decoded when it had to be).
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    // The last word on every line, whatever field or error message carries a URL.
    stream: { write: (line: string) => destination.write(redactSecrets(line)) },
  };
}
