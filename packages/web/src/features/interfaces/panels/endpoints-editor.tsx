import { type HttpMethod, httpMethods, type SourceEndpoint } from '@cartographer/core';
import { Link2, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { compactControlClass, compactInputClass } from '../components/form-controls.tsx';

interface EndpointsEditorProps {
  endpoints: SourceEndpoint[];
  onChange: (endpoints: SourceEndpoint[]) => void;
}

export function EndpointsEditor({ endpoints, onChange }: EndpointsEditorProps) {
  const patch = (index: number, change: Partial<SourceEndpoint>) =>
    onChange(endpoints.map((endpoint, at) => (at === index ? { ...endpoint, ...change } : endpoint)));
  const remove = (index: number) => onChange(endpoints.filter((_, at) => at !== index));
  const add = () => onChange([...endpoints, { method: 'GET', path: '/', description: '' }]);

  return (
    <div className="space-y-2">
      {endpoints.length === 0 ? (
        <p className="text-sm text-slate-500">
          No endpoints yet. Add one by hand or discover them from documentation.
        </p>
      ) : null}
      <ol className="space-y-2">
        {endpoints.map((endpoint, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: endpoint rows are identified by their position
            <li key={index} className="space-y-1.5 rounded-lg border border-slate-200 bg-slate-50/60 p-2">
              <div className="flex gap-1.5">
                <select
                  aria-label={`Endpoint ${n} method`}
                  value={endpoint.method}
                  onChange={(event) => patch(index, { method: event.target.value as HttpMethod })}
                  className={`${compactControlClass} w-24 shrink-0 font-mono text-xs`}
                >
                  {httpMethods.map((method) => (
                    <option key={method} value={method}>
                      {method}
                    </option>
                  ))}
                </select>
                <input
                  aria-label={`Endpoint ${n} path`}
                  value={endpoint.path}
                  placeholder="/products/{id}"
                  onChange={(event) => patch(index, { path: event.target.value })}
                  className={`${compactControlClass} min-w-0 flex-1 font-mono text-xs`}
                />
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={`Remove endpoint ${n}`}
                  title="Remove endpoint"
                  className="shrink-0 rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-600"
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                </button>
              </div>
              <input
                aria-label={`Endpoint ${n} description`}
                value={endpoint.description}
                placeholder="Description"
                onChange={(event) => patch(index, { description: event.target.value })}
                className={compactInputClass}
              />
              <input
                aria-label={`Endpoint ${n} tool name (optional)`}
                value={endpoint.toolName ?? ''}
                placeholder="Tool name (optional, derived when empty)"
                onChange={(event) => patch(index, { toolName: event.target.value || undefined })}
                className={`${compactInputClass} font-mono text-xs`}
              />
              {endpoint.operationKey ? (
                <p
                  className="flex items-center gap-1 text-xs text-brand-700"
                  title="Schemas come from the catalogue"
                >
                  <Link2 aria-hidden className="h-3 w-3" />
                  <span className="truncate">Linked to {endpoint.operationKey}</span>
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" className="w-full py-1.5" onClick={add}>
        <Plus aria-hidden className="h-4 w-4" /> Add Endpoint
      </Button>
    </div>
  );
}
