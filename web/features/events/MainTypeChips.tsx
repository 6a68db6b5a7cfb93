import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAIN_EVENT_TYPES, type MainEventType } from '@core/domain/categories';
import { useMainTypeName } from '@web/features/categories/queries';
import { cn } from '@web/lib/cn';

type MainTypeChipsProps = { active: MainEventType | undefined };

const chipClassName = (active: boolean) =>
  cn(
    'shrink-0 rounded-full px-4 py-2 text-sm font-medium transition-colors',
    active
      ? 'bg-forest-700 text-white shadow-sm'
      : 'bg-white text-ink-soft ring-1 ring-line hover:text-ink hover:ring-forest-200',
  );

/** Main-type filter: choosing a type moves the path to /events/{mainType} (spec §2 event browser). */
export const MainTypeChips = ({ active }: MainTypeChipsProps) => {
  const { t } = useTranslation('events');
  const typeName = useMainTypeName();
  return (
    <nav aria-label={t('chips.aria')} className="-mx-5 overflow-x-auto px-5 pb-1 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 sm:flex-wrap">
        <li>
          <Link to="/events" aria-current={active ? undefined : 'page'} className={chipClassName(!active)}>
            {t('chips.all')}
          </Link>
        </li>
        {MAIN_EVENT_TYPES.map((slug) => (
          <li key={slug}>
            <Link
              to={`/events/${slug}`}
              aria-current={active === slug ? 'page' : undefined}
              className={chipClassName(active === slug)}
              data-testid={`main-type-${slug}`}
            >
              {typeName(slug)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
