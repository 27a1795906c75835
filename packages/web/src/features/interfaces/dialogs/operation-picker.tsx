import { type ReactNode, useDeferredValue, useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { pickerPageSize, useDocOperations } from '../api/get-doc-operations.ts';
import type { OperationRow } from '../api/types.ts';
import { becomesEndpoint, operationTags } from '../catalog-endpoints.ts';
import { inputClass } from '../components/form-controls.tsx';
import { MethodBadge } from '../nodes/method-badge.tsx';

interface OperationPickerProps {
  sourceId: string;
  /** Operation keys the node already has. */
  present: ReadonlySet<string>;
  selected: ReadonlyMap<string, OperationRow>;
  onSelectedChange: (selected: Map<string, OperationRow>) => void;
}

export function OperationPicker({ sourceId, present, selected, onSelectedChange }: OperationPickerProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const page = useDocOperations(sourceId, deferred);
  const items = page.data?.items ?? [];
  const pickable = items.filter((row) => becomesEndpoint(row) && !present.has(row.key));
  const allPicked = pickable.length > 0 && pickable.every((row) => selected.has(row.key));

  const setMany = (rows: OperationRow[], on: boolean) => {
    const next = new Map(selected);
    for (const row of rows) {
      if (on) next.set(row.key, row);
      else next.delete(row.key);
    }
    onSelectedChange(next);
  };

  let body: ReactNode;
  if (page.isPending) body = <Spinner label="Loading operations" />;
  else if (page.isError)
    body = (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(page.error)}
      </p>
    );
  else if (items.length === 0)
    body = <p className="py-6 text-center text-sm text-slate-500">No operations match.</p>;
  else
    body = (
      <ul className="max-h-[45dvh] divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
        {items.map((row) => {
          const added = present.has(row.key);
          const tool = becomesEndpoint(row);
          return (
            <li key={row.id}>
              <label className="flex cursor-pointer items-start gap-3 px-3 py-2 hover:bg-slate-50 has-[:disabled]:cursor-default has-[:disabled]:opacity-60">
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4 rounded border-slate-300 text-brand-600"
                  disabled={added || !tool}
                  checked={added || selected.has(row.key)}
                  onChange={(event) => setMany([row], event.target.checked)}
                />
                <MethodBadge method={row.method} className="mt-0.5" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-mono text-xs text-slate-800">{row.path}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {row.summary || row.name}
                    {row.deprecated ? ' · deprecated' : ''}
                    {added ? ' · already added' : !tool ? ' · not a tool' : ''}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    );

  const tags = operationTags(pickable);
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-700">
          Search operations
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder="Path, method or name"
          onChange={(event) => setSearch(event.target.value)}
          className={inputClass}
        />
      </div>
      {tags.length > 0 ? (
        <fieldset>
          <legend className="mb-1 text-xs font-medium text-slate-600">Select by tag</legend>
          <div className="flex flex-wrap gap-1.5">
            {tags.map(({ tag, count }) => {
              const rows = pickable.filter((row) => row.tags.includes(tag));
              const on = rows.every((row) => selected.has(row.key));
              return (
                <button
                  key={tag}
                  type="button"
                  aria-pressed={on}
                  onClick={() => setMany(rows, !on)}
                  className={`rounded-full px-2.5 py-1 text-xs font-medium ring-1 ${on ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`}
                >
                  {tag} <span className="opacity-70">{count}</span>
                </button>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      <div className="flex items-center justify-between gap-2 text-sm">
        <label className="flex items-center gap-2 font-medium text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 text-brand-600"
            checked={allPicked}
            disabled={pickable.length === 0}
            onChange={(event) => setMany(pickable, event.target.checked)}
          />
          Select all{pickable.length > 0 ? ` (${pickable.length})` : ''}
        </label>
        <span className="text-xs text-slate-500" aria-live="polite">
          {selected.size} selected
        </span>
      </div>
      {page.data && page.data.total > items.length ? (
        <p className="text-xs text-amber-700">
          Showing the first {pickerPageSize} of {page.data.total} operations. Search to narrow the list.
        </p>
      ) : null}
      {body}
    </div>
  );
}
