import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';

/**
 * A port free now, as the system hands one out, for a server process a test starts: a port picked
 * at random may be one the system has just given a client connection.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}
