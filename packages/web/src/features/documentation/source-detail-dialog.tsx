import type { Finding, FindingSeverity } from '@cartographer/core';
import { format } from 'date-fns';
import { AlertCircle, AlertTriangle, ChevronRight, Info, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useSourceDetail } from './api/source-detail-query.ts';
import type { SourceDetail } from './api/types.ts';
import { CoverageBar } from './coverage-bar.tsx';
import { Modal } from './modal.tsx';
import { SourceStatusBadge, SourceTypeLabel } from './source-badges.tsx';

const severities: { severity: FindingSeverity; label: string; icon: LucideIcon; className: string }[] = [
  { severity: 'error', label: 'Errors', icon: AlertCircle, className: 'text-red-600' },
  { severity: 'warning', label: 'Warnings', icon: AlertTriangle, className: 'text-amber-600' },
  { severity: 'info', label: 'Info', icon: Info, className: 'text-blue-600' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function FindingGroups({ findings }: { findings: Finding[] }) {
  if (findings.length === 0) return <p className="text-sm text-slate-600">No findings: nothing to fix.</p>;
  return (
    <div className="space-y-2">
      {severities.map(({ severity, label, icon: Icon, className }) => {
        const group = findings.filter((finding) => finding.severity === severity);
        if (group.length === 0) return null;
        return (
          <details
            key={severity}
            open={severity !== 'info'}
            className="group rounded-lg border border-slate-200"
          >
            <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm font-medium text-slate-900">
              <ChevronRight
                aria-hidden
                className="h-4 w-4 text-slate-400 transition-transform group-open:rotate-90"
              />
              <Icon aria-hidden className={`h-4 w-4 ${className}`} /> {label} ({group.length})
            </summary>
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto border-t border-slate-200">
              {group.map((finding, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a list that is never reordered; findings have no id.
                <li key={`${finding.code}-${index}`} className="px-3 py-2 text-sm">
                  <p className="break-words text-slate-800">{finding.message}</p>
                  <p className="mt-0.5 text-xs text-slate-500">
                    <span className="font-mono">{finding.code}</span>
                    {finding.where ? (
                      <>
                        {' · '}
                        <span className="break-all font-mono">{finding.where}</span>
                      </>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}

function DetailBody({ detail }: { detail: SourceDetail }) {
  const { source, findings, report, revisions } = detail;
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-500">Type</dt>
          <dd>
            <SourceTypeLabel type={source.type} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Status</dt>
          <dd>
            <SourceStatusBadge status={source.status} />
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs text-slate-500">Location</dt>
          <dd className="break-all font-mono text-xs text-slate-700">{source.location}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Format</dt>
          <dd className="text-slate-700">{source.format ?? 'Not known yet'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">APIs</dt>
          <dd className="text-slate-700">{source.apiCount}</dd>
        </div>
      </dl>
      {source.status === 'analyzing' && source.progress ? (
        <p className="mt-3 text-sm text-blue-700">{source.progress}</p>
      ) : null}
      {source.status === 'error' && source.error ? (
        <p className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {source.error}
        </p>
      ) : null}
      {source.revision > 0 ? (
        <div className="mt-4">
          <CoverageBar coverage={source.coverage} />
        </div>
      ) : null}

      <Section title={`Findings (${findings.length})`}>
        <FindingGroups findings={findings} />
      </Section>

      <Section title="Discovery report">
        {report.found.length === 0 ? (
          <p className="text-sm text-slate-600">
            Nothing was recorded about where the documentation was found.
          </p>
        ) : (
          <ul className="space-y-1 text-sm">
            {report.found.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a list that is never reordered; entries have no id.
              <li key={`${item.where}-${index}`} className="rounded-lg bg-slate-50 px-3 py-2">
                <span className="text-slate-800">{item.what}</span>
                <span className="block break-all font-mono text-xs text-slate-500">{item.where}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Revisions">
        {revisions.length === 0 ? (
          <p className="text-sm text-slate-600">No revision has been stored yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
            {revisions.map((revision) => (
              <li key={revision.revision} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-3 py-2">
                <span className="font-medium text-slate-900">Revision {revision.revision}</span>
                <span className="text-slate-600">
                  {format(new Date(revision.createdAt), 'yyyy-MM-dd HH:mm')}
                </span>
                <span className="text-slate-600">{revision.apiCount} APIs</span>
                {revision.fileName ? (
                  <span className="break-all text-slate-600">{revision.fileName}</span>
                ) : null}
                <span className="font-mono text-xs text-slate-400" title={`SHA-256 ${revision.contentHash}`}>
                  {revision.contentHash.slice(0, 12)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

export function SourceDetailDialog({ sourceId, onClose }: { sourceId: string; onClose: () => void }) {
  const detail = useSourceDetail(sourceId);
  return (
    <Modal title={detail.data?.source.name ?? 'Document source'} onClose={onClose} placement="wide">
      {detail.isPending ? <Spinner label="Loading source details" /> : null}
      {detail.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(detail.error)}
        </p>
      ) : null}
      {detail.data ? <DetailBody detail={detail.data} /> : null}
    </Modal>
  );
}
