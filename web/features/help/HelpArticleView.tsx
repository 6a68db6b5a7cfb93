import { ArrowLeft, CalendarDays, Clock, Mail, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HelpArticle } from '@core/schemas/help';
import { Badge } from '@web/components/ui/Badge';
import { Container } from '@web/components/ui/Container';
import { formatHelpDate } from './format';
import { HelpArticleList } from './HelpArticleList';
import { HelpFeedback } from './HelpFeedback';

/** Typography for the server's sanitised article HTML (headings, lists, links, code, quotes). */
export const HELP_PROSE =
  'max-w-none text-base leading-relaxed text-ink-soft sm:text-lg [&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-4 [&_blockquote]:border-clay-200 [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-sand-100 [&_code]:px-1 [&_code]:text-[0.9em] [&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-medium [&_h1]:text-ink [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-medium [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-ink [&_img]:my-4 [&_img]:rounded-xl [&_li]:mb-1 [&_li]:ml-5 [&_ol]:mb-4 [&_ol]:list-decimal [&_p]:mb-4 [&_strong]:text-ink [&_ul]:mb-4 [&_ul]:list-disc';

/** An article page: heading facts, the sanitised HTML, tags, 'Was dit nuttig?', related articles and contact. */
export const HelpArticleView = ({ article }: { article: HelpArticle }) => {
  const { t, i18n } = useTranslation('help');
  return (
    <Container className="py-8 sm:py-12">
      <nav aria-label={t('article.breadcrumb')} className="mb-6">
        <Link
          to="/support"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-forest-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('article.back')}
        </Link>
      </nav>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-14">
        <article data-testid="help-article" className="min-w-0">
          <header className="mb-8 border-b border-line/70 pb-6">
            <Badge tone="forest">{article.category}</Badge>
            <h1 className="mt-3 text-3xl leading-tight font-medium break-words sm:text-4xl">
              {article.title}
            </h1>
            {article.excerpt ? <p className="mt-3 text-lg text-ink-soft">{article.excerpt}</p> : null}
            <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted">
              <li className="inline-flex items-center gap-1.5">
                <Clock aria-hidden className="size-4" />
                {t('readTime', { count: article.readTime })}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <UserRound aria-hidden className="size-4" />
                {article.author || t('article.defaultAuthor')}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden className="size-4" />
                {t('article.updated', { date: formatHelpDate(article.updatedAt, i18n.language) })}
              </li>
            </ul>
          </header>
          <div
            data-testid="help-article-body"
            className={HELP_PROSE}
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
          {article.tags.length > 0 ? (
            <ul aria-label={t('article.tags')} className="mt-8 flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Badge>#{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-10">
            <HelpFeedback slug={article.slug} />
          </div>
        </article>
        <aside className="space-y-8" aria-label={t('article.aside')}>
          {article.related.length > 0 ? (
            <section aria-labelledby="help-related-title">
              <h2 id="help-related-title" className="mb-2 font-sans text-base font-semibold text-ink">
                {t('article.related')}
              </h2>
              <div className="-mx-4 lg:mx-0">
                <HelpArticleList
                  articles={article.related}
                  label={t('article.related')}
                  showCategory={false}
                />
              </div>
            </section>
          ) : null}
          <section className="rounded-[var(--radius-card)] bg-sand-100/80 p-5">
            <h2 className="font-sans text-base font-semibold text-ink">{t('article.stillStuck')}</h2>
            <p className="mt-1 text-sm text-ink-soft">{t('article.stillStuckText')}</p>
            <Link
              to="/contact"
              className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-forest-700 underline underline-offset-2"
            >
              <Mail aria-hidden className="size-4" />
              {t('article.contactLink')}
            </Link>
          </section>
        </aside>
      </div>
    </Container>
  );
};
