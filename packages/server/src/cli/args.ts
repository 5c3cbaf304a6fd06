// A tiny argv reader: positional words and --flag / --flag value options.
export interface ParsedArgs {
  positional: string[];
  options: Record<string, string | true>;
}

export function parseArgs(argv: string[], valued: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (inline !== undefined) options[name] = inline;
    else if (valued.includes(name)) {
      const value = argv[++i];
      if (value === undefined) throw new Error(`--${name} needs a value`);
      options[name] = value;
    } else options[name] = true;
  }
  return { positional, options };
}

export function parseHostPort(raw: string): { host: string; port: number } {
  const match = /^(.*):(\d{1,5})$/.exec(raw);
  if (!match) throw new Error(`--http expects HOST:PORT, got "${raw}"`);
  const port = Number(match[2]);
  if (port > 65535) throw new Error(`port out of range: ${port}`);
  return { host: match[1]!.replace(/^\[|\]$/g, '') || '127.0.0.1', port };
}
