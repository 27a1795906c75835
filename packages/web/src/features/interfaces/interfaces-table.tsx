import { formatDistanceToNow } from 'date-fns';
import { Copy as DuplicateIcon, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { InterfaceSummary } from './api/types.ts';
import { CopyButton } from './components/copy-button.tsx';
import { StatusBadge } from './components/status-badge.tsx';

interface InterfacesTableProps {
  interfaces: InterfaceSummary[];
  busyId: string | null;
  onDuplicate: (item: InterfaceSummary) => void;
  onDelete: (item: InterfaceSummary) => void;
}

function updated(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDistanceToNow(date, { addSuffix: true });
}

function PublishedUrl({ url }: { url: string | null }) {
  if (!url) return <span className="text-slate-400">Not published</span>;
  return (
    <span className="flex min-w-0 items-center gap-1">
      <code className="truncate font-mono text-xs text-slate-700" title={url}>
        {url}
      </code>
      <CopyButton text={url} label="URL" />
    </span>
  );
}

function RowActions({
  item,
  busy,
  onDuplicate,
  onDelete,
}: { item: InterfaceSummary; busy: boolean } & Pick<InterfacesTableProps, 'onDuplicate' | 'onDelete'>) {
  return (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        disabled={busy}
        onClick={() => onDuplicate(item)}
        aria-label={`Duplicate ${item.name}`}
        title="Duplicate"
        className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-50"
      >
        <DuplicateIcon aria-hidden className="h-4 w-4" />
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => onDelete(item)}
        aria-label={`Delete ${item.name}`}
        title="Delete"
        className="rounded-md p-2 text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-50"
      >
        <Trash2 aria-hidden className="h-4 w-4" />
      </button>
    </div>
  );
}

export function InterfacesTable({ interfaces, busyId, onDuplicate, onDelete }: InterfacesTableProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Type
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Last updated
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Tools
            </th>
            <th scope="col" className="px-4 py-3">
              Published URL
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {interfaces.map((item) => (
            <tr key={item.id} className="hover:bg-slate-50/60">
              <td className="px-4 py-3">
                <Link
                  to={`/app/interfaces/${item.id}`}
                  className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {item.name}
                </Link>
              </td>
              <td className="px-4 py-3 text-slate-700">{item.type}</td>
              <td className="px-4 py-3">
                <StatusBadge summary={item} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                <time dateTime={item.updatedAt}>{updated(item.updatedAt)}</time>
              </td>
              <td className="px-4 py-3 text-right tabular-nums text-slate-700">{item.toolCount}</td>
              <td className="max-w-[16rem] px-4 py-3">
                <PublishedUrl url={item.publishedUrl} />
              </td>
              <td className="px-4 py-2">
                <RowActions
                  item={item}
                  busy={busyId === item.id}
                  onDuplicate={onDuplicate}
                  onDelete={onDelete}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 md:hidden">
        {interfaces.map((item) => (
          <li key={item.id} className="space-y-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <Link
                to={`/app/interfaces/${item.id}`}
                className="font-medium text-slate-900 hover:text-brand-700"
              >
                {item.name}
              </Link>
              <StatusBadge summary={item} />
            </div>
            <p className="text-xs text-slate-600">
              {item.type} · {item.toolCount} tool{item.toolCount === 1 ? '' : 's'} · updated{' '}
              <time dateTime={item.updatedAt}>{updated(item.updatedAt)}</time>
            </p>
            <div className="flex items-center justify-between gap-2 text-sm">
              <PublishedUrl url={item.publishedUrl} />
              <RowActions
                item={item}
                busy={busyId === item.id}
                onDuplicate={onDuplicate}
                onDelete={onDelete}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
