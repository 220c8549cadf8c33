/** The Fastify instance every request meets first: logging, limits, the JSON parser, the request id. */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app';

/** Body limit for JSON requests; uploads get their own limits on their routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Fastify's per-request lines, one level down; errors keep their own level. */
class RequestsAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  /** A tab closed while a file was still streaming to it is traffic, not news: `debug`, not `info`. */
  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      super.streamError(error, request, reply);
    } else if (!this.isLogDisabled(request)) {
      reply.log.debug({ res: reply }, 'stream closed prematurely');
    }
  }
}

export function createHttpApp({ config, logger }: Pick<AppDeps, 'config' | 'logger'>) {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            // Request logs carry no headers or bodies; redaction is the backstop if a header is ever logged.
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'headers.authorization',
                'password',
                '*.password',
              ],
              censor: '[redacted]',
            },
            ...(logger?.stream ? { stream: logger.stream } : {}),
          },
    // A request is a line at `debug`, not `info`: the default level logs what happened, not traffic.
    logController: new RequestsAtDebug(),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Helmet's and our own headers are set before routing; keep Fastify from guessing at bad URLs.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Behind a reverse proxy the client address (throttling, login history) is in X-Forwarded-For.
    trustProxy: config.trustProxy,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = config.headersTimeoutMs;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // JSON only: no text/plain bodies (→ 415). An empty JSON body is "no body", for POSTs like logout.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  return app;
}
