import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the web app on the same port', () => {
  it('serves index.html at / and for any page path (history fallback)', async () => {
    for (const url of ['/', '/dashboard', '/some/page', '/employees/123?tab=documents']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves built assets with a long cache and a missing asset as 404', async () => {
    const asset = await ctx.app.inject({ url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // A stale page asking for an old bundle must not get HTML back.
    expect((await ctx.app.inject({ url: '/assets/missing-1a2b.js' })).statusCode).toBe(404);
  });

  it('never answers API or socket paths with the page', async () => {
    for (const url of ['/api/unknown', '/api/auth/nothing-here']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('refuses non-GET requests to page paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/some/page' });
    expect(res.statusCode).toBe(404);
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    for (const url of ['/', '/api/health', '/api/nope']) {
      const res = await ctx.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBeDefined();
    }
  });
});

describe('the API docs', () => {
  it('publishes OpenAPI generated from the contracts at /api/docs/json', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/profile', '/api/dashboard', '/api/health']),
    );
    const login = JSON.stringify(doc.paths['/api/auth/login']?.post?.requestBody);
    expect(login).toContain('"email"');
    expect(login).toContain('"password"');
  });

  it('serves Swagger UI under the same CSP, with no inline script', async () => {
    const page = await ctx.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const script = await ctx.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });
});

describe('without a web build', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestContext({ webBuilt: false });
  });
  afterAll(() => bare.close());

  it('answers / with a short note to run the build, and keeps the API working', async () => {
    const res = await bare.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('npm run build');
    expect((await bare.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await bare.app.inject({ url: '/api/nope' })).statusCode).toBe(404);
  });
});
