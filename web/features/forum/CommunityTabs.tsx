import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { cn } from '@web/lib/cn';
import { CREATE_TOPIC_PATH } from './paths';

const TABS = [
  { key: 'overview', to: '/community' },
  { key: 'categories', to: '/community/categories' },
  { key: 'recent', to: '/community/recent' },
  { key: 'events', to: '/community/events' },
  { key: 'featured', to: '/community/featured' },
] as const;

/** The forum's one tab bar (spec §2 Community) with the 'Nieuw Topic' button; tabs are links. */
export const CommunityTabs = () => {
  const { t } = useTranslation('forum');
  return (
    <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <nav aria-label={t('tabs.aria')} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
        {TABS.map((tab) => (
          <NavLink
            key={tab.key}
            to={tab.to}
            end
            className={({ isActive }) =>
              cn(
                'shrink-0 rounded-full px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600',
                isActive
                  ? 'bg-forest-700 text-white'
                  : 'bg-white text-ink-soft ring-1 ring-line hover:text-ink',
              )
            }
          >
            {t(`tabs.${tab.key}`)}
          </NavLink>
        ))}
      </nav>
      <Button asChild variant="accent" size="sm" className="self-start sm:self-auto">
        <Link to={CREATE_TOPIC_PATH}>
          <Plus aria-hidden />
          {t('newTopic')}
        </Link>
      </Button>
    </div>
  );
};
