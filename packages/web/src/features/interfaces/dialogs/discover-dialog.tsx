import type { ApiSourceData } from '@cartographer/core';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { fetchDeclaredServers } from '../api/get-doc-operation.ts';
import { useCompleteDocSources } from '../api/get-doc-sources.ts';
import type { DocSource, OperationRow } from '../api/types.ts';
import { addCatalogEndpoints } from '../catalog-endpoints.ts';
import { Dialog } from '../components/dialog.tsx';
import { OperationPicker } from './operation-picker.tsx';
import { SourceList } from './source-list.tsx';

interface DiscoverDialogProps {
  open: boolean;
  onClose: () => void;
  data: ApiSourceData;
  onAdd: (change: (current: ApiSourceData) => Partial<ApiSourceData>) => void;
}

export function DiscoverDialog({ open, onClose, data, onAdd }: DiscoverDialogProps) {
  const linkedEndpoints = data.endpoints.some((endpoint) => endpoint.operationKey);
  const lockedTo = data.catalogSourceId && linkedEndpoints ? data.catalogSourceId : null;
  const sources = useCompleteDocSources(open);
  const [picked, setPicked] = useState<Pick<DocSource, 'id' | 'name'> | null>(null);
  // A node linked to a source goes straight to that source's operations.
  const linked = lockedTo ? (sources.data?.find((candidate) => candidate.id === lockedTo) ?? null) : null;
  const source = picked ?? linked;
  const [selected, setSelected] = useState<Map<string, OperationRow>>(new Map());
  const [adding, setAdding] = useState(false);
  const present = new Set(data.endpoints.map((endpoint) => endpoint.operationKey ?? ''));

  const close = () => {
    setPicked(null);
    setSelected(new Map());
    onClose();
  };

  const add = async () => {
    if (!source || selected.size === 0) return;
    const rows = [...selected.values()];
    setAdding(true);
    try {
      const servers = data.baseUrl.trim() === '' && rows[0] ? await fetchDeclaredServers(rows[0].id) : [];
      const { added } = addCatalogEndpoints(data, source.id, rows, servers);
      onAdd((current) => addCatalogEndpoints(current, source.id, rows, servers).data);
      toast.success(`Added ${added} endpoint${added === 1 ? '' : 's'} from ${source.name}`);
      close();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setAdding(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      title="Discover Documentation"
      description={
        source
          ? `Pick the operations of ${source.name} this source should expose as tools.`
          : 'Pick an analysed documentation source.'
      }
      footer={
        source ? (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={add} disabled={selected.size === 0 || adding}>
              {adding ? 'Adding...' : `Add ${selected.size} endpoint${selected.size === 1 ? '' : 's'}`}
            </Button>
          </>
        ) : null
      }
    >
      {source ? (
        <div className="space-y-3">
          {lockedTo ? null : (
            <button
              type="button"
              onClick={() => {
                setPicked(null);
                setSelected(new Map());
              }}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            >
              <ArrowLeft aria-hidden className="h-4 w-4" /> All sources
            </button>
          )}
          <OperationPicker
            sourceId={source.id}
            present={present}
            selected={selected}
            onSelectedChange={setSelected}
          />
        </div>
      ) : (
        <SourceList lockedTo={lockedTo} onPick={setPicked} />
      )}
    </Dialog>
  );
}
