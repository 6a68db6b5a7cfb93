import {
  BookOpen,
  Building2,
  CalendarDays,
  CreditCard,
  HeartHandshake,
  type LucideIcon,
  MapPin,
  MessagesSquare,
  Rocket,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HelpCategoryCount } from '@core/schemas/help';
import { cn } from '@web/lib/cn';

/** An icon per category of core/domain/help.ts; others get the book. */
const ICONS: Record<string, LucideIcon> = {
  'Aan de slag': Rocket,
  'Account & beveiliging': ShieldCheck,
  'Abonnementen & betalen': CreditCard,
  Evenementen: CalendarDays,
  Locaties: MapPin,
  Professionals: HeartHandshake,
  'Organisaties & teams': Building2,
  Privacy: Users,
  Community: MessagesSquare,
};

type HelpCategoryGridProps = {
  categories: readonly HelpCategoryCount[];
  selected: string;
  onSelect: (category: string) => void;
};

/** The categories as tiles; a click filters the list below (again: shows all), keyboard and screen reader alike. */
export const HelpCategoryGrid = ({ categories, selected, onSelect }: HelpCategoryGridProps) => {
  const { t } = useTranslation('help');
  return (
    <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => {
        const Icon = ICONS[category.name] ?? BookOpen;
        const active = category.name === selected;
        return (
          <li key={category.name}>
            <button
              type="button"
              aria-pressed={active}
              data-testid="help-category"
              onClick={() => onSelect(active ? '' : category.name)}
              className={cn(
                'flex w-full items-center gap-3 rounded-[var(--radius-card)] border px-4 py-3.5 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600',
                active
                  ? 'border-forest-600 bg-forest-50'
                  : 'border-line bg-white hover:border-forest-300 hover:bg-forest-50/60',
              )}
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-forest-50 text-forest-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-medium text-ink">{category.name}</span>
                <span className="block text-sm text-ink-muted">
                  {t('categories.count', { count: category.count })}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
};
