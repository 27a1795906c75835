import { Upload } from 'lucide-react';
import {
  type DragEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { FieldError } from '../../components/ui/field.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { Source } from './api/types.ts';
import { useUploadSource } from './api/upload-source.ts';
import { Modal } from './modal.tsx';
import { formatMegabytes, noFileMessage, uploadAccept, uploadFileProblem } from './upload-rules.ts';

const hint = `OpenAPI or Swagger (JSON, YAML), Postman, GraphQL, WSDL/WADL, Markdown or text: ${uploadAccept.replaceAll(',', ', ')}. Up to 25 MB. Drop a file here or choose one.`;

interface UploadDialogProps {
  onClose: () => void;
  onUploaded: (source: Source) => void;
}

export function UploadDialog({ onClose, onUploaded }: UploadDialogProps) {
  const upload = useUploadSource();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;

  const choose = (next: File | null) => {
    setFile(next);
    setError(uploadFileProblem(next));
  };

  // Closing the file picker without choosing raises `cancel` (React has no prop for it on inputs).
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const onPickerCancel = () => {
      if (!element.files?.length) setError(noFileMessage);
    };
    element.addEventListener('cancel', onPickerCancel);
    return () => element.removeEventListener('cancel', onPickerCancel);
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (upload.isPending) return;
    const problem = uploadFileProblem(file);
    if (problem || !file) {
      setError(problem ?? noFileMessage);
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ source }) => {
        toast.success('Documentation uploaded successfully');
        onUploaded(source);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  // Enter submits even while Upload is disabled, so an empty form explains itself.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    submit();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0] ?? null;
    if (dropped && input.current) input.current.files = event.dataTransfer.files;
    choose(dropped);
  };

  return (
    <Modal title="Upload Documentation" onClose={onClose}>
      <form onSubmit={submit} onKeyDown={onKeyDown} noValidate aria-label="Upload Documentation">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the file input inside serves the keyboard. */}
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'rounded-xl border-2 border-dashed p-5 text-center',
            dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50',
          )}
        >
          <Upload aria-hidden className="mx-auto h-8 w-8 text-slate-400" />
          <label htmlFor={inputId} className="mt-2 block text-sm font-medium text-slate-800">
            Documentation file
          </label>
          <p id={hintId} className="mt-1 text-xs text-slate-500">
            {hint}
          </p>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={uploadAccept}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className="mx-auto mt-3 block w-full max-w-xs text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:text-sm file:font-medium file:text-white hover:file:bg-brand-700"
          />
          {file ? (
            <p className="mt-2 break-all text-xs text-slate-600">
              {file.name} · {formatMegabytes(file.size)}
            </p>
          ) : null}
        </div>
        <FieldError id={errorId} message={error ?? undefined} />
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!file || upload.isPending}>
            {upload.isPending ? 'Uploading...' : 'Upload'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
