// The command line's grammar, command by command, read by node:util's parseArgs in strict mode
// (ADR 039): an option the command does not know, an option without its value, a value given to a
// switch, or a word too many is a usage error (exit 2) before anything runs. A typo such as
// `restore backup.ndjson --dri x` must not act on ./data.
import { parseArgs as parseNodeArgs, type ParseArgsConfig } from 'node:util';

export interface ParsedArgs {
  /** the command, then its words (`superuser create EMAIL PASSWORD`, `restore FILE`) */
  positional: string[];
  options: Record<string, string | true>;
}

interface CommandGrammar {
  /** after `mapato `, as the usage shows it */
  usage: string;
  /** at most this many words after the command */
  words: number;
  options: Record<string, 'string' | 'boolean'>;
}

const DIR = { dir: 'string' } as const;

export const COMMANDS: Readonly<Record<string, CommandGrammar>> = {
  serve: {
    usage:
      'serve [--http HOST:PORT] [--dir DATA_DIR] [--demo] [--mpesa manual|simulator|daraja] ' +
      '[--mpesa-sim-http HOST:PORT] [--phone-delay MS|off] [--sms off|simulator|africastalking]',
    words: 0,
    options: {
      ...DIR,
      http: 'string',
      demo: 'boolean',
      mpesa: 'string',
      'mpesa-sim-http': 'string',
      'phone-delay': 'string',
      sms: 'string',
    },
  },
  superuser: {
    usage: 'superuser create EMAIL PASSWORD [--role admin|support] [--dir DATA_DIR]',
    words: 3,
    options: { ...DIR, role: 'string' },
  },
  client: {
    usage: 'client create EMAIL PASSWORD --name ORGANISATION [--phone 07…] [--dir DATA_DIR]',
    words: 3,
    options: { ...DIR, name: 'string', phone: 'string' },
  },
  migrate: { usage: 'migrate [--dir DATA_DIR]', words: 0, options: DIR },
  'verify-ledger': { usage: 'verify-ledger [--dir DATA_DIR]', words: 0, options: DIR },
  reconcile: {
    usage: 'reconcile [--day YYYY-MM-DD] [--ask-balance] [--dir DATA_DIR]',
    words: 0,
    options: { ...DIR, day: 'string', 'ask-balance': 'boolean' },
  },
  backup: { usage: 'backup FILE [--dir DATA_DIR]', words: 1, options: DIR },
  restore: { usage: 'restore FILE [--dir DATA_DIR]', words: 1, options: DIR },
  'mpesa-sim': {
    usage: 'mpesa-sim [--http HOST:PORT] [--phone-delay MS|off]',
    words: 0,
    options: { http: 'string', 'phone-delay': 'string' },
  },
  'sms-sim': { usage: 'sms-sim [--http HOST:PORT]', words: 0, options: { http: 'string' } },
};

/** A command line the command does not accept: its message names what is wrong. */
export class UsageError extends Error {}

/** The words and options of `mapato <command> …argv`; `help` when --help or -h was asked for. */
export function parseCommand(command: string, argv: string[]): ParsedArgs | 'help' {
  const grammar = COMMANDS[command];
  if (!grammar) throw new UsageError(`unknown command '${command}'`);
  const options: NonNullable<ParseArgsConfig['options']> = { help: { type: 'boolean', short: 'h' } };
  for (const [name, type] of Object.entries(grammar.options)) options[name] = { type };
  let parsed;
  try {
    parsed = parseNodeArgs({ args: argv, options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(describe(error, grammar));
  }
  if (parsed.values.help === true) return 'help';
  if (parsed.positionals.length > grammar.words) {
    throw new UsageError(`unexpected argument '${parsed.positionals[grammar.words]}'`);
  }
  const values: Record<string, string | true> = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    // `--dir=` would otherwise mean the current directory.
    if (value === '') throw new UsageError(`'--${name}' needs a value`);
    if (typeof value === 'string') values[name] = value;
    else if (value === true) values[name] = true;
  }
  return { positional: [command, ...parsed.positionals], options: values };
}

/** parseArgs's own messages are long and speak of its API: say what the operator typed wrong. */
function describe(error: unknown, grammar: CommandGrammar): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-{1,2}[^'\s<=]+)/.exec(message)?.[1] ?? '';
  const name = option.replace(/^-+/, '');
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option '${option}'`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return grammar.options[name] === 'boolean' || name === 'help'
      ? `'${option}' takes no value`
      : `'${option}' needs a value`;
  }
  return message;
}

export function parseHostPort(raw: string): { host: string; port: number } {
  const match = /^(.*):(\d{1,5})$/.exec(raw);
  if (!match) throw new Error(`--http expects HOST:PORT, got "${raw}"`);
  const port = Number(match[2]);
  if (port > 65535) throw new Error(`port out of range: ${port}`);
  return { host: match[1]!.replace(/^\[|\]$/g, '') || '127.0.0.1', port };
}
