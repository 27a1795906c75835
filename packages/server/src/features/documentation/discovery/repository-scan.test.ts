import { execFileSync, spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchError } from '../../../lib/safe-fetch.ts';
import { scanRepository } from './repository-scan.ts';

const gitEnv = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', LANG: 'C' };
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: gitEnv, stdio: 'pipe' });

const openapi = `openapi: 3.1.0
info: { title: Shop, version: '1' }
paths:
  /products:
    get:
      operationId: listProducts
      responses: { '200': { description: ok } }
`;

/** A small store project: a description file, routes, and things the scan must pass over. */
function writeProject(root: string): void {
  const files: Record<string, string> = {
    'api/openapi.yaml': openapi,
    'schema/shop.graphql':
      'type Query { product(id: ID!): Product }\ntype Product { id: ID! name: String }\n',
    'web/queries.graphql': 'query Product($id: ID!) { product(id: $id) { id } }\n',
    'package.json': '{ "name": "shop", "dependencies": { "express": "5" } }',
    'src/app.js':
      "const express = require('express');\nconst app = express();\napp.get('/products/:id', show);\n",
    'src/app.test.js': "app.get('/only-in-a-test', x);\n",
    'node_modules/lib/openapi.json': '{"openapi":"3.0.0","info":{"title":"dep","version":"1"},"paths":{}}',
    'dist/server.js': "app.get('/built', x);\n",
    'config/routes.rb': 'Rails.application.routes.draw do\n  resources :orders, only: [:show]\nend\n',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
}

describe('scanRepository on a server folder', () => {
  let root: string;
  let outside: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'scan-folder-'));
    outside = mkdtempSync(path.join(tmpdir(), 'scan-outside-'));
    writeProject(root);
    writeFileSync(
      path.join(outside, 'secret-openapi.json'),
      '{"openapi":"3.0.0","info":{"title":"secret","version":"1"},"paths":{}}',
    );
    symlinkSync(outside, path.join(root, 'linked'));
    // Over the 5 MB limit for one file.
    writeFileSync(
      path.join(root, 'api/huge-openapi.json'),
      `{"openapi":"3.0.0","x":"${'a'.repeat(5.5 * 1024 * 1024)}"}`,
    );
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it('finds description files and routes, reporting where, and passes over what it must', async () => {
    const scan = await scanRepository(root, { workDir: tmpdir(), allowLocalPaths: true });
    expect(scan.documents.map((document) => `${document.format} ${document.path}`)).toEqual([
      'openapi-3.1 api/openapi.yaml',
      'graphql-sdl schema/shop.graphql',
    ]);
    expect(scan.documents[0]!.text).toBe(openapi);
    expect(
      scan.routes.map(
        (route) => `${route.method} ${route.path} ${route.file}:${route.line} ${route.framework}`,
      ),
    ).toEqual(['GET /orders/{id} config/routes.rb:2 Rails', 'GET /products/{id} src/app.js:3 Express']);
    expect(scan.report).toEqual(
      expect.arrayContaining([
        { what: 'OpenAPI 3.1 document', where: 'api/openapi.yaml' },
        { what: 'GraphQL schema (SDL)', where: 'schema/shop.graphql' },
        { what: '1 Express route', where: 'src/app.js' },
        { what: 'Skipped: file larger than 5 MB', where: 'api/huge-openapi.json' },
      ]),
    );
    const everywhere = JSON.stringify(scan);
    expect(everywhere).not.toContain('secret');
    expect(everywhere).not.toContain('node_modules');
    expect(everywhere).not.toContain('/built');
    expect(everywhere).not.toContain('only-in-a-test');
  });

  it('stops at the file and byte limits and says so', async () => {
    const scan = await scanRepository(root, {
      workDir: tmpdir(),
      allowLocalPaths: true,
      limits: { maxFiles: 2 },
    });
    expect(scan.report.some((line) => line.what.startsWith('Stopped after reading 2 files'))).toBe(true);
    const small = await scanRepository(root, {
      workDir: tmpdir(),
      allowLocalPaths: true,
      limits: { maxTotalBytes: 100 },
    });
    expect(small.report.some((line) => line.what.startsWith('Stopped after reading'))).toBe(true);
    const few = await scanRepository(root, {
      workDir: tmpdir(),
      allowLocalPaths: true,
      limits: { maxRoutes: 1 },
    });
    expect(few.routes).toHaveLength(1);
    expect(few.report).toContainEqual({
      what: 'Stopped collecting routes after 1',
      where: 'config/routes.rb',
    });
  });

  it('refuses folders when local paths are not allowed, and missing folders', async () => {
    await expect(scanRepository(root, { workDir: tmpdir(), allowLocalPaths: false })).rejects.toThrow(
      /turned off/,
    );
    await expect(
      scanRepository(path.join(root, 'nope'), { workDir: tmpdir(), allowLocalPaths: true }),
    ).rejects.toThrow(/does not exist/);
    await expect(
      scanRepository('relative/folder', { workDir: tmpdir(), allowLocalPaths: true }),
    ).rejects.toThrow(/absolute folder path/);
  });
});

describe('scanRepository refuses addresses it must not clone', () => {
  const refusals: [string, RegExp][] = [
    ['', /Enter the address/],
    ['git@github.com:owner/repo.git', /SSH addresses/],
    ['ssh://git@example.com/repo.git', /SSH addresses/],
    ['file:///etc/repo', /file:\/\/ addresses are refused/],
    ['ftp://example.com/repo.git', /ftp:\/\/ repositories are not supported/],
    ['https://user:token@example.com/repo.git', /credentials/],
    ['http://169.254.169.254/latest/meta-data.git', /link-local address, where cloud metadata services live/],
    ['http://[fe80::1]/repo.git', /link-local/],
    ['http://100.100.100.200/repo.git', /cloud metadata address/],
  ];
  for (const [target, reason] of refusals) {
    it(`refuses ${target || 'an empty address'}`, async () => {
      const work = mkdtempSync(path.join(tmpdir(), 'scan-refuse-'));
      const attempt = scanRepository(target, { workDir: work, allowLocalPaths: false });
      await expect(attempt).rejects.toBeInstanceOf(FetchError);
      await expect(attempt).rejects.toThrow(reason);
      expect(readdirSync(work)).toEqual([]);
      rmSync(work, { recursive: true, force: true });
    });
  }

  it('refuses private addresses when private networks are refused', async () => {
    const attempt = scanRepository('http://127.0.0.1:9/repo.git', {
      workDir: tmpdir(),
      allowLocalPaths: false,
      allowPrivateNetworks: false,
    });
    await expect(attempt).rejects.toThrow(/private network/);
  });
});

/** Serves the bare repositories under `root` over git's smart HTTP protocol (git http-backend as CGI). */
function smartHttp(root: string): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/moved.git/info/refs') {
      response.writeHead(301, { location: 'http://169.254.169.254/repo.git/info/refs' }).end();
      return;
    }
    const backend = spawn('git', ['http-backend'], {
      env: {
        ...gitEnv,
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        REQUEST_METHOD: request.method ?? 'GET',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: request.headers['content-type'] ?? '',
        HTTP_CONTENT_ENCODING: request.headers['content-encoding'] ?? '',
        GIT_PROTOCOL: String(request.headers['git-protocol'] ?? ''),
        REMOTE_ADDR: '127.0.0.1',
      },
    });
    request.pipe(backend.stdin);
    const chunks: Buffer[] = [];
    backend.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    backend.on('close', () => {
      const output = Buffer.concat(chunks);
      const split = output.indexOf('\r\n\r\n');
      const headers: Record<string, string> = {};
      let status = 200;
      for (const line of output.subarray(0, split).toString().split('\r\n')) {
        const [name, ...value] = line.split(':');
        if (name?.toLowerCase() === 'status') status = Number.parseInt(value.join(':'), 10);
        else if (name) headers[name] = value.join(':').trim();
      }
      response.writeHead(status, headers).end(output.subarray(split + 4));
    });
  });
}

describe('scanRepository clones git repositories over http', () => {
  let serverRoot: string;
  let work: string;
  let server: Server;
  let staticServer: Server;
  let base: string;
  let staticBase: string;
  beforeAll(async () => {
    serverRoot = mkdtempSync(path.join(tmpdir(), 'scan-git-'));
    work = mkdtempSync(path.join(tmpdir(), 'scan-work-'));
    const source = path.join(serverRoot, 'source');
    mkdirSync(source);
    writeProject(source);
    git(source, 'init', '-q');
    git(source, 'add', '.');
    git(source, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'Shop');
    git(serverRoot, 'clone', '-q', '--bare', 'source', 'shop.git');
    git(path.join(serverRoot, 'shop.git'), 'update-server-info');
    server = smartHttp(serverRoot);
    // The same files served as plain files: git's old "dumb" protocol.
    staticServer = createServer((request, response) => {
      const file = path.join(
        serverRoot,
        path.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)),
      );
      try {
        response.end(readFileSync(file));
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => staticServer.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    staticBase = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => staticServer.close(resolve));
    rmSync(serverRoot, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  it('clones, scans and removes the clone', async () => {
    const progress: string[] = [];
    const scan = await scanRepository(`${base}/shop.git`, {
      workDir: work,
      allowLocalPaths: false,
      onProgress: (message) => progress.push(message),
    });
    expect(scan.documents.map((document) => document.path)).toEqual([
      'api/openapi.yaml',
      'schema/shop.graphql',
    ]);
    expect(scan.routes.map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /orders/{id}',
      'GET /products/{id}',
    ]);
    expect(scan.report[0]).toEqual({
      what: 'Cloned (latest commit of the default branch)',
      where: `${base}/shop.git`,
    });
    expect(progress[0]).toBe(`Cloning ${base}/shop.git`);
    expect(readdirSync(work)).toEqual([]);
  });

  it('clones through a host name, using the addresses it checked', async () => {
    const scan = await scanRepository(`${base.replace('127.0.0.1', 'localhost')}/shop.git`, {
      workDir: work,
      allowLocalPaths: false,
    });
    expect(scan.documents).toHaveLength(2);
    await expect(
      scanRepository(`${base.replace('127.0.0.1', 'localhost')}/shop.git`, {
        workDir: work,
        allowLocalPaths: false,
        allowPrivateNetworks: false,
      }),
    ).rejects.toThrow(/^Refused: localhost resolves to .* private network/);
  });

  it('stops a repository larger than the limit', async () => {
    await expect(
      scanRepository(`${base}/shop.git`, {
        workDir: work,
        allowLocalPaths: false,
        limits: { maxCloneBytes: 2_000 },
      }),
    ).rejects.toThrow('The repository is larger than 2 KB; cloning was stopped.');
    expect(readdirSync(work)).toEqual([]);
  });

  it('says clearly when there is no repository, when it redirects, or the server is dumb', async () => {
    await expect(
      scanRepository(`${base}/missing.git`, { workDir: work, allowLocalPaths: false }),
    ).rejects.toThrow(`No git repository was found at ${base}/missing.git`);
    await expect(
      scanRepository(`${base}/moved.git`, { workDir: work, allowLocalPaths: false }),
    ).rejects.toThrow(/redirects to another address/);
    await expect(
      scanRepository(`${staticBase}/shop.git`, { workDir: work, allowLocalPaths: false }),
    ).rejects.toThrow(/"dumb" HTTP protocol/);
    expect(readdirSync(work)).toEqual([]);
  });

  it('stops a clone that takes too long', async () => {
    const stalled = createServer(() => {
      // Never answers: the clone must be stopped by its time limit.
    });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const port = (stalled.address() as AddressInfo).port;
    try {
      await expect(
        scanRepository(`http://127.0.0.1:${port}/slow.git`, {
          workDir: work,
          allowLocalPaths: false,
          limits: { cloneTimeoutMs: 1_500 },
        }),
      ).rejects.toThrow(/took longer than 1.5 s and was stopped/);
      expect(readdirSync(work)).toEqual([]);
    } finally {
      stalled.closeAllConnections();
      await new Promise((resolve) => stalled.close(resolve));
    }
  });
});
