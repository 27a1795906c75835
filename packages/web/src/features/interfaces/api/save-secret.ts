import type { SourceSecret } from '@cartographer/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { MaskedSecrets } from './types.ts';

/** Stores one API Source's secret encrypted on the server; only the masked form comes back. */
export const saveSecret = (id: string, secretRef: string, secret: SourceSecret) =>
  api<{ secrets: MaskedSecrets }>(
    `/api/interfaces/${encodeURIComponent(id)}/secrets/${encodeURIComponent(secretRef)}`,
    { method: 'PUT', json: secret },
  );

export function useSaveSecret(id: string) {
  return useMutation({
    mutationFn: ({ secretRef, secret }: { secretRef: string; secret: SourceSecret }) =>
      saveSecret(id, secretRef, secret),
  });
}
