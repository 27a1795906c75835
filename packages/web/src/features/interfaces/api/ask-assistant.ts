import type { InterfaceGraph } from '@cartographer/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { AssistantAnswer } from './types.ts';

export const askAssistant = (id: string, prompt: string, graph: InterfaceGraph) =>
  api<AssistantAnswer>(`/api/interfaces/${encodeURIComponent(id)}/assistant`, {
    method: 'POST',
    json: { prompt, graph },
  });

export function useAskAssistant(id: string) {
  return useMutation({
    mutationFn: ({ prompt, graph }: { prompt: string; graph: InterfaceGraph }) =>
      askAssistant(id, prompt, graph),
  });
}
