/** The actor the authentication hook put on the request; routes that require sign-in always have one. */
import { Messages } from '@hrms/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './access';
import { AppError } from './app-error';

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', Messages.notSignedIn);
  return request.actor;
}
