/**
 * Scale-out (architecture "Realtime"): with REDIS_URL set, the Socket.IO Redis adapter carries every
 * broadcast, room operation and disconnect between server processes, so an event emitted by one
 * process reaches clients connected to any of them.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/** Channel prefix in Redis; every process of one installation must use the same. */
export const REDIS_ADAPTER_KEY = 'hrms:realtime';
/** Connection attempts at start before giving up; once connected, reconnects back off without end. */
const STARTUP_ATTEMPTS = 5;

export interface RedisFanOut {
  adapter: ReturnType<typeof createAdapter>;
  /** Closes both Redis connections; call after the Socket.IO server is closed. */
  close(): Promise<void>;
}

function client(url: string, name: string, log: FastifyBaseLogger) {
  let connected = false;
  const redis = createClient({
    url,
    socket: {
      connectTimeout: 5_000,
      // Fail the start when Redis is not there; after that, ride out a restart of Redis.
      reconnectStrategy: (retries, cause) =>
        connected ? Math.min(100 * 2 ** retries, 5_000) : retries >= STARTUP_ATTEMPTS ? cause : 200,
    },
  });
  redis.on('ready', () => {
    connected = true;
  });
  // Without a listener an error event would end the process.
  redis.on('error', (error: unknown) => log.warn({ err: error, client: name }, 'redis connection error'));
  return redis;
}

export async function connectRedisFanOut(url: string, log: FastifyBaseLogger): Promise<RedisFanOut> {
  const pub = client(url, 'publish', log);
  const sub = client(url, 'subscribe', log);
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    for (const redis of [pub, sub]) {
      try {
        redis.destroy();
      } catch {
        // Never opened.
      }
    }
    throw new Error(`Cannot connect to Redis at REDIS_URL: ${(error as Error).message}`);
  }
  return {
    adapter: createAdapter(pub, sub, { key: REDIS_ADAPTER_KEY }),
    async close() {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}
