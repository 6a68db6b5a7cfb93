import { BookOpen, LifeBuoy, MessageCircle, MessageSquarePlus, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatForumCount } from '@core/domain/forum';
import { Card, CardBody } from '@web/components/ui/Card';
import { Skeleton } from '@web/components/ui/Skeleton';
import { GUIDELINES_PATH, LEADERBOARD_PATH, topicPath } from './paths';
import { useForumStats } from './queries';
import { timeAgo } from './relativeTime';

const StatsFigures = () => {
  const { t, i18n } = useTranslation('forum');
  const query = useForumStats();
  if (query.isPending)
    return (
      <div className="grid grid-cols-2 gap-3" aria-busy>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <p className="text-sm text-ink-soft">
        {t('stats.error')}{' '}
        <button
          type="button"
          className="font-semibold text-forest-700 underline"
          onClick={() => void query.refetch()}
        >
          {t('retry')}
        </button>
      </p>
    );
  const s = query.data;
  const figures = [
    ['topics', s.topics],
    ['posts', s.posts],
    ['members', s.members],
    ['active', s.activeLast24h],
  ] as const;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3" data-testid="forum-stats">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-xl bg-sand-100/70 px-3 py-2.5">
            <dt className="text-xs text-ink-muted">{t(`stats.${key}`)}</dt>
            <dd className="font-display text-2xl font-semibold text-ink">{formatForumCount(value)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 text-sm font-semibold text-ink">{t('stats.recent')}</h3>
      {s.recent.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('stats.noRecent')}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {s.recent.map((item) => (
            <li key={`${item.kind}-${item.topicSlug}-${item.at}`} className="flex gap-2.5 text-sm">
              {item.kind === 'topic' ? (
                <MessageSquarePlus aria-hidden className="mt-0.5 size-4 shrink-0 text-forest-600" />
              ) : (
                <MessageCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-clay-600" />
              )}
              <span className="min-w-0">
                <span className="text-ink-soft">
                  {t(`stats.activity.${item.kind}`, { name: item.authorName ?? t('defaultAuthor') })}{' '}
                </span>
                <Link
                  to={topicPath(item.topicSlug)}
                  className="font-medium text-ink hover:text-forest-700 hover:underline"
                >
                  {item.topicTitle}
                </Link>
                <span className="block text-xs text-ink-muted" suppressHydrationWarning>
                  {timeAgo(item.at, i18n.language)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
};

const QUICK_LINKS = [
  { key: 'guidelines', to: GUIDELINES_PATH, icon: BookOpen },
  { key: 'support', to: '/support', icon: LifeBuoy },
  { key: 'leaderboard', to: LEADERBOARD_PATH, icon: Trophy },
] as const;

/** The community sidebar: totals, active in 24 h, the 6 latest activities, quick links (spec §2, §9). */
export const StatsSidebar = () => {
  const { t } = useTranslation('forum');
  return (
    <aside className="min-w-0 space-y-4" aria-label={t('stats.aria')}>
      <Card>
        <CardBody className="p-5">
          <h2 className="mb-4 font-display text-lg font-semibold">{t('stats.title')}</h2>
          <StatsFigures />
        </CardBody>
      </Card>
      <Card>
        <CardBody className="p-5">
          <h2 className="mb-3 font-display text-lg font-semibold">{t('quickLinks.title')}</h2>
          <ul className="space-y-1">
            {QUICK_LINKS.map(({ key, to, icon: Icon }) => (
              <li key={key}>
                <Link
                  to={to}
                  className="flex items-center gap-3 rounded-xl px-2 py-2 text-sm font-medium text-ink hover:bg-forest-50 hover:text-forest-800"
                >
                  <Icon aria-hidden className="size-4 text-forest-600" />
                  {t(`quickLinks.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </CardBody>
      </Card>
    </aside>
  );
};
