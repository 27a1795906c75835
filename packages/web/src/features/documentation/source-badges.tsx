import {
  AlertCircle,
  BookOpen,
  CheckCircle2,
  FileUp,
  GitBranch,
  Globe,
  Loader2,
  type LucideIcon,
} from 'lucide-react';
import type { SourceStatus, SourceType } from './api/types.ts';
import { sourceTypeLabel } from './source-list.ts';

const typeIcons: Record<SourceType, LucideIcon> = {
  uploaded: FileUp,
  url: Globe,
  repository: GitBranch,
  wiki: BookOpen,
};

export function SourceTypeLabel({ type }: { type: SourceType }) {
  const Icon = typeIcons[type];
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
      <Icon aria-hidden className="h-4 w-4 text-slate-500" />
      {sourceTypeLabel[type]}
    </span>
  );
}

export function SourceTypeIcon({ type }: { type: SourceType }) {
  const Icon = typeIcons[type];
  return (
    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
      <Icon aria-hidden className="h-5 w-5" />
    </span>
  );
}

const statusStyles: Record<SourceStatus, { label: string; className: string; icon: LucideIcon }> = {
  analyzing: { label: 'Analyzing', className: 'bg-blue-50 text-blue-700 ring-blue-600/20', icon: Loader2 },
  complete: {
    label: 'Complete',
    className: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
    icon: CheckCircle2,
  },
  error: { label: 'Error', className: 'bg-red-50 text-red-700 ring-red-600/20', icon: AlertCircle },
};

export function SourceStatusBadge({ status }: { status: SourceStatus }) {
  const style = statusStyles[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${style.className}`}
    >
      <style.icon aria-hidden className={`h-3.5 w-3.5 ${status === 'analyzing' ? 'animate-spin' : ''}`} />
      {style.label}
    </span>
  );
}
