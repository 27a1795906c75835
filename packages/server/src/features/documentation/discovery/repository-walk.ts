import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { mayDeclareRoutes } from './route-extractors.ts';

/** Folders of dependencies, build output and version control: never the project's own API. */
const skippedFolders = new Set([
  'node_modules',
  '.git',
  '.hg',
  '.svn',
  'vendor',
  'dist',
  'build',
  '.next',
  '.nuxt',
  '.venv',
  'venv',
  '__pycache__',
  'bower_components',
  'coverage',
]);

const descriptionExtensions = /\.(json|ya?ml|graphqls?|gql|xml|wsdl|wadl)$/i;

export interface CandidateFile {
  /** Relative to the root, `/`-separated. */
  path: string;
  absolute: string;
  /** May hold an API description (by extension). */
  description: boolean;
  /** May declare routes (source file outside tests). */
  source: boolean;
}

export interface WalkResult {
  files: CandidateFile[];
  /** Set when the walk stopped early, with the reason. */
  truncated?: string;
}

/**
 * Lists the files under `root` that may hold API descriptions or route declarations, in a stable
 * order. Symbolic links are never followed (a repository could point them anywhere on the server).
 */
export async function listCandidateFiles(root: string, maxEntries = 100_000): Promise<WalkResult> {
  const files: CandidateFile[] = [];
  const pending = [''];
  let entriesSeen = 0;
  while (pending.length) {
    const relative = pending.pop()!;
    const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
    entries.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
    const folders: string[] = [];
    for (const entry of entries) {
      entriesSeen++;
      if (entriesSeen > maxEntries) {
        return {
          files,
          truncated: `Stopped listing after ${maxEntries.toLocaleString('en-US')} files and folders`,
        };
      }
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name)) folders.push(child);
        continue;
      }
      if (!entry.isFile()) continue;
      const description = descriptionExtensions.test(entry.name);
      const source = mayDeclareRoutes(child);
      if (description || source)
        files.push({ path: child, absolute: path.join(root, child), description, source });
    }
    // Depth first, alphabetical: push in reverse so the first folder is read next.
    pending.push(...folders);
  }
  return { files: files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) };
}
