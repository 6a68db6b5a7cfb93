import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@web/features/accounts';
import { isApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { formatCount } from '@web/lib/format';
import { notify } from '@web/lib/toast';
import { useOptimisticToggle } from '@web/lib/useOptimisticToggle';
import { setFollowing } from './api';
import { followKeys, useFollowerCount, useIsFollowing } from './queries';

type FollowButtonProps = {
  /** The followed account (an organisation's, professional's or member's ownerUserId). */
  userId: string;
  /** The follower count the page already has (detail APIs return followerCount); kept live after. */
  initialCount?: number;
  /** The name in the button's accessible label and the toasts, e.g. the organisation's name. */
  label?: string;
  className?: string;
};

/**
 * 'Volgen' / 'Volgend' with the follower count (kept live over SSE): optimistic with rollback and a Dutch
 * toast on failure; visitors get 'Je moet ingelogd zijn om te volgen.' with a login that returns here.
 * Your own profile shows the count without a button.
 */
export const FollowButton = ({ userId, initialCount, label, className }: FollowButtonProps) => {
  const { t, i18n } = useTranslation('follows');
  const { isSignedIn, isLoading: sessionLoading, user } = useSession();
  const queryClient = useQueryClient();
  const state = useIsFollowing(userId, isSignedIn);
  const following = state.data ?? false;
  // Until we know who is asking and whether they follow already, a click could act on a wrong 'Volgen'.
  const settling = sessionLoading || (isSignedIn && state.isPending);
  const live = useFollowerCount(userId);
  const mutation = useMutation({
    mutationFn: (next: boolean) => setFollowing(userId, next),
    onSettled: () => queryClient.invalidateQueries({ queryKey: followKeys.lists() }),
  });
  const name = label ?? t('someone');
  const { count, busy, toggle } = useOptimisticToggle({
    stateKey: followKeys.state(userId),
    active: following,
    count: live ?? initialCount,
    signedIn: isSignedIn,
    login: { message: t('loginRequired'), label: t('login') },
    run: async (next) => {
      const result = await mutation.mutateAsync(next);
      return { active: result.following, count: result.followerCount };
    },
    onSuccess: (next) => notify.success(t(next ? 'followed' : 'unfollowed', { name })),
    onError: (error, next) => {
      if (isApiError(error) && error.code === 'follow_self') notify.error(t('errors:follow_self'));
      else notify.error(t(next ? 'failed' : 'unfollowFailed'));
    },
  });
  const countText =
    count === undefined ? null : (
      <span data-testid="follower-count" aria-label={t('followers', { count })}>
        {formatCount(count, i18n.resolvedLanguage ?? 'nl')}
      </span>
    );
  if (user?.id === userId) {
    return countText ? <span className="text-sm text-ink-soft">{t('followers', { count })}</span> : null;
  }
  const Icon = following ? Check : UserPlus;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={following}
      aria-busy={busy || settling || undefined}
      disabled={settling}
      data-testid="follow-button"
      className={cn(
        'inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors duration-200',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600',
        'disabled:cursor-wait',
        following
          ? 'border-forest-200 bg-forest-50 text-forest-800 hover:bg-forest-100'
          : 'border-forest-700 bg-forest-700 text-white hover:bg-forest-800',
        className,
      )}
    >
      {/* Whom, in text before the visible 'Volgen 12': the name contains what is shown (WCAG 2.5.3). */}
      <span className="sr-only">{name}: </span>
      <Icon aria-hidden className="size-4" />
      <span>{following ? t('following') : t('follow')}</span>
      {countText ? (
        <span className={cn('rounded-full px-2 py-0.5 text-xs', following ? 'bg-white' : 'bg-white/20')}>
          {countText}
        </span>
      ) : null}
    </button>
  );
};
