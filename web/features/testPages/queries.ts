import { useQuery } from '@tanstack/react-query';
import { useSession } from '@web/features/accounts';
import { fetchTestPagesAccess } from './api';

export const testPagesKeys = {
  access: (userId: string | null) => ['test-pages', 'access', userId] as const,
};

/** Whether the showcase pages may be shown; asked again when the signed-in user changes. */
export const useTestPagesAccess = () => {
  const session = useSession();
  const userId = session.user?.id ?? null;
  return useQuery({
    queryKey: testPagesKeys.access(userId),
    queryFn: ({ signal }) => fetchTestPagesAccess(signal),
    enabled: !session.isLoading,
    staleTime: 5 * 60_000,
  });
};
