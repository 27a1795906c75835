import type { Source, SourceStatus, SourceType } from './api/types.ts';

export const sourceTypeLabel: Record<SourceType, string> = {
  uploaded: 'Uploaded',
  url: 'URL',
  repository: 'Code repository',
  wiki: 'Wiki',
};

/** Sources matching every word of the search in their name, location, type or format. */
export function filterSources(sources: Source[], search: string): Source[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return sources;
  return sources.filter((source) => {
    const text = [
      source.name,
      source.location,
      source.type,
      sourceTypeLabel[source.type],
      source.format ?? '',
      source.status,
    ]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** 'x–y of total' for a page that starts at `offset` and shows `count` rows. */
export function pageRangeLabel(offset: number, count: number, total: number): string {
  if (total === 0 || count === 0) return `0 of ${total}`;
  return `${offset + 1}–${offset + count} of ${total}`;
}

export interface SourceTransition {
  source: Source;
  to: Exclude<SourceStatus, 'analyzing'>;
}

/**
 * Sources that were analysing when last seen and have now finished. `seen` is the status map
 * from the previous look; sources never seen analysing (a reload, another tab) give no toast.
 */
export function finishedSources(
  seen: ReadonlyMap<string, SourceStatus>,
  current: Source[],
): SourceTransition[] {
  const finished: SourceTransition[] = [];
  for (const source of current) {
    if (seen.get(source.id) !== 'analyzing' || source.status === 'analyzing') continue;
    finished.push({ source, to: source.status });
  }
  return finished;
}
