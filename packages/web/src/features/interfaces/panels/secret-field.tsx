import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { compactInputClass } from '../components/form-controls.tsx';

interface SecretFieldProps {
  label: string;
  /** The stored value as the API shows it (`••••1234`), or undefined when none is stored. */
  masked: string | undefined;
  saving: boolean;
  onSave: (value: string) => void;
}

/**
 * A masked input for one upstream secret. The value goes straight to the encrypted secret store
 * and is cleared from the page; the graph only names the secret.
 */
export function SecretField({ label, masked, saving, onSave }: SecretFieldProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const save = () => {
    if (!value) return;
    onSave(value);
    setValue('');
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="password"
          autoComplete="new-password"
          value={value}
          placeholder={masked ?? 'Not set'}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
          }}
          className={compactInputClass}
        />
        <Button
          variant="secondary"
          className="shrink-0 px-3 py-1.5"
          onClick={save}
          disabled={!value || saving}
        >
          <KeyRound aria-hidden className="h-4 w-4" />
          {saving ? 'Saving...' : 'Store'}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {masked
          ? `Stored (${masked}). Type a new value to replace it.`
          : 'Stored encrypted on the server, never in the graph.'}
      </p>
    </div>
  );
}
