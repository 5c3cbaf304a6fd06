// Workers fail where nobody watches: their failures belong in the server's structured log (JSON
// lines, the same logger and redaction as the requests, ADR 039), not on a stderr nobody collects.
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Server } from '../src/app.ts';
import { startPaymentsServer } from './support/payments-rig.ts';
import { startServerWithSms } from './support/sms.ts';

/** A log destination that keeps every line, parsed. */
function capture() {
  const lines: Array<Record<string, any>> = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

/**
 * Runs the worker's rounds while `table` is missing, as when the database refuses the worker's
 * query, until `logged` holds. A round already running when the table went keeps its rows, hence
 * the repeat.
 */
async function withTableAway(server: Server, table: string, round: () => Promise<unknown>, logged: () => boolean) {
  await sql`ALTER TABLE ${sql.table(table)} RENAME TO ${sql.table(`${table}_away`)}`.execute(server.deps.db);
  try {
    const deadline = Date.now() + 5_000;
    while (!logged() && Date.now() < deadline) await round();
  } finally {
    await sql`ALTER TABLE ${sql.table(`${table}_away`)} RENAME TO ${sql.table(table)}`.execute(server.deps.db);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('worker failures', () => {
  it('the SMS worker’s land in the structured log as errors, not on stderr', async () => {
    const log = capture();
    const t = await startServerWithSms({ logger: log });
    const stderr = vi.spyOn(process.stderr, 'write');
    try {
      const failed = () => log.lines.find((l) => l.worker === 'sms' && l.level === 50);
      await withTableAway(
        t.server,
        'sms_outbox',
        () => t.server.sms!.runOnce(),
        () => !!failed(),
      );
      const failure = failed();
      expect(failure).toMatchObject({ msg: expect.stringMatching(/^sms: /) });
      expect(JSON.stringify(failure)).toMatch(/sms_outbox/);
      expect(stderr.mock.calls.map(([text]) => String(text)).join('')).not.toMatch(/sms_outbox/);
    } finally {
      await t.close();
    }
  });

  it('the payments worker’s land in the structured log as errors, with the error, not on stderr', async () => {
    const log = capture();
    const rig = await startPaymentsServer({ server: { logger: log } });
    const stderr = vi.spyOn(process.stderr, 'write');
    try {
      const failed = () => log.lines.find((l) => l.worker === 'payments' && l.level === 50);
      await withTableAway(
        rig.t.server,
        'payouts',
        () => rig.t.server.payments!.runOnce(),
        () => !!failed(),
      );
      const failure = failed();
      expect(failure).toMatchObject({
        msg: expect.stringMatching(/^payments: /),
        err: { message: expect.any(String) },
      });
      expect(JSON.stringify(failure)).toMatch(/payouts/);
      expect(stderr.mock.calls.map(([text]) => String(text)).join('')).not.toMatch(/payouts/);
    } finally {
      await rig.close();
    }
  });
});
