import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importDocument } from '@cartographer/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FetchError } from '../../../lib/safe-fetch.ts';
import { crawlDocsSite } from './docs-crawl.ts';

const openapiJson = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Shop', version: '1' },
  paths: { '/products': { get: { operationId: 'listProducts', responses: { 200: { description: 'ok' } } } } },
});
const openapiYaml = "openapi: 3.1.0\ninfo: { title: Shop admin, version: '1' }\npaths: {}\n";

const page = (body: string) =>
  `<!doctype html><html><head><title>Docs</title></head><body>${body}</body></html>`;

/** A small documentation site with loops, an off-site link, linked documents and a page too large to read. */
function sitePages(
  otherOrigin: string,
): Record<string, { type: string; body: string } | { redirect: string }> {
  const html = (body: string) => ({ type: 'text/html; charset=utf-8', body: page(body) });
  return {
    '/docs/': html(
      '<link rel="service-desc" href="/api/spec.yaml"><script>var x = "GET /from-script";</script>' +
        '<h1>Shop API</h1><p>Base URL: https://shop.example.com</p>' +
        '<a href="products.html">Products</a> <a href="orders.html#create">Orders</a> <a href="https://example.com/elsewhere">Elsewhere</a>' +
        '<a href="/blog/post.html">Blog</a> <a href="/openapi.json">OpenAPI</a> <a href="data.json">Example data</a>' +
        '<a href="big.html">Big</a> <a href="style.css">css</a> <a href="away.html">away</a> <a href="mailto:team@example.com">mail</a>',
    ),
    '/docs/products.html': html(
      '<h2>GET /products/:id</h2><p>Returns one product with its variants.</p>' +
        '<table><tr><td>POST</td><td>/products</td><td>Creates a product</td></tr></table><a href="/docs/">Home</a> <a href="orders.html">Orders</a>',
    ),
    '/docs/orders.html': html(
      '<h3>Create an order</h3><pre><code>POST /orders HTTP/1.1\nHost: shop.example.com</code></pre><p>Creates an order from a cart.</p>' +
        '<a href="products.html">Products</a> <a href="deep/1.html">Deeper</a>',
    ),
    '/docs/deep/1.html': html('<a href="2.html">next</a>'),
    '/docs/deep/2.html': html('<p>GET /deep/two answers at depth three.</p><a href="3.html">next</a>'),
    '/docs/deep/3.html': html('<p>GET /deep/three is too deep to read.</p>'),
    '/docs/big.html': html(`<p>GET /big</p>${'<p>filler</p>'.repeat(250_000)}`),
    '/docs/away.html': { redirect: `${otherOrigin}/stolen.html` },
    '/docs/data.json': { type: 'application/json', body: '{"example": true}' },
    '/blog/post.html': html('<p>GET /blog-only</p>'),
    '/openapi.json': { type: 'application/json', body: openapiJson },
    '/api/spec.yaml': { type: 'application/yaml', body: openapiYaml },
  };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('crawlDocsSite', () => {
  const hits = new Map<string, number>();
  let site: Server;
  let other: Server;
  let base: string;
  beforeAll(async () => {
    other = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end(page('<p>GET /other-site</p>'));
    });
    const otherOrigin = await listen(other);
    const pages = sitePages(otherOrigin);
    site = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      hits.set(path, (hits.get(path) ?? 0) + 1);
      const found = pages[path];
      if (!found) response.writeHead(404, { 'content-type': 'text/html' }).end(page('<p>Not found</p>'));
      else if ('redirect' in found) response.writeHead(302, { location: found.redirect }).end();
      else response.writeHead(200, { 'content-type': found.type }).end(found.body);
    });
    base = await listen(site);
  });
  beforeEach(() => {
    hits.clear();
  });
  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
    await new Promise((resolve) => other.close(resolve));
  });

  it('reads the site breadth-first, collecting linked documents and endpoint mentions', async () => {
    const progress: string[] = [];
    const crawl = await crawlDocsSite(`${base}/docs/`, { onProgress: (message) => progress.push(message) });

    expect(crawl.documents.map((document) => `${document.format} ${document.url}`).sort()).toEqual([
      `openapi-3.0 ${base}/openapi.json`,
      `openapi-3.1 ${base}/api/spec.yaml`,
    ]);
    expect(crawl.documents.find((document) => document.format === 'openapi-3.0')!.text).toBe(openapiJson);

    // Every page once despite the loops; nothing outside /docs/, past the depth, or not a page.
    for (const path of [
      '/docs/',
      '/docs/products.html',
      '/docs/orders.html',
      '/docs/deep/1.html',
      '/docs/deep/2.html',
    ]) {
      expect(hits.get(path), path).toBe(1);
    }
    for (const path of ['/blog/post.html', '/docs/deep/3.html', '/docs/style.css'])
      expect(hits.get(path), path).toBeUndefined();

    const result = importDocument(crawl.markdown, { fileName: 'docs.md' });
    if (!result.ok) throw new Error(result.error.message);
    const operations = result.catalog.operations.map(
      (operation) => `${operation.method} ${operation.path} — ${operation.summary ?? ''}`,
    );
    expect(operations).toEqual([
      'GET /products/{id} — Returns one product with its variants.',
      'POST /products — Creates a product',
      'POST /orders — Create an order.',
      'GET /deep/two — answers at depth three.',
    ]);
    expect(result.catalog.operations[2]!.description).toContain('Creates an order from a cart.');
    expect(crawl.markdown).not.toMatch(/from-script|blog-only|other-site|\/big\b/);

    expect(crawl.report).toEqual(
      expect.arrayContaining([
        { what: 'Read 5 pages', where: `${base}/docs/` },
        { what: 'API description (openapi-3.0)', where: `${base}/openapi.json` },
        { what: 'Linked file is not an API description', where: `${base}/docs/data.json` },
        { what: 'Skipped: The response is larger than 2.0 MB.', where: `${base}/docs/big.html` },
        { what: 'Not followed: links to 1 other site', where: 'https://example.com' },
        { what: '2 endpoint mentions', where: `${base}/docs/products.html` },
      ]),
    );
    expect(crawl.report.some((line) => line.what.startsWith('Not read: it redirects to another site'))).toBe(
      true,
    );
    expect(progress[0]).toBe(`Reading page 1 of at most 30: ${base}/docs/`);
  });

  it('stops at the page limit and says so', async () => {
    const crawl = await crawlDocsSite(`${base}/docs/`, { maxPages: 2 });
    expect(crawl.report[0]).toEqual({ what: 'Read 2 pages', where: `${base}/docs/` });
    expect(
      crawl.report.some((line) => /^Stopped after 2 pages; \d+ more were not read$/.test(line.what)),
    ).toBe(true);
    expect(hits.get('/docs/orders.html')).toBeUndefined();
  });

  it('takes a start URL that is itself an API document', async () => {
    const crawl = await crawlDocsSite(`${base}/openapi.json`);
    expect(crawl.documents).toMatchObject([{ url: `${base}/openapi.json`, format: 'openapi-3.0' }]);
    expect(crawl.markdown).toBe('');
  });

  it('fails with the reason when the start page cannot be read', async () => {
    await expect(crawlDocsSite(`${base}/missing/`)).rejects.toThrow(
      `${base}/missing/ answered with HTTP 404.`,
    );
    await expect(crawlDocsSite('http://169.254.169.254/latest/')).rejects.toBeInstanceOf(FetchError);
    await expect(crawlDocsSite('http://169.254.169.254/latest/')).rejects.toThrow(
      /Refused: 169\.254\.169\.254 is a link-local address/,
    );
    await expect(crawlDocsSite('file:///etc/passwd')).rejects.toThrow(
      'Only http and https sites can be read, not file:',
    );
    await expect(crawlDocsSite('not a url')).rejects.toThrow('"not a url" is not a valid URL.');
  });
});
