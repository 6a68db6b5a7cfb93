import { useTranslation } from 'react-i18next';
import type { HelpOverview } from '@core/schemas/help';
import { HelpArticleList } from './HelpArticleList';

/** Featured articles and the most read, side by side on a wide screen. */
export const HelpOverviewSections = ({ overview }: { overview: HelpOverview }) => {
  const { t } = useTranslation('help');
  const blocks = [
    { id: 'help-featured', title: t('featured.title'), items: overview.featured },
    { id: 'help-popular', title: t('popular.title'), items: overview.popular },
  ].filter((block) => block.items.length > 0);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {blocks.map((block) => (
        <section
          key={block.id}
          aria-labelledby={block.id}
          data-testid={block.id}
          className="rounded-[var(--radius-card)] border border-line bg-white p-1.5"
        >
          <h2 id={block.id} className="px-4 pt-4 pb-1 text-xl font-medium">
            {block.title}
          </h2>
          <HelpArticleList articles={block.items} label={block.title} />
        </section>
      ))}
    </div>
  );
};
