import { formatDistanceToNow } from 'date-fns';
import { Eye, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useVersions } from '../api/get-versions.ts';
import { useRestoreVersion } from '../api/restore-version.ts';
import type { InterfaceDetail, InterfaceSummary } from '../api/types.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { Dialog } from '../components/dialog.tsx';
import { VersionView } from './version-view.tsx';

interface VersionsDrawerProps {
  open: boolean;
  onClose: () => void;
  summary: InterfaceSummary;
  dirty: boolean;
  onRestored: (detail: InterfaceDetail) => void;
}

export function VersionsDrawer({ open, onClose, summary, dirty, onRestored }: VersionsDrawerProps) {
  const versions = useVersions(summary.id, open);
  const restore = useRestoreVersion(summary.id);
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);

  const confirmRestore = () => {
    if (restoring === null) return;
    restore.mutate(restoring, {
      onSuccess: (detail) => {
        onRestored(detail);
        toast.success(`Version ${restoring} restored as version ${detail.version}`);
        setRestoring(null);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      layout="drawer"
      size="md"
      title="Versions"
      description="Every save is a version."
    >
      {versions.isPending ? (
        <Spinner label="Loading versions" />
      ) : versions.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(versions.error)}
        </p>
      ) : (
        <ol className="space-y-2">
          {versions.data.map((item) => (
            <li key={item.version} className="rounded-lg border border-slate-200 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">Version {item.version}</span>
                {item.version === summary.latestVersion ? (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                    Latest
                  </span>
                ) : null}
                {item.version === summary.publishedVersion ? (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
                    Published
                  </span>
                ) : null}
              </div>
              <p className="mt-1 text-xs text-slate-600">
                {item.name} · {item.toolCount} tool{item.toolCount === 1 ? '' : 's'} · {item.createdBy} ·{' '}
                <time dateTime={item.createdAt}>
                  {formatDistanceToNow(new Date(item.createdAt), { addSuffix: true })}
                </time>
              </p>
              <div className="mt-2 flex gap-2">
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  aria-expanded={viewing === item.version}
                  onClick={() => setViewing(viewing === item.version ? null : item.version)}
                >
                  <Eye aria-hidden className="h-4 w-4" /> {viewing === item.version ? 'Hide' : 'View'}
                </Button>
                {item.version === summary.latestVersion && !dirty ? null : (
                  <Button variant="ghost" className="px-2 py-1" onClick={() => setRestoring(item.version)}>
                    <RotateCcw aria-hidden className="h-4 w-4" /> Restore
                  </Button>
                )}
              </div>
              {viewing === item.version ? (
                <div className="mt-3">
                  <VersionView interfaceId={summary.id} version={item.version} />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={`Restore version ${restoring ?? ''}?`}
        confirmLabel={restore.isPending ? 'Restoring...' : 'Restore'}
        busy={restore.isPending}
        onConfirm={confirmRestore}
        onCancel={() => setRestoring(null)}
      >
        Its graph becomes a new version; older versions stay in the list.
        {dirty ? ' Your unsaved changes on the canvas will be lost.' : ''}
      </ConfirmDialog>
    </Dialog>
  );
}
