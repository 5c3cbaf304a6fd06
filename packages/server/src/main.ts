#!/usr/bin/env node
// `mapato <command>`: the server's command line (run from the repo root as `pnpm mapato …`).
// Only the argument parser up front: usage, help and a mistyped option answer at once, without
// loading the server (seconds of imports); the command that runs loads what it needs (ADR 069).
import { COMMANDS, parseCommand, UsageError, type ParsedArgs } from './cli/args.ts';

const USAGE = `usage: mapato <command>
  serve [--http HOST:PORT] [--dir DATA_DIR] [--demo]   start the server (default 127.0.0.1:8090, ./data)
        [--mpesa manual|simulator|daraja]            how money moves (default manual, or MAPATO_MPESA);
        [--mpesa-sim-http HOST:PORT] [--phone-delay MS|off]   simulator: where its phone page is, how fast it answers
        [--sms off|simulator|africastalking]               text messages: kept, the simulator (/_sim/sms), or Africa's Talking (MAPATO_AT_*)
  superuser create EMAIL PASSWORD [--role admin|support]   create an operator (or reset their password)
  client create EMAIL PASSWORD --name ORG [--phone 07…]   create a client that pays for work (or reset its password)
  migrate                                              bring the database schema up to date
  verify-ledger [--dir DATA_DIR]                       check every balance against its ledger and the M-Pesa receipts (exit 1 on mismatch)
  reconcile [--day YYYY-MM-DD] [--dir DATA_DIR]        the day's payouts and bonds that differ from M-Pesa (exit 1 if any)
  backup FILE [--dir DATA_DIR]                         write every table to FILE (NDJSON, restores on either engine)
  restore FILE [--dir DATA_DIR]                        load a backup into a database without members
  mpesa-sim [--http HOST:PORT] [--phone-delay MS|off]  run the Daraja simulator (default 127.0.0.1:8091; phone page at /)
  sms-sim [--http HOST:PORT]                           run the Africa's Talking SMS simulator (default 127.0.0.1:8092; outbox at /sms)
DATABASE_URL=postgres://… selects PostgreSQL instead of SQLite in DATA_DIR.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    console.error(USAGE);
    return 0;
  }
  if (!Object.hasOwn(COMMANDS, command)) {
    console.error(USAGE);
    return 2;
  }
  const usage = `usage: mapato ${COMMANDS[command]!.usage}`;
  let args: ParsedArgs | 'help';
  try {
    args = parseCommand(command, rest);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`mapato ${command}: ${error.message}\n${usage}`);
    return 2;
  }
  if (args === 'help') {
    console.error(usage);
    return 0;
  }
  return run(command, args);
}

async function run(command: string, args: ParsedArgs): Promise<number> {
  const commands = () => import('./cli/commands.ts');
  switch (command) {
    case 'serve':
      await (await commands()).serve(args);
      return -1; // keeps running
    case 'superuser':
      await (await commands()).superuser(args);
      return 0;
    case 'client':
      await (await import('./cli/client-command.ts')).clientCommand(args);
      return 0;
    case 'migrate':
      await (await commands()).migrate(args);
      return 0;
    case 'verify-ledger':
      return (await commands()).verifyLedgerCommand(args);
    case 'reconcile':
      return (await commands()).reconcile(args);
    case 'backup':
      await (await commands()).backup(args);
      return 0;
    case 'restore':
      await (await commands()).restore(args);
      return 0;
    case 'mpesa-sim':
      await (await import('./cli/mpesa-sim.ts')).mpesaSim(args);
      return -1; // keeps running
    case 'sms-sim':
      await (await import('./cli/sms-sim.ts')).smsSim(args);
      return -1; // keeps running
    default:
      throw new Error(`mapato ${command}: no such command`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
