import type { InterfaceGraph } from '@cartographer/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { TestRun } from './types.ts';

export interface TestToolInput {
  tool: string;
  arguments: Record<string, unknown>;
  graph: InterfaceGraph;
}

/** Runs one tool end to end through the compiled path of the (unsaved) graph. */
export const testTool = (id: string, input: TestToolInput) =>
  api<TestRun>(`/api/interfaces/${encodeURIComponent(id)}/test`, { method: 'POST', json: input });

export function useTestTool(id: string) {
  return useMutation({ mutationFn: (input: TestToolInput) => testTool(id, input) });
}
