// Decides whether a build output is older than the sources it is made from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const skip = new Set(['node_modules', 'dist', '.tmp', 'data']);

export function newestMtime(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const child of readdirSync(entry)) if (!skip.has(child)) visit(path.join(entry, child));
    } else if (!/\.test\.tsx?$/.test(entry)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const p of paths) visit(p);
  return newest;
}

export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  return statSync(output).mtimeMs < newestMtime(sources);
}
