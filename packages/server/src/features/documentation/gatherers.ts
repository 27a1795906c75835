import path from 'node:path';
import { AnalysisError, type GatheredDocument } from './analyze-source.ts';
import { crawlDocsSite } from './discovery/docs-crawl.ts';
import { scanRepository } from './discovery/repository-scan.ts';
import { routesToMarkdown } from './discovery/route-markdown.ts';

/** Description files first, then the richer kinds, then the bigger file. */
function preferred<T extends { text: string; format: string }>(documents: T[]): T | undefined {
  const rank = (format: string) =>
    format.startsWith('openapi') || format === 'swagger-2.0' ? 0 : format.startsWith('graphql') ? 1 : 2;
  return [...documents].sort((a, b) => rank(a.format) - rank(b.format) || b.text.length - a.text.length)[0];
}

export interface GathererOptions {
  dataDir: string;
  /** Whether a folder path on this server may be scanned (self-hosted installs). */
  allowLocalPaths: boolean;
}

/** Finds the document to import in a code repository or on a docs site, reporting where it looked. */
export function createGatherers(options: GathererOptions) {
  return {
    async repository(location: string, onProgress: (message: string) => void): Promise<GatheredDocument> {
      const scan = await scanRepository(location, {
        workDir: path.resolve(options.dataDir, 'tmp'),
        allowLocalPaths: options.allowLocalPaths,
        onProgress,
      });
      const document = preferred(scan.documents);
      if (document) {
        const others = scan.documents.length - 1;
        const note =
          others > 0 ? [{ what: `${others} other description file(s) not imported`, where: location }] : [];
        return {
          text: document.text,
          fileName: path.basename(document.path),
          report: [...scan.report, ...note],
        };
      }
      if (scan.routes.length > 0) {
        return { text: routesToMarkdown(scan.routes), fileName: 'routes.md', report: scan.report };
      }
      throw new AnalysisError(
        `No API description files or route declarations were found in ${location}.`,
        scan.report,
      );
    },
    async wiki(location: string, onProgress: (message: string) => void): Promise<GatheredDocument> {
      const crawl = await crawlDocsSite(location, { onProgress });
      const document = preferred(crawl.documents);
      if (document)
        return {
          text: document.text,
          fileName: path.basename(new URL(document.url).pathname) || 'document',
          report: crawl.report,
        };
      if (crawl.markdown) return { text: crawl.markdown, fileName: 'docs-site.md', report: crawl.report };
      throw new AnalysisError(
        `No API documents or endpoint descriptions were found on ${location}.`,
        crawl.report,
      );
    },
  };
}
