// Prints the JavaScript each public page downloads (gzip), from the Vite manifest of the
// production build: the entry, the page's lazy chunk, and everything they import statically.
// Goal (issue 2): the landing page under 150 KB gzip. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const dist = path.resolve(import.meta.dirname, '../packages/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('No entry in the Vite manifest: run `npm run build` first.');

const pages: [string, string][] = [
  ['landing (/)', 'src/features/marketing/landing-page.tsx'],
  ['pricing', 'src/features/marketing/pricing-page.tsx'],
  ['sign in', 'src/features/auth/login-page.tsx'],
  ['app shell + dashboard', 'src/features/dashboard/dashboard-page.tsx'],
];
const goalKb = 150;
console.log(
  'page'.padEnd(24),
  'files'.padStart(6),
  'gzip KB'.padStart(9),
  `vs ${goalKb} KB goal`.padStart(14),
);
for (const [label, key] of pages) {
  const keys = label.startsWith('app') ? [entry, key, 'src/features/shell/app-layout.tsx'] : [entry, key];
  const files = [...closure(keys)]
    .map((k) => manifest[k]?.file)
    .filter((f): f is string => Boolean(f?.endsWith('.js')));
  const kb = files.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  console.log(
    label.padEnd(24),
    String(files.length).padStart(6),
    kb.toFixed(1).padStart(9),
    `${((kb / goalKb) * 100).toFixed(0)}%`.padStart(14),
  );
}
