/** The upload dialog's rules (product-spec §5, issue 3). The server checks the same again. */
export const uploadExtensions = [
  '.json',
  '.yaml',
  '.yml',
  '.xml',
  '.md',
  '.txt',
  '.graphql',
  '.gql',
] as const;
export const maxUploadBytes = 25 * 1024 * 1024;
export const noFileMessage = 'Please select a file to upload';

/** The `accept` attribute of the file input. */
export const uploadAccept = uploadExtensions.join(',');

export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function extensionOf(name: string): string {
  return name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
}

/** Why this file cannot be uploaded, or null when it can. */
export function uploadFileProblem(file: Pick<File, 'name' | 'size'> | null | undefined): string | null {
  if (!file) return noFileMessage;
  if (file.size > maxUploadBytes) {
    return `${file.name} is ${formatMegabytes(file.size)}; files can be at most 25 MB.`;
  }
  if (!(uploadExtensions as readonly string[]).includes(extensionOf(file.name))) {
    return `${file.name} is not a supported file type. Choose a ${uploadExtensions.slice(0, -1).join(', ')} or ${uploadExtensions.at(-1)} file.`;
  }
  return null;
}
