import type { CatalogOperation, JsonSchema } from '@cartographer/core';
import { Check, Minus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OperationDetail } from './api/types.ts';
import { type CheckState, explainCoverageChecks } from './coverage.ts';
import type { OperationExample } from './operation-examples.ts';
import { schemaTypeLabel } from './schema-tree.ts';
import { SchemaTree } from './schema-tree-view.tsx';

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      {children}
    </section>
  );
}

const none = (text: string) => <p className="text-sm text-slate-500">{text}</p>;

export function ParametersTable({
  operation,
  schemas,
}: {
  operation: CatalogOperation;
  schemas: Record<string, JsonSchema>;
}) {
  if (operation.parameters.length === 0) return none('No parameters.');
  return (
    <div className="rounded-lg border border-slate-200">
      {/* Below `sm` each parameter is a stacked card: name, then where/required/type, then the description. */}
      <table className="block w-full text-left text-sm sm:table">
        <thead className="sr-only bg-slate-50 text-xs uppercase tracking-wide text-slate-500 sm:not-sr-only sm:table-header-group">
          <tr>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              In
            </th>
            <th scope="col" className="px-3 py-2">
              Required
            </th>
            <th scope="col" className="px-3 py-2">
              Type
            </th>
            <th scope="col" className="px-3 py-2">
              Description
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-100 sm:table-row-group">
          {operation.parameters.map((parameter) => (
            <tr
              key={`${parameter.in}-${parameter.name}`}
              className="block px-3 py-2 align-top sm:table-row sm:p-0"
            >
              <td className="block break-all font-mono text-slate-900 sm:table-cell sm:px-3 sm:py-2">
                {parameter.name}
                {parameter.deprecated ? (
                  <span className="ml-1 text-xs text-slate-500 line-through">deprecated</span>
                ) : null}
              </td>
              <td className="inline-block pr-3 text-slate-600 sm:table-cell sm:px-3 sm:py-2">
                {parameter.in}
              </td>
              <td className="inline-block pr-3 sm:table-cell sm:px-3 sm:py-2">
                <span className="text-xs text-slate-500 sm:hidden">required: </span>
                {parameter.required ? <span className="text-red-600">yes</span> : 'no'}
              </td>
              <td className="inline-block font-mono text-xs text-brand-700 sm:table-cell sm:px-3 sm:py-2">
                {schemaTypeLabel(parameter.schema, schemas)}
              </td>
              <td className="mt-1 block text-slate-700 sm:mt-0 sm:table-cell sm:px-3 sm:py-2">
                {parameter.description ??
                  (typeof parameter.schema === 'object' &&
                  typeof parameter.schema.description === 'string' ? (
                    parameter.schema.description
                  ) : (
                    <span className="text-slate-400">No description</span>
                  ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function RequestBodySection({
  operation,
  schemas,
}: {
  operation: CatalogOperation;
  schemas: Record<string, JsonSchema>;
}) {
  const body = operation.requestBody;
  if (!body) return none('No request body.');
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        <span className="font-mono text-slate-900">{body.contentType}</span>
        {body.required ? ' · required' : ' · optional'}
      </p>
      {body.description ? (
        <p className="whitespace-pre-wrap text-sm text-slate-700">{body.description}</p>
      ) : null}
      <SchemaTree schema={body.schema} schemas={schemas} />
    </div>
  );
}

function statusClass(status: string): string {
  if (status.startsWith('2')) return 'bg-emerald-50 text-emerald-700';
  if (status.startsWith('4') || status.startsWith('5')) return 'bg-red-50 text-red-700';
  return 'bg-slate-100 text-slate-700';
}

export function ResponsesSection({
  operation,
  schemas,
}: {
  operation: CatalogOperation;
  schemas: Record<string, JsonSchema>;
}) {
  if (operation.responses.length === 0) return none('No responses are documented.');
  return (
    <ul className="space-y-3">
      {operation.responses.map((response) => (
        <li key={response.status} className="rounded-lg border border-slate-200 p-3">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span
              className={`rounded px-1.5 py-0.5 font-mono text-xs font-semibold ${statusClass(response.status)}`}
            >
              {response.status}
            </span>
            {response.contentType ? (
              <span className="font-mono text-xs text-slate-500">{response.contentType}</span>
            ) : null}
            {response.description ? <span className="text-slate-700">{response.description}</span> : null}
          </p>
          {response.schema !== undefined ? (
            <div className="mt-2">
              <SchemaTree schema={response.schema} schemas={schemas} />
            </div>
          ) : (
            <p className="mt-1 text-xs text-slate-500">No schema.</p>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SecuritySection({ operation }: { operation: CatalogOperation }) {
  if (operation.security.length === 0) return none('No authentication: the operation is public.');
  return (
    <ul className="space-y-1 text-sm">
      {operation.security.map((requirement, index) => {
        const entries = Object.entries(requirement);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: alternatives have no identity beyond their position.
          <li key={index} className="rounded-lg bg-slate-50 px-3 py-2 text-slate-700">
            {index > 0 ? <span className="mr-2 text-xs uppercase text-slate-400">or</span> : null}
            {entries.length === 0
              ? 'No authentication'
              : entries.map(([scheme, scopes], position) => (
                  <span key={scheme}>
                    {position > 0 ? ' and ' : ''}
                    <span className="font-mono text-slate-900">{scheme}</span>
                    {scopes.length > 0 ? ` (scopes: ${scopes.join(', ')})` : ''}
                  </span>
                ))}
          </li>
        );
      })}
    </ul>
  );
}

export function ExamplesSection({ examples }: { examples: OperationExample[] }) {
  if (examples.length === 0) return none('The document gives no examples for this operation.');
  return (
    <ul className="space-y-3">
      {examples.map((example) => (
        <li key={example.title}>
          <p className="mb-1 text-xs font-medium text-slate-600">{example.title}</p>
          <pre className="max-h-80 overflow-auto rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-slate-100">
            {example.text}
          </pre>
        </li>
      ))}
    </ul>
  );
}

const checkIcons: Record<CheckState, ReactNode> = {
  pass: <Check aria-label="holds" className="h-4 w-4 text-emerald-600" />,
  fail: <X aria-label="does not hold" className="h-4 w-4 text-red-600" />,
  'not-applicable': <Minus aria-label="does not apply" className="h-4 w-4 text-slate-400" />,
};

export function CoverageChecksList({ detail }: { detail: OperationDetail }) {
  const rows = explainCoverageChecks(detail.operation, detail.coverage.checks);
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {rows.map((row) => (
        <li key={row.label} className="flex gap-3 px-3 py-2 text-sm">
          <span className="mt-0.5 shrink-0">{checkIcons[row.state]}</span>
          <span>
            <span className="font-medium text-slate-900">{row.label}</span>
            <span className="block text-slate-600">{row.reason}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
