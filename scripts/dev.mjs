// `npm run dev`: the server restarting on change (tsx watch) and Vite's dev server with hot reload.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: port,
  TRUSTED_ORIGINS: `http://localhost:5173,${process.env.TRUSTED_ORIGINS ?? ''}`,
};

const children = [
  spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      'watch',
      '--clear-screen=false',
      'packages/server/src/main.ts',
    ],
    { cwd: root, stdio: 'inherit', env },
  ),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1'], {
    cwd: path.join(root, 'packages/web'),
    stdio: 'inherit',
    env: { ...env, API_URL: `http://127.0.0.1:${port}` },
  }),
];
console.log('\n  Open http://localhost:5173 (API on port', port, ')\n');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
