import type { ApiSourceData, InterfaceGraph, SourceSecret } from '@cartographer/core';
import { BookOpenText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useCompleteDocSources } from '../api/get-doc-sources.ts';
import { useSaveSecret } from '../api/save-secret.ts';
import type { MaskedSecrets } from '../api/types.ts';
import { PanelSection, TextAreaField } from '../components/form-controls.tsx';
import { DiscoverDialog } from '../dialogs/discover-dialog.tsx';
import type { ApiSourceFlowNode } from '../flow-types.ts';
import { setApiSourceData } from '../graph-edits.ts';
import { AuthFields } from './auth-fields.tsx';
import { EndpointsEditor } from './endpoints-editor.tsx';

interface ApiSourcePanelProps {
  node: ApiSourceFlowNode;
  interfaceId: string;
  secrets: MaskedSecrets;
  onSecretsChange: (secrets: MaskedSecrets) => void;
  update: (edit: (graph: InterfaceGraph) => InterfaceGraph) => void;
}

export function ApiSourcePanel({ node, interfaceId, secrets, onSecretsChange, update }: ApiSourcePanelProps) {
  const { data } = node;
  const [discovering, setDiscovering] = useState(false);
  const sources = useCompleteDocSources();
  const saveSecret = useSaveSecret(interfaceId);
  const linked = sources.data?.find((source) => source.id === data.catalogSourceId);

  /** Applies to the latest document, so answers arriving later never undo newer typing. */
  const patch = (change: Partial<ApiSourceData> | ((current: ApiSourceData) => Partial<ApiSourceData>)) =>
    update((graph) => {
      const current = graph.nodes.find((candidate) => candidate.id === node.id);
      if (current?.type !== 'apiSource') return graph;
      const next = typeof change === 'function' ? change(current.data) : change;
      return setApiSourceData(graph, node.id, { ...current.data, ...next });
    });

  const storeSecret = (secret: SourceSecret) =>
    saveSecret.mutate(
      { secretRef: node.id, secret },
      {
        onSuccess: ({ secrets: masked }) => {
          onSecretsChange(masked);
          if (data.secretRef === node.id) toast.success('Secret stored encrypted.');
          else {
            patch({ secretRef: node.id });
            toast.success('Secret stored encrypted.', { description: 'Save the interface to use it.' });
          }
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <div className="space-y-5">
      <PanelSection title="Details">
        <TextField
          label="Label"
          value={data.label}
          onChange={(event) => patch({ label: event.target.value })}
        />
        <TextAreaField
          label="Description"
          rows={2}
          value={data.description}
          onChange={(event) => patch({ description: event.target.value })}
        />
        <TextField
          label="Base URL"
          type="url"
          placeholder="https://api.example-store.com/v1"
          value={data.baseUrl}
          onChange={(event) => patch({ baseUrl: event.target.value })}
        />
        <div className="space-y-1">
          <Button variant="secondary" className="w-full" onClick={() => setDiscovering(true)}>
            <BookOpenText aria-hidden className="h-4 w-4" /> Discover Documentation
          </Button>
          {data.catalogSourceId ? (
            <p className="text-xs text-slate-500">
              Linked to{' '}
              {linked ? (
                <span className="font-medium text-slate-700">{linked.name}</span>
              ) : (
                'a catalogue source'
              )}
              : linked endpoints take their full schemas from it.
            </p>
          ) : null}
        </div>
      </PanelSection>

      <PanelSection title={`Endpoints (${data.endpoints.length})`}>
        <EndpointsEditor endpoints={data.endpoints} onChange={(endpoints) => patch({ endpoints })} />
      </PanelSection>

      <PanelSection title="Authentication">
        <AuthFields
          data={data}
          masked={data.secretRef ? secrets[data.secretRef] : secrets[node.id]}
          savingSecret={saveSecret.isPending}
          onChange={patch}
          onSaveSecret={storeSecret}
        />
      </PanelSection>

      <DiscoverDialog
        open={discovering}
        onClose={() => setDiscovering(false)}
        data={data}
        onAdd={(change) => patch(change)}
      />
    </div>
  );
}
