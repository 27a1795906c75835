// Bundles the server (and the workspace packages it imports) into one ESM file, so a start
// does not pay for TypeScript transpilation; third-party packages stay in node_modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dependencies = new Set();
for (const pkg of ['core', 'server', 'demo-store']) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'packages', pkg, 'package.json'), 'utf8'));
  for (const name of Object.keys(manifest.dependencies ?? {}))
    if (!name.startsWith('@cartographer/')) dependencies.add(name);
}

export const serverBundle = path.join(root, 'packages/server/dist/main.mjs');

export async function buildServer() {
  await build({
    entryPoints: [path.join(root, 'packages/server/src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    external: [...dependencies].flatMap((name) => [name, `${name}/*`]),
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
