import { useTranslation } from 'react-i18next';
import { useSession } from '@web/features/accounts';
import { isApiError } from '@web/lib/api';
import { notify } from '@web/lib/toast';
import { useOptimisticToggle } from '@web/lib/useOptimisticToggle';
import { HeartToggle } from './HeartToggle';
import { favoriteKeys, useIsSaved, useSetFavorite } from './queries';

type FavoriteButtonProps = {
  eventId: string;
  savedCount?: number;
  size?: 'sm' | 'md';
  className?: string;
};

/**
 * Save / unsave an event (spec §4 Favourite toggle): heart with the saved count, optimistic with rollback,
 * the exact confirmation messages, and for visitors the login message with a link back to this page.
 */
export const FavoriteButton = ({ eventId, savedCount, size = 'md', className }: FavoriteButtonProps) => {
  const { t } = useTranslation('favorites');
  const { isSignedIn, isLoading: sessionLoading } = useSession();
  const savedQuery = useIsSaved(eventId, isSignedIn);
  const saved = savedQuery.data ?? false;
  const mutation = useSetFavorite();
  const { count, busy, toggle } = useOptimisticToggle({
    stateKey: favoriteKeys.saved(eventId),
    active: saved,
    count: savedCount,
    signedIn: isSignedIn,
    login: { message: t('errors:favorite_login_required'), label: t('login') },
    run: async (next) => {
      const result = await mutation.mutateAsync({ eventId, saved: next });
      return { active: result.saved, count: result.savedCount };
    },
    onSuccess: (next) => notify.success(next ? t('added') : t('removed')),
    onError: (error) => {
      const code =
        isApiError(error) && error.code === 'favorite_login_required' ? error.code : 'favorite_save_failed';
      notify.error(t(`errors:${code}`));
    },
  });
  return (
    <HeartToggle
      saved={saved}
      count={count}
      label={saved ? t('unsave') : t('save')}
      busy={busy}
      waiting={sessionLoading || (isSignedIn && savedQuery.isPending)}
      onToggle={toggle}
      size={size}
      {...(className ? { className } : {})}
    />
  );
};
