import type { Me } from '@cartographer/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api.ts';

export const sessionQueryKey = ['me'] as const;

async function fetchSession(): Promise<Me | null> {
  try {
    return await api<Me>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user (null when signed out), shared by every screen through the query cache. */
export function useSession() {
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 60_000 });
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error };
}

export function useSetSession() {
  const client = useQueryClient();
  return (user: Me | null) => client.setQueryData(sessionQueryKey, user);
}
