import { memo } from 'react';
import type { OperationRow } from './api/types.ts';
import { DeprecatedBadge, DocumentationBadge, MethodBadge } from './operation-badges.tsx';

const mobileLabel = 'text-xs text-slate-500 md:hidden';

/** One discovered API; a table row on wide screens and a stacked card below `md`. */
export const OperationTableRow = memo(function OperationTableRow({
  row,
  onOpen,
}: {
  row: OperationRow;
  onOpen: (id: string) => void;
}) {
  return (
    <tr
      onClick={() => onOpen(row.id)}
      className="block cursor-pointer border-b border-slate-100 px-4 py-3 hover:bg-slate-50 md:table-row md:p-0"
    >
      <td className="mr-2 inline-block align-top md:mr-0 md:table-cell md:py-3 md:pl-4 md:pr-2">
        <MethodBadge method={row.method} />
      </td>
      <td className="inline min-w-0 md:table-cell md:px-2 md:py-3">
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row.id);
          }}
          className="max-w-full text-left"
        >
          <span className="block break-all font-mono text-sm text-slate-900 hover:text-brand-700">
            {row.path}
          </span>
        </button>
        {row.deprecated ? (
          <span className="mt-1 inline-block">
            <DeprecatedBadge />
          </span>
        ) : null}
      </td>
      <td className="mt-1 block text-sm text-slate-700 md:mt-0 md:table-cell md:px-2 md:py-3 md:align-top">
        <span className="break-words">{row.name}</span>
      </td>
      <td className="block text-sm text-slate-700 md:table-cell md:px-2 md:py-3 md:align-top">
        <span className={mobileLabel}>Source: </span>
        <span className="break-words">{row.sourceName}</span>
      </td>
      <td className="block text-sm text-slate-700 md:table-cell md:px-2 md:py-3 md:text-right md:align-top">
        <span className={mobileLabel}>Parameters: </span>
        {row.parameters}
      </td>
      <td className="mt-2 block md:mt-0 md:table-cell md:py-3 md:pl-2 md:pr-4 md:align-top">
        <DocumentationBadge level={row.documentation} coverage={row.coverage} />
      </td>
    </tr>
  );
});
