import type { InterfaceGraph } from '@cartographer/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { CompileAnswer } from './types.ts';

/** The exact `tools/list` a client gets for `graph` (the latest saved version when omitted), with problems. */
export const compileInterface = (id: string, graph?: InterfaceGraph) =>
  api<CompileAnswer>(`/api/interfaces/${encodeURIComponent(id)}/compile`, {
    method: 'POST',
    json: graph ? { graph } : {},
  });

export function useCompileInterface(id: string) {
  return useMutation({ mutationFn: (graph?: InterfaceGraph) => compileInterface(id, graph) });
}
