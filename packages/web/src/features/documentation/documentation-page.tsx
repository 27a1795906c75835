import { Globe, Search, Upload } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import type { Source } from './api/types.ts';
import { DiscoverDialog } from './discover-dialog.tsx';
import { DocumentationTabs, type TabDefinition } from './documentation-tabs.tsx';
import { OperationDrawer } from './operation-drawer.tsx';
import { OperationsPanel } from './operations-panel.tsx';
import { SourcesPanel } from './sources-panel.tsx';
import { UploadDialog } from './upload-dialog.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useSourceWatch } from './use-source-watch.ts';

type TabId = 'sources' | 'apis';
const tabIdPrefix = 'documentation';
const searchDelayMs = 300;

/** /app/documentation. The shell's header is the page's h1 ('API Documentation Discovery'). */
export function DocumentationPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabId = params.get('tab') === 'apis' ? 'apis' : 'sources';
  const operationId = params.get('operation');
  const [searchInput, setSearchInput] = useState(() => params.get('q') ?? '');
  const search = useDebouncedValue(searchInput.trim(), searchDelayMs);
  const [dialog, setDialog] = useState<'upload' | 'discover' | null>(null);
  const sources = useSourceWatch();

  const updateParams = useCallback(
    (changes: Record<string, string | null>, replace = true) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  // The search survives a reload through ?q=.
  useEffect(() => {
    if ((params.get('q') ?? '') !== search) updateParams({ q: search });
  }, [search, params, updateParams]);

  const openOperation = useCallback((id: string) => updateParams({ operation: id }, false), [updateParams]);
  const closeOperation = useCallback(() => updateParams({ operation: null }), [updateParams]);
  const started = (_source: Source) => {
    setDialog(null);
    updateParams({ tab: null });
  };

  const list = sources.data?.sources ?? [];
  const tabs: TabDefinition<TabId>[] = [
    { id: 'sources', label: 'Document Sources', ...(sources.data ? { count: list.length } : {}) },
    {
      id: 'apis',
      label: 'Discovered APIs',
      ...(sources.data ? { count: list.reduce((sum, source) => sum + source.apiCount, 0) } : {}),
    },
  ];

  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <label htmlFor="documentation-search" className="sr-only">
            Search documentation
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-slate-400"
          />
          <input
            id="documentation-search"
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder="Search names, paths, methods and sources"
            className="block w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
        </div>
        <div className="flex gap-2">
          <Button className="flex-1 sm:flex-none" onClick={() => setDialog('upload')}>
            <Upload aria-hidden className="h-4 w-4" /> Upload Documentation
          </Button>
          <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => setDialog('discover')}>
            <Globe aria-hidden className="h-4 w-4" /> Discover from URL
          </Button>
        </div>
      </div>

      <DocumentationTabs
        label="Documentation"
        tabs={tabs}
        active={tab}
        onChange={(id) => updateParams({ tab: id === 'sources' ? null : id })}
        idPrefix={tabIdPrefix}
      />
      <div role="tabpanel" id={`${tabIdPrefix}-panel-${tab}`} aria-labelledby={`${tabIdPrefix}-tab-${tab}`}>
        <h2 className="sr-only">{tab === 'sources' ? 'Document Sources' : 'Discovered APIs'}</h2>
        {tab === 'sources' ? (
          <SourcesPanel search={search} />
        ) : (
          <OperationsPanel search={search} onOpen={openOperation} />
        )}
      </div>

      {dialog === 'upload' ? <UploadDialog onClose={() => setDialog(null)} onUploaded={started} /> : null}
      {dialog === 'discover' ? <DiscoverDialog onClose={() => setDialog(null)} onStarted={started} /> : null}
      {operationId ? <OperationDrawer operationId={operationId} onClose={closeOperation} /> : null}
    </div>
  );
}
