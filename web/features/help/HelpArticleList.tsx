import type { HelpArticleSummary, HelpSearchHit } from '@core/schemas/help';
import { HelpArticleLink } from './HelpArticleLink';

type HelpArticleListProps = {
  articles: readonly (HelpArticleSummary | HelpSearchHit)[];
  label: string;
  showCategory?: boolean;
};

/** Articles as a divided list of links (featured, most read, search results, related). */
export const HelpArticleList = ({ articles, label, showCategory = true }: HelpArticleListProps) => (
  <ul aria-label={label} className="divide-y divide-line/70">
    {articles.map((article) => (
      <li key={article.id}>
        <HelpArticleLink
          article={article}
          showCategory={showCategory}
          snippetHtml={'snippet' in article ? article.snippet : null}
        />
      </li>
    ))}
  </ul>
);
