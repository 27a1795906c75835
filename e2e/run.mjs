// Runs the browser suite: builds what is stale, starts the real server on a free loopback
// port with a fresh data folder, and runs e2e/*.spec.ts in Chromium through playwright-core.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBundle } from '../scripts/build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `Browser suite skipped: no Chromium at ${chromium} (install Debian's chromium or set CHROMIUM_PATH).`;
  if (process.env.REQUIRE_BROWSER === '1') {
    console.error(message);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

await buildServer();
const dataDir = mkdtempSync(path.join(tmpdir(), 'cartographer-e2e-'));
const adminPassword = 'e2e-admin-password';
const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: root,
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

let demoKey = '';
const baseUrl = await new Promise((resolve, reject) => {
  let output = '';
  const timer = setTimeout(
    () => reject(new Error(`The server did not start within 60 s:\n${output}`)),
    60_000,
  );
  server.stdout.on('data', (chunk) => {
    output += chunk;
    const match = output.match(/Cartographer is running at (http:\/\/[^\s]+)/);
    if (match) {
      clearTimeout(timer);
      demoKey = output.match(/Access key[^:]*: (ctg_[\w-]+)/)?.[1] ?? '';
      resolve(match[1]);
    }
  });
  server.on('exit', (code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
});

const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'e2e/vitest.config.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_ADMIN_PASSWORD: adminPassword,
      E2E_DEMO_KEY: demoKey,
      CHROMIUM_PATH: chromium,
    },
  },
);
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
