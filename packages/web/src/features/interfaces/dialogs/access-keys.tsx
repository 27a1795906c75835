import { formatDistanceToNow } from 'date-fns';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAccessKeys } from '../api/get-access-keys.ts';
import { useRevokeAccessKey } from '../api/revoke-access-key.ts';
import { useRotateAccessKey } from '../api/rotate-access-key.ts';
import type { AccessKey, IssuedKey } from '../api/types.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';

const ago = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });

function scope(key: AccessKey): string {
  const tools =
    key.tools === null ? 'all tools' : `${key.tools.length} tool${key.tools.length === 1 ? '' : 's'}`;
  return key.readOnly ? `${tools}, read-only` : tools;
}

export function AccessKeys({
  interfaceId,
  onIssued,
}: {
  interfaceId: string;
  onIssued: (issued: IssuedKey) => void;
}) {
  const keys = useAccessKeys(interfaceId);
  const revoke = useRevokeAccessKey(interfaceId);
  const rotate = useRotateAccessKey(interfaceId);
  const [revoking, setRevoking] = useState<AccessKey | null>(null);

  if (keys.isPending) return <Spinner label="Loading access keys" />;
  if (keys.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(keys.error)}
      </p>
    );
  if (keys.data.length === 0)
    return <p className="text-sm text-slate-500">No access keys yet. Clients need one to connect.</p>;

  const rotateKey = (key: AccessKey) =>
    rotate.mutate(key.id, {
      onSuccess: (issued) => {
        onIssued(issued);
        toast.success(`New secret for “${key.name}”; the old one no longer works`);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {keys.data.map((key) => (
          <li key={key.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">
                {key.name}{' '}
                {key.revokedAt ? (
                  <span className="ml-1 text-xs font-normal text-red-600">Revoked</span>
                ) : null}
              </p>
              <p className="truncate text-xs text-slate-500">
                <code className="font-mono">{key.prefix}…</code> · {scope(key)} · created {ago(key.createdAt)}{' '}
                · {key.lastUsedAt ? `last used ${ago(key.lastUsedAt)}` : 'never used'}
              </p>
            </div>
            {key.revokedAt ? null : (
              <div className="flex gap-1">
                <button
                  type="button"
                  onClick={() => rotateKey(key)}
                  disabled={rotate.isPending}
                  aria-label={`Rotate ${key.name}`}
                  title="Rotate: issue a new secret"
                  className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-50"
                >
                  <RefreshCw aria-hidden className="h-4 w-4" />
                </button>
                <button
                  type="button"
                  onClick={() => setRevoking(key)}
                  aria-label={`Revoke ${key.name}`}
                  title="Revoke"
                  className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-600"
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke access key?"
        confirmLabel={revoke.isPending ? 'Revoking...' : 'Revoke'}
        danger
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success(`“${revoking.name}” revoked`);
              setRevoking(null);
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      >
        Clients using “{revoking?.name}” will get 401 from now on.
      </ConfirmDialog>
    </>
  );
}
