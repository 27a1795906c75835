import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useVersion } from '../api/get-version.ts';
import { CodeBlock } from '../components/code-block.tsx';

const kinds = { apiSource: 'API Source', transform: 'Transform', output: 'Output' } as const;

/** A read-only look at one saved version: its nodes and the full document. */
export function VersionView({ interfaceId, version }: { interfaceId: string; version: number }) {
  const query = useVersion(interfaceId, version);
  if (query.isPending) return <Spinner label={`Loading version ${version}`} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(query.error)}
      </p>
    );
  }
  const { graph } = query.data;
  return (
    <div className="space-y-3">
      <ul className="space-y-1 text-sm text-slate-700">
        {graph.nodes.map((node) => (
          <li key={node.id} className="flex justify-between gap-2">
            <span className="truncate">
              <span className="text-slate-500">{kinds[node.type]}:</span> {node.data.label}
            </span>
            <span className="shrink-0 text-xs text-slate-500">
              {node.type === 'apiSource'
                ? `${node.data.endpoints.length} endpoints`
                : node.type === 'transform'
                  ? `${node.data.transformations.length} transformations`
                  : `${node.data.outputs.length} fields`}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">{graph.edges.length} connections</p>
      <CodeBlock label="Version document" code={JSON.stringify(graph, null, 2)} />
    </div>
  );
}
