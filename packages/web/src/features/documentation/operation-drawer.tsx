import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useOperationDetail } from './api/operation-detail-query.ts';
import type { OperationDetail } from './api/types.ts';
import { formatPercent } from './coverage.ts';
import { Modal } from './modal.tsx';
import { DeprecatedBadge, DocumentationBadge, MethodBadge } from './operation-badges.tsx';
import { collectExamples } from './operation-examples.ts';
import {
  CoverageChecksList,
  DetailSection,
  ExamplesSection,
  ParametersTable,
  RequestBodySection,
  ResponsesSection,
  SecuritySection,
} from './operation-sections.tsx';

function OperationBody({ detail }: { detail: OperationDetail }) {
  const { operation, schemas, coverage } = detail;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <DocumentationBadge level={coverage.level} coverage={coverage.score * 100} />
        {operation.deprecated ? <DeprecatedBadge /> : null}
        <span>
          from <span className="font-medium text-slate-900">{detail.sourceName}</span>
        </span>
        {operation.operationId ? (
          <span className="break-all font-mono text-xs text-slate-500">
            operationId {operation.operationId}
          </span>
        ) : null}
      </div>
      {operation.summary ? <p className="mt-4 font-medium text-slate-900">{operation.summary}</p> : null}
      {operation.description ? (
        <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-700">{operation.description}</p>
      ) : null}
      {!operation.summary && !operation.description ? (
        <p className="mt-4 text-sm text-slate-500">The document does not describe this operation.</p>
      ) : null}
      {operation.tags.length > 0 ? (
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1">
          {operation.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {operation.location ? (
        <p className="mt-2 break-all text-xs text-slate-500">Defined at {operation.location}</p>
      ) : null}

      <DetailSection title={`Documentation coverage · ${formatPercent(coverage.score * 100)}`}>
        <CoverageChecksList detail={detail} />
      </DetailSection>
      <DetailSection title="Parameters">
        <ParametersTable operation={operation} schemas={schemas} />
      </DetailSection>
      <DetailSection title="Request body">
        <RequestBodySection operation={operation} schemas={schemas} />
      </DetailSection>
      <DetailSection title="Responses">
        <ResponsesSection operation={operation} schemas={schemas} />
      </DetailSection>
      <DetailSection title="Security">
        <SecuritySection operation={operation} />
      </DetailSection>
      <DetailSection title="Examples">
        <ExamplesSection examples={collectExamples(operation)} />
      </DetailSection>
    </>
  );
}

/** One discovered API in a side drawer; the page keeps its id in `?operation=` so a reload reopens it. */
export function OperationDrawer({ operationId, onClose }: { operationId: string; onClose: () => void }) {
  const detail = useOperationDetail(operationId);
  const operation = detail.data?.operation;
  const title = operation ? (
    <span className="flex min-w-0 items-center gap-2">
      <MethodBadge method={operation.method} />
      <span className="break-all font-mono text-base">{operation.path}</span>
    </span>
  ) : (
    'Discovered API'
  );
  return (
    <Modal title={title} onClose={onClose} placement="drawer">
      {detail.isPending ? <Spinner label="Loading the API" /> : null}
      {detail.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(detail.error)}
        </p>
      ) : null}
      {detail.data ? <OperationBody detail={detail.data} /> : null}
    </Modal>
  );
}
