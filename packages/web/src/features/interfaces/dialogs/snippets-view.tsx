import { useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { CodeBlock } from '../components/code-block.tsx';
import { type ConnectionTarget, connectionSnippets, type SnippetId } from '../snippets.ts';

/** One tab per client; the access key is filled in when it was just created or rotated. */
export function SnippetsView({ target }: { target: ConnectionTarget }) {
  const snippets = connectionSnippets(target);
  const [active, setActive] = useState<SnippetId>('claude-desktop');
  const snippet = snippets.find((candidate) => candidate.id === active) ?? snippets[0]!;
  return (
    <div className="space-y-2">
      <div role="tablist" aria-label="Client" className="flex flex-wrap gap-1">
        {snippets.map((candidate) => (
          <button
            key={candidate.id}
            type="button"
            role="tab"
            id={`snippet-tab-${candidate.id}`}
            aria-selected={candidate.id === active}
            aria-controls="snippet-panel"
            onClick={() => setActive(candidate.id)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium',
              candidate.id === active ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="snippet-panel"
        aria-labelledby={`snippet-tab-${snippet.id}`}
        className="space-y-1.5"
      >
        <p className="text-xs text-slate-500">
          {snippet.file ? (
            <>
              Add to <code className="font-mono">{snippet.file}</code>
            </>
          ) : snippet.id === 'claude-code' ? (
            'Run in a terminal'
          ) : (
            'For any client that speaks Streamable HTTP'
          )}
          {target.key ? ' · your new key is filled in' : ''}
        </p>
        <CodeBlock label={`${snippet.label} configuration`} code={snippet.code} />
      </div>
    </div>
  );
}
