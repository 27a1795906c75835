import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useCreateAccessKey } from '../api/create-access-key.ts';
import type { IssuedKey } from '../api/types.ts';

interface NewKeyFormProps {
  interfaceId: string;
  /** Tool names of the published version, for the allow-list. */
  tools: string[];
  onIssued: (issued: IssuedKey) => void;
}

export function NewKeyForm({ interfaceId, tools, onIssued }: NewKeyFormProps) {
  const create = useCreateAccessKey(interfaceId);
  const [name, setName] = useState('');
  const [readOnly, setReadOnly] = useState(false);
  const [limit, setLimit] = useState(false);
  const [allowed, setAllowed] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Name is required');
    if (limit && allowed.size === 0) return setError('Pick at least one tool, or allow all tools');
    setError(undefined);
    create.mutate(
      { name: name.trim(), readOnly, tools: limit ? [...allowed] : null },
      {
        onSuccess: (issued) => {
          onIssued(issued);
          setName('');
          setAllowed(new Set());
          setLimit(false);
          setReadOnly(false);
        },
        onError: (failure) => toast.error(errorMessage(failure)),
      },
    );
  };

  const toggle = (tool: string) =>
    setAllowed((current) => {
      const next = new Set(current);
      if (next.has(tool)) next.delete(tool);
      else next.add(tool);
      return next;
    });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3"
    >
      <TextField
        label="Key name"
        placeholder="Claude Desktop on Ana's laptop"
        value={name}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300"
          checked={readOnly}
          onChange={(e) => setReadOnly(e.target.checked)}
        />
        Read-only (only tools that change nothing)
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300"
          checked={limit}
          onChange={(e) => setLimit(e.target.checked)}
        />
        Limit to some tools
      </label>
      {limit ? (
        <fieldset className="max-h-48 space-y-1 overflow-y-auto rounded-md border border-slate-200 bg-white p-2">
          <legend className="sr-only">Allowed tools</legend>
          {tools.length === 0 ? (
            <p className="text-xs text-slate-500">The published version has no tools.</p>
          ) : null}
          {tools.map((tool) => (
            <label key={tool} className="flex items-center gap-2 font-mono text-xs text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300"
                checked={allowed.has(tool)}
                onChange={() => toggle(tool)}
              />
              {tool}
            </label>
          ))}
        </fieldset>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create access key'}
      </Button>
    </form>
  );
}
