// `npm start`: build what is missing or stale (web app, server bundle), then run the server.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBundle } from './build-server.mjs';
import { isStale } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

const webSources = [
  at('packages/web/src'),
  at('packages/web/index.html'),
  at('packages/web/vite.config.ts'),
  at('packages/core/src'),
];
if (isStale(at('packages/web/dist/index.html'), webSources)) {
  console.log('Building the web app...');
  const result = spawnSync(
    process.execPath,
    [at('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: at('packages/web'),
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const serverSources = [at('packages/server/src'), at('packages/core/src'), at('packages/demo-store/src')];
if (isStale(serverBundle, serverSources)) {
  console.log('Building the server...');
  await buildServer();
}

const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
