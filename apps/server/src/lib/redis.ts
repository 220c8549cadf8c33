/**
 * Redis connections (REDIS_URL): the realtime fan-out between server processes and the shared
 * sign-in throttle use clients made here, so they connect, retry and report errors alike.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { createClient as CreateClient } from 'redis';

/** Connection attempts at start before giving up; once connected, reconnects back off without end. */
const STARTUP_ATTEMPTS = 5;

export type RedisClient = ReturnType<typeof redisClient>;

function redisClient(createClient: typeof CreateClient, url: string, name: string, log: FastifyBaseLogger) {
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

/** Connected clients, one per name; the start fails with a plain message when Redis is not there. */
export async function connectRedis<const Names extends readonly string[]>(
  url: string,
  names: Names,
  log: FastifyBaseLogger,
): Promise<{ [K in keyof Names]: RedisClient }> {
  // Loaded only when REDIS_URL is set: a single process starts without it.
  const { createClient } = await import('redis');
  const clients = names.map((name) => redisClient(createClient, url, name, log));
  try {
    await Promise.all(clients.map((redis) => redis.connect()));
  } catch (error) {
    for (const redis of clients) {
      try {
        redis.destroy();
      } catch {
        // Never opened.
      }
    }
    throw new Error(`Cannot connect to Redis at REDIS_URL: ${(error as Error).message}`);
  }
  return clients as { [K in keyof Names]: RedisClient };
}

export async function closeRedis(...clients: RedisClient[]): Promise<void> {
  await Promise.allSettled(clients.map((redis) => redis.close()));
}
