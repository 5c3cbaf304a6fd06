// A request body as text, for the simulators' plain node:http servers (Daraja, Africa's Talking),
// bounded so a test or a person at the page cannot make them hold an endless upload.
import type { IncomingMessage } from 'node:http';

const BODY_LIMIT = 64 * 1024;

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
