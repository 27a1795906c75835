import { useId } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { compactInputClass } from '../components/form-controls.tsx';
import type { FormField, FormValues } from '../schema-form.ts';

interface TestFormProps {
  fields: FormField[];
  values: FormValues;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
}

function FieldInput({
  field,
  value,
  id,
  describedBy,
  onChange,
}: {
  field: FormField;
  value: string;
  id: string;
  describedBy: string | undefined;
  onChange: (value: string) => void;
}) {
  const common = { id, 'aria-describedby': describedBy, 'aria-required': field.required || undefined };
  if (field.kind === 'boolean' || field.kind === 'enum') {
    const options = field.kind === 'boolean' ? [true, false] : field.options;
    return (
      <select
        {...common}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={compactInputClass}
      >
        <option value="">{field.required ? 'Choose…' : 'Not set'}</option>
        {options.map((option) => {
          const text = field.kind === 'boolean' ? String(option) : JSON.stringify(option);
          return (
            <option key={text} value={text}>
              {String(option)}
            </option>
          );
        })}
      </select>
    );
  }
  if (field.kind === 'json') {
    return (
      <textarea
        {...common}
        rows={Math.min(10, Math.max(3, value.split('\n').length))}
        spellCheck={false}
        value={value}
        placeholder={field.jsonType === 'array' ? '[ ]' : field.jsonType === 'object' ? '{ }' : 'JSON'}
        onChange={(event) => onChange(event.target.value)}
        className={cn(compactInputClass, 'font-mono text-xs')}
      />
    );
  }
  return (
    <input
      {...common}
      type="text"
      inputMode={field.kind === 'string' ? undefined : field.kind === 'integer' ? 'numeric' : 'decimal'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={compactInputClass}
    />
  );
}

/** The arguments form of one tool, built from its input schema. */
export function TestForm({ fields, values, errors, onChange }: TestFormProps) {
  const baseId = useId();
  if (fields.length === 0) return <p className="text-sm text-slate-500">This tool takes no arguments.</p>;
  return (
    <div className="space-y-3">
      {fields.map((field) => {
        const id = `${baseId}-${field.name}`;
        const error = errors[field.name];
        const hint =
          field.description ||
          (field.kind === 'json' ? `JSON ${field.jsonType === 'any' ? 'value' : field.jsonType}` : '');
        return (
          <div key={field.name}>
            <label htmlFor={id} className="mb-1 flex items-baseline gap-2 text-sm font-medium text-slate-700">
              <span className="font-mono">{field.name}</span>
              {field.required ? (
                <span className="text-red-600" aria-hidden>
                  *
                </span>
              ) : null}
              {field.required ? <span className="sr-only">(required)</span> : null}
              <span className="text-xs font-normal text-slate-400">{field.kind}</span>
            </label>
            <FieldInput
              field={field}
              id={id}
              value={values[field.name] ?? ''}
              describedBy={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
              onChange={(value) => onChange(field.name, value)}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-600">
                {error}
              </p>
            ) : hint ? (
              <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
                {hint}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
