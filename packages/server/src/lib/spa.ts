import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';

const reserved = /^\/(api|mcp|demo-store)(\/|$)/;

/** Serves the built SPA: hashed assets cached for a year, every other page gets index.html (history fallback). */
export function serveSpa(app: Hono<AppEnv>, distDir: string): void {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) return;
  const indexHtml = readFileSync(indexPath, 'utf8');
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root }),
  );
  app.use('*', async (c, next) => {
    if (reserved.test(c.req.path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const looksLikeFile = /\.[a-z0-9]+$/i.test(c.req.path);
    if (looksLikeFile) return serveStatic({ root })(c, next);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
