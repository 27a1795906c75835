import type { InterfaceGraph } from '@cartographer/core';
import { ListPlus, Shrink, Tags } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useCompleteDocSources } from '../api/get-doc-sources.ts';
import { compactInputClass } from '../components/form-controls.tsx';
import { useDeterministicActions } from './use-deterministic-actions.ts';

function Action({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
        {icon} {title}
      </p>
      <p className="text-xs text-slate-600">{children}</p>
      {action}
    </li>
  );
}

export function DeterministicActions({
  graph,
  apply,
}: {
  graph: InterfaceGraph;
  apply: (graph: InterfaceGraph) => void;
}) {
  const sourceSelectId = useId();
  const sources = useCompleteDocSources();
  const [sourceId, setSourceId] = useState('');
  const { busy, addReadEndpoints, addProjection, nameTools } = useDeterministicActions(graph, apply);
  const source = sources.data?.find((candidate) => candidate.id === sourceId) ?? sources.data?.[0];

  return (
    <ul className="space-y-3">
      <Action
        icon={<ListPlus aria-hidden className="h-4 w-4 text-brand-600" />}
        title="Add all read endpoints of a source"
        action={
          <div className="flex gap-2">
            <label htmlFor={sourceSelectId} className="sr-only">
              Documentation source
            </label>
            <select
              id={sourceSelectId}
              value={source?.id ?? ''}
              disabled={!sources.data?.length}
              onChange={(event) => setSourceId(event.target.value)}
              className={compactInputClass}
            >
              {sources.data?.length ? null : <option value="">No analysed documentation yet</option>}
              {sources.data?.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
            <Button
              className="shrink-0 px-3 py-1.5"
              disabled={!source || busy !== null}
              onClick={() => source && addReadEndpoints(source)}
            >
              {busy === 'read-endpoints' ? 'Adding...' : 'Add'}
            </Button>
          </div>
        }
      >
        A new API Source with every GET operation (and GraphQL query) of the source, connected to the Output
        node.
      </Action>
      <Action
        icon={<Shrink aria-hidden className="h-4 w-4 text-amber-600" />}
        title="Add a projection transform"
        action={
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            disabled={busy !== null}
            onClick={addProjection}
          >
            {busy === 'projection' ? 'Adding...' : 'Add projection'}
          </Button>
        }
      >
        A Transform between the sources and the Output node that keeps only the fields the Output node
        declares, so clients receive less text.
      </Action>
      <Action
        icon={<Tags aria-hidden className="h-4 w-4 text-emerald-600" />}
        title="Name tools from operations"
        action={
          <Button variant="secondary" className="px-3 py-1.5" disabled={busy !== null} onClick={nameTools}>
            {busy === 'tool-names' ? 'Naming...' : 'Name tools'}
          </Button>
        }
      >
        Writes each linked endpoint's tool name from its catalogue operation, so renaming the operation
        upstream no longer renames the tool.
      </Action>
    </ul>
  );
}
