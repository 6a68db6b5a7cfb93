import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfileSaveKind } from '@core/schemas/favorites';
import { useSession } from '@web/features/accounts';
import { notify } from '@web/lib/toast';
import { useOptimisticToggle } from '@web/lib/useOptimisticToggle';
import { fetchIsProfileSaved, setProfileSaved } from './api';
import { HeartToggle } from './HeartToggle';
import { favoriteKeys } from './queries';
import { useProfileSavedCount } from './useSavedCountStream';

type SaveProfileButtonProps = {
  kind: ProfileSaveKind;
  id: string;
  initialCount: number;
  size?: 'sm' | 'md';
  className?: string;
};

/**
 * Save / unsave a venue or professional: the event heart with the saved count kept live over SSE (another
 * visitor's save shows at once), optimistic with rollback, Dutch messages, a login prompt for visitors.
 */
export const SaveProfileButton = ({ kind, id, initialCount, size, className }: SaveProfileButtonProps) => {
  const { t } = useTranslation('favorites');
  const { isSignedIn, isLoading: sessionLoading } = useSession();
  const queryClient = useQueryClient();
  const stateKey = favoriteKeys.profileSaved(kind, id);
  const savedQuery = useQuery({
    queryKey: stateKey,
    queryFn: () => fetchIsProfileSaved(kind, id),
    enabled: isSignedIn,
    staleTime: 5 * 60_000,
  });
  const saved = savedQuery.data ?? false;
  const live = useProfileSavedCount(kind, id);
  const mutation = useMutation({
    mutationFn: (next: boolean) => setProfileSaved(kind, id, next),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.profileLists(kind) }),
  });
  const texts = `profile.${kind}` as const;
  const { count, busy, toggle } = useOptimisticToggle({
    stateKey,
    active: saved,
    count: live ?? initialCount,
    signedIn: isSignedIn,
    login: { message: t(`${texts}.login`), label: t('login') },
    run: async (next) => {
      const result = await mutation.mutateAsync(next);
      return { active: result.saved, count: result.savedCount };
    },
    onSuccess: (next) => notify.success(t(next ? `${texts}.added` : `${texts}.removed`)),
    onError: () => notify.error(t(`${texts}.failed`)),
  });
  return (
    <HeartToggle
      saved={saved}
      count={count}
      label={t(saved ? `${texts}.unsave` : `${texts}.save`)}
      busy={busy}
      waiting={sessionLoading || (isSignedIn && savedQuery.isPending)}
      onToggle={toggle}
      testId="save-profile-button"
      {...(size ? { size } : {})}
      {...(className ? { className } : {})}
    />
  );
};
