import { useId } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { FieldError } from '../../components/ui/field.tsx';

export function SurveySelect({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: Record<string, string>;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2',
          error ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:ring-brand-100',
        )}
      >
        <option value="">Select an answer</option>
        {Object.entries(options).map(([letter, text]) => (
          <option key={letter} value={letter}>
            {letter}. {text}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
