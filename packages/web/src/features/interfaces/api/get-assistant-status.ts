import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { AssistantStatus } from './types.ts';

export const assistantStatusQueryKey = ['assistant', 'status'] as const;

export const fetchAssistantStatus = () => api<AssistantStatus>('/api/assistant/status');

export function useAssistantStatus(enabled = true) {
  return useQuery({ queryKey: assistantStatusQueryKey, queryFn: fetchAssistantStatus, enabled });
}
