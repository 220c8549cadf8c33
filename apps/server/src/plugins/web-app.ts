/**
 * The built web app (WEB_DIST_DIR) on the API's port, with history fallback: a GET outside /api and
 * /socket.io that names no file gets index.html; anything else unknown (a missing `.js` included, so a
 * stale page never runs HTML as a script) is the JSON 404.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { markRoutesPublic } from './access-control';
import { errorBody } from './error-handler';

const NOT_BUILT =
  'The HRMS web app has not been built yet. Run `npm run build` in the project folder, then start the server again.\n';

function isApiPath(url: string): boolean {
  return /^\/(api|socket\.io)(\/|\?|$)/.test(url);
}

/** `/assets/app-3f2a.js` names a file; `/employees/42` names a page. A missing file is a 404, not HTML. */
function looksLikeFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/** Registers static files (encapsulated, so their routes can be marked public) and the 404 handler. */
export async function registerWebApp(
  app: FastifyInstance,
  { webDistDir }: { webDistDir: string },
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = existsSync(indexFile);

  if (built) {
    await app.register(async (scope) => {
      markRoutesPublic(scope);
      await scope.register(fastifyStatic, {
        root: webDistDir,
        wildcard: true,
        index: 'index.html',
        cacheControl: false,
        decorateReply: false,
        setHeaders(reply, filePath) {
          // Vite fingerprints everything under assets/; index.html must be revalidated to pick up a new build.
          const immutable = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  } else {
    app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(NOT_BUILT),
    );
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (
      built &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(url) &&
      !looksLikeFile(url)
    ) {
      const html = await readFile(indexFile);
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply
      .code(404)
      .send(errorBody(request, 404, 'NOT_FOUND', `No route for ${request.method} ${url.split('?')[0]}`));
  });
}
