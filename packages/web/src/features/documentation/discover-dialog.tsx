import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { TextField } from '../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useDiscoverSource } from './api/discover-source.ts';
import type { DiscoverKind, Source } from './api/types.ts';
import { discoverKinds, discoverTargetProblem } from './discover-target.ts';
import { Modal } from './modal.tsx';

interface DiscoverDialogProps {
  onClose: () => void;
  onStarted: (source: Source) => void;
}

export function DiscoverDialog({ onClose, onStarted }: DiscoverDialogProps) {
  const discover = useDiscoverSource();
  const [url, setUrl] = useState('');
  const [kind, setKind] = useState<DiscoverKind>('url');
  const [error, setError] = useState<string | undefined>();
  const option = discoverKinds.find((candidate) => candidate.kind === kind) ?? discoverKinds[0]!;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = discoverTargetProblem(url, kind);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    discover.mutate(
      { url: url.trim(), kind },
      {
        onSuccess: ({ source }) => onStarted(source),
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.fields.url ? failure.fields.url : errorMessage(failure),
          ),
      },
    );
  };

  return (
    <Modal title="Discover from URL" onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label="Discover from URL" className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">What is at this address?</legend>
          <div className="space-y-2">
            {discoverKinds.map((candidate) => (
              <label
                key={candidate.kind}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-lg border p-3',
                  candidate.kind === kind
                    ? 'border-brand-500 bg-brand-50'
                    : 'border-slate-200 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name="discover-kind"
                  value={candidate.kind}
                  checked={candidate.kind === kind}
                  aria-describedby={`discover-kind-${candidate.kind}`}
                  onChange={() => {
                    setKind(candidate.kind);
                    setError(undefined);
                  }}
                  className="mt-1 accent-brand-600"
                />
                <span>
                  <span className="block text-sm font-medium text-slate-900">{candidate.label}</span>
                  {/* Read as the radio's description, not as part of its name. */}
                  <span
                    id={`discover-kind-${candidate.kind}`}
                    aria-hidden
                    className="block text-xs text-slate-600"
                  >
                    {candidate.explanation}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={kind === 'repository' ? 'Repository URL or server folder' : 'URL'}
          type={kind === 'repository' ? 'text' : 'url'}
          inputMode="url"
          autoComplete="url"
          placeholder={option.placeholder}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            if (error) setError(undefined);
          }}
          error={error}
          autoFocus
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={discover.isPending}>
            {discover.isPending ? 'Starting...' : 'Discover'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
