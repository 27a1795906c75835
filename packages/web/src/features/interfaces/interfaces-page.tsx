import { Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useCreateInterface } from './api/create-interface.ts';
import { useDeleteInterface } from './api/delete-interface.ts';
import { useDuplicateInterface } from './api/duplicate-interface.ts';
import { useInterfaces } from './api/get-interfaces.ts';
import type { InterfaceSummary } from './api/types.ts';
import { ConfirmDialog } from './components/confirm-dialog.tsx';
import { InterfacesTable } from './interfaces-table.tsx';

export function InterfacesPage() {
  const navigate = useNavigate();
  const interfaces = useInterfaces();
  const create = useCreateInterface();
  const duplicate = useDuplicateInterface();
  const remove = useDeleteInterface();
  const [deleting, setDeleting] = useState<InterfaceSummary | null>(null);

  const createAndOpen = () =>
    create.mutate(undefined, {
      onSuccess: ({ interface: created }) => navigate(`/app/interfaces/${created.id}`),
      onError: (error) => toast.error(errorMessage(error)),
    });

  const duplicateOne = (item: InterfaceSummary) =>
    duplicate.mutate(item.id, {
      onSuccess: ({ interface: copy }) => toast.success(`Duplicated as “${copy.name}”`),
      onError: (error) => toast.error(errorMessage(error)),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`Deleted “${deleting.name}”`);
        setDeleting(null);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  const busyId = duplicate.isPending
    ? (duplicate.variables ?? null)
    : remove.isPending
      ? (remove.variables ?? null)
      : null;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">MCP interfaces</h2>
          <p className="mt-1 text-sm text-slate-600">
            Shape how AI models see your store's API, then publish it as a live MCP server.
          </p>
        </div>
        <Button onClick={createAndOpen} disabled={create.isPending}>
          <Plus aria-hidden className="h-4 w-4" />
          {create.isPending ? 'Creating...' : 'Create interface'}
        </Button>
      </div>

      {interfaces.isPending ? (
        <Spinner label="Loading interfaces" />
      ) : interfaces.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-800">
          <p className="font-medium">{errorMessage(interfaces.error)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => interfaces.refetch()}>
            <RefreshCw aria-hidden className="h-4 w-4" /> Try again
          </Button>
        </div>
      ) : interfaces.data.length === 0 ? (
        <EmptyState title="No MCP interfaces yet.">
          Create one, add an API Source from your documentation, and publish it for AI clients.
        </EmptyState>
      ) : (
        <InterfacesTable
          interfaces={interfaces.data}
          busyId={busyId}
          onDuplicate={duplicateOne}
          onDelete={setDeleting}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete interface?"
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        “{deleting?.name}” and all its versions and access keys will be deleted.
        {deleting?.status === 'published' ? ' Clients using it will stop working.' : ''} This cannot be
        undone.
      </ConfirmDialog>
    </div>
  );
}
