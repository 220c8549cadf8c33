/** The actor the authentication hook put on the request; routes that require sign-in always have one. */
import { Messages } from '@hrms/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './access';
import { AppError } from './app-error';

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', Messages.notSignedIn);
  return request.actor;
}

/** Where a request came from: the client address (X-Forwarded-For only with TRUST_PROXY) and User-Agent. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}
