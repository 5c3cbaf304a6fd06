// The simulators' pages on our own origin (issue 13), in simulator mode only — never when real
// messages go out: /_sim/sms is the outbox a person reads (codes included), /_sim/sms.json the
// same newest first as JSON ({to, message, created}).
import type { FastifyInstance } from 'fastify';
import { renderSmsOutboxPage, smsOutboxJson } from '../sms-sim/index.ts';
import type { HttpContext } from './context.ts';

export function registerSimulatorPages(app: FastifyInstance, { africasTalking }: HttpContext): void {
  const outbox = africasTalking.simulatorOutbox;
  if (!outbox) return;
  app.get('/_sim/sms', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderSmsOutboxPage(outbox())),
  );
  app.get('/_sim/sms.json', async () => smsOutboxJson(outbox()));
}
