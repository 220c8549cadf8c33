/**
 * Scale-out (architecture "Realtime"): with REDIS_URL set, the Socket.IO Redis adapter carries every
 * broadcast, room operation and disconnect between server processes, so an event emitted by one
 * process reaches clients connected to any of them.
 */
import type { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { closeRedis, connectRedis } from '../lib/redis';

/** Channel prefix in Redis; every process of one installation must use the same. */
export const REDIS_ADAPTER_KEY = 'hrms:realtime';

export interface RedisFanOut {
  adapter: ReturnType<typeof createAdapter>;
  /** Closes both Redis connections; call after the Socket.IO server is closed. */
  close(): Promise<void>;
}

export async function connectRedisFanOut(url: string, log: FastifyBaseLogger): Promise<RedisFanOut> {
  const [pub, sub] = await connectRedis(url, ['publish', 'subscribe'], log);
  const { createAdapter } = await import('@socket.io/redis-adapter');
  return {
    adapter: createAdapter(pub, sub, { key: REDIS_ADAPTER_KEY }),
    close: () => closeRedis(pub, sub),
  };
}
