import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TestRun } from '../api/types.ts';
import { CodeBlock } from '../components/code-block.tsx';

const pretty = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** Upstream bodies arrive as text; JSON text is indented for reading, anything else shown as is. */
function readableBody(body: unknown): string {
  if (typeof body !== 'string') return pretty(body);
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1.5">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      {children}
    </section>
  );
}

/** What a test run did: the upstream request, the raw answer, the tool result, and how long each part took. */
export function TestResult({ run }: { run: TestRun }) {
  const request = run.request
    ? [
        `${run.request.method} ${run.request.url}`,
        ...Object.entries(run.request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
        ...(run.request.body === undefined || run.request.body === null
          ? []
          : ['', pretty(run.request.body)]),
      ].join('\n')
    : null;
  const ownShare =
    run.timings.gatewayMs !== undefined
      ? `Gateway ${run.timings.gatewayMs} ms`
      : run.timings.transformMs !== undefined
        ? `Transforms ${run.timings.transformMs} ms`
        : null;
  const upstreamTitle = run.upstream
    ? `Upstream response · ${run.upstream.status} · ${run.upstream.bytes} bytes${run.upstream.truncated ? ' (truncated)' : ''}`
    : 'Upstream response';
  const result =
    run.result.structuredContent !== undefined
      ? pretty(run.result.structuredContent)
      : (run.result.content ?? []).map((part) => part.text ?? `[${part.type}]`).join('\n');

  return (
    <div className="space-y-4" aria-live="polite">
      <div
        className={`flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border px-3 py-2 text-sm ${run.ok ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900'}`}
      >
        <span className="flex items-center gap-1.5 font-medium">
          {run.ok ? (
            <CheckCircle2 aria-hidden className="h-4 w-4" />
          ) : (
            <XCircle aria-hidden className="h-4 w-4" />
          )}
          {run.ok ? 'Succeeded' : 'Failed'}
        </span>
        <span className="tabular-nums">Total {run.timings.totalMs} ms</span>
        <span className="tabular-nums">Upstream {run.timings.upstreamMs} ms</span>
        {ownShare ? <span className="tabular-nums">{ownShare}</span> : null}
      </div>
      {run.error ? <p className="text-sm text-red-700">{run.error}</p> : null}
      <Section title="Request sent upstream">
        {request ? (
          <CodeBlock label="Request" code={request} />
        ) : (
          <p className="text-sm text-slate-500">No request was sent upstream.</p>
        )}
      </Section>
      <Section title={upstreamTitle}>
        {run.upstream ? (
          <CodeBlock label="Upstream response" code={readableBody(run.upstream.body)} />
        ) : (
          <p className="text-sm text-slate-500">No response was received.</p>
        )}
      </Section>
      <Section title={run.result.isError ? 'Tool result (error)' : 'Tool result after transforms'}>
        <CodeBlock label="Result" code={result || '(empty)'} />
      </Section>
    </div>
  );
}
