import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useDeleteSource } from './api/delete-source.ts';
import type { Source } from './api/types.ts';
import { Modal } from './modal.tsx';

export function DeleteSourceDialog({ source, onClose }: { source: Source; onClose: () => void }) {
  const remove = useDeleteSource();
  const confirm = () =>
    remove.mutate(source.id, {
      onSuccess: () => {
        toast.success(`Deleted ${source.name}`);
        onClose();
      },
    });
  const apis = source.apiCount === 1 ? '1 discovered API' : `${source.apiCount} discovered APIs`;
  return (
    <Modal title="Delete document source?" onClose={onClose}>
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900 break-words">{source.name}</span> and its {apis} will be
        deleted, with every stored revision. This cannot be undone.
      </p>
      {remove.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {errorMessage(remove.error)}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
