import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@web/features/accounts';
import { isApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { formatCount } from '@web/lib/format';
import { notify } from '@web/lib/toast';
import { favoriteKeys, useIsSaved, useSetFavorite } from './queries';

type FavoriteButtonProps = {
  eventId: string;
  savedCount?: number;
  size?: 'sm' | 'md';
  className?: string;
};

/** Spec §4: a per-item flag blocks double toggles, across every button showing the same event. */
const togglesInFlight = new Set<string>();

/**
 * Save / unsave an event (spec §4 Favourite toggle): heart with the saved count, optimistic with rollback,
 * the exact confirmation messages, and for visitors the login message with a link back to this page.
 */
export const FavoriteButton = ({ eventId, savedCount, size = 'md', className }: FavoriteButtonProps) => {
  const { t, i18n } = useTranslation('favorites');
  const { isSignedIn } = useSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const saved = useIsSaved(eventId, isSignedIn).data ?? false;
  const mutation = useSetFavorite();
  // A count we know better than the prop (after a toggle), valid while the prop still has the value it had.
  const [override, setOverride] = useState<{ base: number | undefined; value: number } | null>(null);
  const count = override && override.base === savedCount ? override.value : savedCount;
  const busy = mutation.isPending;

  const handleToggle = () => {
    if (!isSignedIn) {
      const from = `${location.pathname}${location.search}`;
      notify.errorWithAction(t('errors:favorite_login_required'), {
        label: t('login'),
        onClick: () => void navigate(`/auth/login?from=${encodeURIComponent(from)}`),
      });
      return;
    }
    if (togglesInFlight.has(eventId)) return;
    togglesInFlight.add(eventId);
    const next = !saved;
    const key = favoriteKeys.saved(eventId);
    queryClient.setQueryData(key, next);
    if (count !== undefined) setOverride({ base: savedCount, value: Math.max(0, count + (next ? 1 : -1)) });
    mutation.mutate(
      { eventId, saved: next },
      {
        onSuccess: (result) => {
          queryClient.setQueryData(key, result.saved);
          setOverride({ base: savedCount, value: result.savedCount });
          notify.success(next ? t('added') : t('removed'));
        },
        onError: (error) => {
          queryClient.setQueryData(key, !next);
          setOverride(null);
          const code =
            isApiError(error) && error.code === 'favorite_login_required'
              ? error.code
              : 'favorite_save_failed';
          notify.error(t(`errors:${code}`));
        },
        onSettled: () => togglesInFlight.delete(eventId),
      },
    );
  };

  const label = saved ? t('unsave') : t('save');
  return (
    <button
      type="button"
      onClick={(e) => {
        // Cards wrap the button in a link: saving must not open the event.
        e.preventDefault();
        e.stopPropagation();
        handleToggle();
      }}
      aria-pressed={saved}
      aria-label={label}
      title={label}
      aria-busy={busy || undefined}
      data-testid="favorite-button"
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-full border font-medium transition-colors duration-200',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600',
        saved
          ? 'border-clay-200 bg-clay-50 text-clay-700 hover:bg-clay-100'
          : 'border-line bg-white/95 text-ink-soft hover:border-clay-300 hover:text-clay-700',
        size === 'sm' ? 'h-8 min-w-8 px-2.5 text-xs' : 'h-11 min-w-11 px-4 text-sm',
        className,
      )}
    >
      <Heart aria-hidden className={cn(size === 'sm' ? 'size-4' : 'size-5', saved && 'fill-current')} />
      {count !== undefined ? (
        <span data-testid="saved-count" aria-label={t('count', { count })}>
          {formatCount(count, i18n.resolvedLanguage ?? 'nl')}
        </span>
      ) : null}
    </button>
  );
};
