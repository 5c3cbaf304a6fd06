// The little of a logger that code outside the HTTP layer needs (workers, the realtime hub). The
// server hands them children of its own pino logger (http/plumbing/logging.ts), so their lines are JSON in
// the same log, with the same redaction; the CLI's one-off commands write to stderr.
export interface Log {
  error(details: Record<string, unknown>, message: string): void;
  /** something went wrong and was dealt with (a lost connection replaced) */
  warn(details: Record<string, unknown>, message: string): void;
}

/** For commands run without a server: one line on stderr. */
export const stderrLog: Log = {
  error: (details, message) => writeLine(details, message),
  warn: (details, message) => writeLine(details, message),
};

function writeLine(details: Record<string, unknown>, message: string) {
  const err = details.err;
  const reason = err instanceof Error ? err.message : err === undefined ? '' : String(err);
  process.stderr.write(`${message}${reason ? `: ${reason}` : ''}\n`);
}
