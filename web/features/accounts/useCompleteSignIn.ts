import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from './redirectTarget';
import { sessionKeys } from './useSession';

/**
 * After a successful sign-in (or second factor): refetch the session so the shell shows the user, then go
 * to `?from=` when it is a same-site path, else the dashboard.
 */
export const useCompleteSignIn = (): (() => Promise<void>) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get('from'));
  return async () => {
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    await navigate(target, { replace: true });
  };
};
