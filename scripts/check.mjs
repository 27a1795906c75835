// `npm run check`: type-check every package, then lint. Fails on the first error set.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/core/tsconfig.json',
  'packages/core/tsconfig.test.json',
  'packages/server/tsconfig.json',
  'packages/demo-store/tsconfig.json',
  'packages/web/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
];

let failed = false;
for (const project of projects.filter((p) => existsSync(p))) {
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`types: ${project} failed`);
    failed = true;
  }
}
const lint = spawnSync('npx', ['biome', 'check', '.'], { stdio: 'inherit' });
if (lint.status !== 0) failed = true;
process.exit(failed ? 1 : 0);
