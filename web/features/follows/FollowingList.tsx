import { Bell, BellOff, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FollowingItem } from '@core/schemas/follows';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { notify } from '@web/lib/toast';
import { useOptimisticToggle } from '@web/lib/useOptimisticToggle';
import { setFollowing } from './api';
import { followKeys, useSetNotifications } from './queries';
import { useQueryClient } from '@tanstack/react-query';

/** One followed profile: image, name, kind, link, 'Meldingen aan/uit' and 'Ontvolgen'. */
const FollowingRow = ({ item }: { item: FollowingItem }) => {
  const { t, i18n } = useTranslation('follows');
  const queryClient = useQueryClient();
  const name = item.name ?? t('anonymous');
  const notifications = useSetNotifications();
  const unfollow = useOptimisticToggle({
    stateKey: followKeys.state(item.userId),
    active: true,
    count: undefined,
    signedIn: true,
    login: { message: t('loginRequired'), label: t('login') },
    run: async () => {
      const result = await setFollowing(item.userId, false);
      return { active: result.following, count: result.followerCount };
    },
    onSuccess: () => {
      notify.success(t('unfollowed', { name }));
      void queryClient.invalidateQueries({ queryKey: followKeys.lists() });
    },
    onError: () => notify.error(t('unfollowFailed')),
  });
  const toggleNotifications = () =>
    notifications.mutate(
      { userId: item.userId, enabled: !item.notificationsEnabled },
      {
        onSuccess: (result) =>
          notify.success(t(result.notificationsEnabled ? 'notificationsOn' : 'notificationsOff', { name })),
        onError: () => notify.error(t('notificationsFailed')),
      },
    );
  const since = new Date(item.followedAt).toLocaleDateString(
    i18n.resolvedLanguage === 'en' ? 'en-IE' : 'nl-NL',
    {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    },
  );
  const on = item.notificationsEnabled;
  return (
    <li
      className="flex flex-wrap items-center gap-3 rounded-[var(--radius-card)] border border-line bg-white p-3 sm:flex-nowrap sm:gap-4 sm:p-4"
      data-testid="following-item"
      data-user-id={item.userId}
    >
      <Link
        to={item.href}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-forest-600"
      >
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt=""
            loading="lazy"
            className="size-12 shrink-0 rounded-full object-cover sm:size-14"
          />
        ) : (
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-sand-200 text-ink-soft sm:size-14">
            <UserRound aria-hidden className="size-6" />
          </span>
        )}
        <span className="min-w-0">
          <span className="block truncate font-medium text-ink" data-testid="following-name">
            {name}
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-soft">
            <Badge tone="forest">{t(`kinds.${item.kind}`)}</Badge>
            <span>{t('page.followedSince', { date: since })}</span>
          </span>
        </span>
      </Link>
      <div className="flex w-full gap-2 sm:w-auto">
        <Button
          variant="secondary"
          size="sm"
          className="flex-1 sm:flex-none"
          aria-pressed={on}
          disabled={notifications.isPending}
          onClick={toggleNotifications}
          data-testid="following-notifications"
        >
          {on ? <Bell aria-hidden /> : <BellOff aria-hidden />}
          {on ? t('page.notificationsOn') : t('page.notificationsOff')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="flex-1 sm:flex-none"
          disabled={unfollow.busy}
          onClick={unfollow.toggle}
          aria-label={t('unfollowAria', { name })}
          data-testid="following-unfollow"
        >
          {t('page.unfollow')}
        </Button>
      </div>
    </li>
  );
};

/** Followed profiles grouped by kind (organisations, professionals, members), in the order they come. */
export const FollowingList = ({ items }: { items: FollowingItem[] }) => {
  const { t } = useTranslation('follows');
  const groups = (['organization', 'professional', 'member'] as const)
    .map((kind) => ({ kind, items: items.filter((i) => i.kind === kind) }))
    .filter((g) => g.items.length > 0);
  return (
    <div className="space-y-8">
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`following-${group.kind}`}>
          <h2 id={`following-${group.kind}`} className="mb-3 text-lg font-medium">
            {t(`page.sections.${group.kind}`)}
          </h2>
          <ul className="space-y-3">
            {group.items.map((item) => (
              <FollowingRow key={item.userId} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
};
