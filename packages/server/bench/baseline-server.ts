// The yardstick: a bare node:http server answering a constant JSON body, on the same machine and
// loaded the same way, so the API's figures read as a fraction of what Node itself manages here.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const BODY = JSON.stringify({ hello: 'world' });

export interface Baseline {
  url: string;
  close(): Promise<void>;
}

export async function startBaseline(): Promise<Baseline> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) });
    response.end(BODY);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Keep-alive sockets would otherwise hold close() open until they time out.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
