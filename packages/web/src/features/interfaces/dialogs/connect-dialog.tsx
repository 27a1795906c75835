import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { compileInterface } from '../api/compile-interface.ts';
import { interfaceQueryKey } from '../api/get-interface.ts';
import type { InterfaceSummary, IssuedKey } from '../api/types.ts';
import { CodeBlock } from '../components/code-block.tsx';
import { CopyButton } from '../components/copy-button.tsx';
import { Dialog } from '../components/dialog.tsx';
import { PanelSection } from '../components/form-controls.tsx';
import { AccessKeys } from './access-keys.tsx';
import { NewKeyForm } from './new-key-form.tsx';
import { SnippetsView } from './snippets-view.tsx';

interface ConnectDialogProps {
  open: boolean;
  onClose: () => void;
  summary: InterfaceSummary;
}

export function ConnectDialog({ open, onClose, summary }: ConnectDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Connect"
      description="Give an AI client this interface's tools."
    >
      <ConnectBody summary={summary} />
    </Dialog>
  );
}

function ConnectBody({ summary }: { summary: InterfaceSummary }) {
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  // Tool names of the latest saved version, for a key's allow-list.
  const tools = useQuery({
    queryKey: [...interfaceQueryKey(summary.id), 'tools', summary.latestVersion],
    queryFn: () => compileInterface(summary.id),
    select: (answer) => answer.tools.map((tool) => tool.name),
  });
  const url = summary.publishedUrl;

  return (
    <div className="space-y-6">
      <PanelSection title="MCP URL">
        {url ? (
          <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
            <code className="min-w-0 flex-1 truncate font-mono text-sm text-slate-800">{url}</code>
            <CopyButton text={url} label="URL" />
          </div>
        ) : (
          <p className="text-sm text-slate-600">Publish the interface to get its URL.</p>
        )}
      </PanelSection>

      <PanelSection title="Access keys">
        {issued ? (
          <div role="status" className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
            <p className="flex items-center gap-2 text-sm font-medium text-amber-900">
              <ShieldAlert aria-hidden className="h-4 w-4" /> Copy the key for “{issued.key.name}” now: it is
              shown only once.
            </p>
            <CodeBlock label="Access key" code={issued.secret} />
          </div>
        ) : null}
        <AccessKeys interfaceId={summary.id} onIssued={setIssued} />
        <NewKeyForm interfaceId={summary.id} tools={tools.data ?? []} onIssued={setIssued} />
      </PanelSection>

      {url ? (
        <PanelSection title="Client configuration">
          <SnippetsView target={{ name: summary.slug, url, key: issued?.secret ?? null }} />
        </PanelSection>
      ) : null}
    </div>
  );
}
