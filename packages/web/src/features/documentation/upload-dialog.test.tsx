import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadDialog } from './upload-dialog.tsx';

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onUploaded = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <UploadDialog onClose={() => {}} onUploaded={onUploaded} />
    </QueryClientProvider>,
  );
  const input = screen.getByLabelText('Documentation file') as HTMLInputElement;
  const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
  return { input, upload, onUploaded };
}

function fileOf(name: string, size?: number): File {
  const file = new File(['openapi: 3.1.0\n'], name, { type: 'application/yaml' });
  // A 30 MB buffer is not needed to test the size rule: only the reported size matters.
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('UploadDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts with Upload disabled and no message', () => {
    const { upload } = renderDialog();
    expect(upload.disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for a file when the form is submitted with Enter and no file', () => {
    const { input } = renderDialog();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Please select a file to upload');
  });

  it('asks for a file when the form is submitted without one', () => {
    renderDialog();
    fireEvent.submit(screen.getByRole('form', { name: 'Upload Documentation' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a file to upload');
  });

  it('enables Upload for a file, and asks again when the file is cleared', () => {
    const { input, upload } = renderDialog();
    fireEvent.change(input, { target: { files: [fileOf('petstore.yaml')] } });
    expect(upload.disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { files: [] } });
    expect(upload.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Please select a file to upload');
  });

  it('asks for a file when the picker is closed without choosing one', () => {
    const { input } = renderDialog();
    fireEvent(input, new Event('cancel', { bubbles: true }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a file to upload');
  });

  it('refuses a file over 25 MB before sending it', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { input, upload } = renderDialog();
    fireEvent.change(input, { target: { files: [fileOf('stripe.json', 30 * 1024 * 1024)] } });
    expect(screen.getByRole('alert').textContent).toBe('stripe.json is 30.0 MB; files can be at most 25 MB.');
    fireEvent.click(upload);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a file type the importer does not read', () => {
    const { input } = renderDialog();
    fireEvent.change(input, { target: { files: [fileOf('catalogue.pdf')] } });
    expect(screen.getByRole('alert').textContent).toMatch(/^catalogue\.pdf is not a supported file type/);
  });

  it("shows the server's message when the upload is refused", async () => {
    // The network is the boundary: the server's answer is given here instead of running one.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is 26.0 MB; the limit is 25 MB.' },
            }),
            { status: 413, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const { input, upload, onUploaded } = renderDialog();
    fireEvent.change(input, { target: { files: [fileOf('openapi.yaml')] } });
    fireEvent.click(upload);
    expect((await screen.findByRole('alert')).textContent).toBe('The file is 26.0 MB; the limit is 25 MB.');
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
