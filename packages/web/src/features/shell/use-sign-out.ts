import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api.ts';
import { logout } from '../auth/api.ts';
import { sessionQueryKey } from '../auth/use-session.ts';

/** Ends the server session, forgets every cached query, and goes to /login. */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    client.setQueryData(sessionQueryKey, null);
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    toast.success('You have been logged out successfully');
    navigate('/login', { replace: true });
  };
}
