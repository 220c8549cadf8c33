/**
 * Calls the app as a person of the test company: each call signs them in with a fresh session and
 * sends the payload as JSON when there is one.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Person } from './factories';
import type { TestContext } from './test-app';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A call as `person`; the test file binds it to its own context. */
export type PersonCall = (
  person: Person,
  method: Method,
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** Calls `url` as `person`, signed in with a new session. */
export async function callAs(
  ctx: TestContext,
  person: Person,
  method: Method,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  const headers = ctx.bearer((await ctx.factories.session(person.user.id)).token);
  return ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
