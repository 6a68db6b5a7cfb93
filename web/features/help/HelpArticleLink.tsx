import { ChevronRight, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { helpArticlePath } from '@core/domain/help';
import type { HelpArticleSummary } from '@core/schemas/help';

type HelpArticleLinkProps = {
  article: HelpArticleSummary;
  /** Sanitised snippet with <mark> around the matches (search results); the excerpt otherwise. */
  snippetHtml?: string | null;
  showCategory?: boolean;
};

/** One article in a list: title, a line of text, category and read time; the whole row is the link. */
export const HelpArticleLink = ({ article, snippetHtml, showCategory = true }: HelpArticleLinkProps) => {
  const { t } = useTranslation('help');
  return (
    <Link
      to={helpArticlePath(article.slug)}
      data-testid="help-article-link"
      className="group flex items-start gap-3 rounded-xl px-4 py-3.5 transition-colors hover:bg-forest-50/70 focus-visible:bg-forest-50 focus-visible:outline-2 focus-visible:outline-forest-600"
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink group-hover:text-forest-800">{article.title}</p>
        {snippetHtml ? (
          <p
            className="mt-1 line-clamp-2 text-sm text-ink-soft [&_mark]:rounded [&_mark]:bg-clay-100 [&_mark]:px-0.5 [&_mark]:text-ink"
            dangerouslySetInnerHTML={{ __html: snippetHtml }}
          />
        ) : article.excerpt ? (
          <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{article.excerpt}</p>
        ) : null}
        <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
          {showCategory ? <span>{article.category}</span> : null}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-3.5" />
            {t('readTime', { count: article.readTime })}
          </span>
        </p>
      </div>
      <ChevronRight aria-hidden className="mt-1 size-4 shrink-0 text-ink-muted group-hover:text-forest-700" />
    </Link>
  );
};
