// `mapato client create EMAIL PASSWORD --name ORG [--phone 07…]`: a client that pays for work
// (ADR 057). The same e-mail again resets the password (the client's way back in), as for operators.
import { createClient } from '../domain/clients/accounts.ts';
import type { ParsedArgs } from './args.ts';
import { withDeps } from './commands.ts';

export async function clientCommand(args: ParsedArgs): Promise<void> {
  const [sub, email, password] = args.positional.slice(1);
  const name = args.options.name;
  const phone = args.options.phone;
  if (sub !== 'create' || !email || !password || typeof name !== 'string')
    throw new Error('usage: mapato client create EMAIL PASSWORD --name ORGANISATION [--phone 07…]');
  const input = { email, password, name, phone: typeof phone === 'string' ? phone : '' };
  const { client, created } = await withDeps(args, (deps) => createClient(deps, input, 'cli'));
  console.log(
    created ? `Client ${client.email} created (${client.name}).` : `Client ${client.email} existed: password reset.`,
  );
}
