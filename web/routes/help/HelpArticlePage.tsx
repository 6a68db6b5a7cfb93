import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Container } from '@web/components/ui/Container';
import { Skeleton } from '@web/components/ui/Skeleton';
import { HelpArticleView, useCountHelpView, useHelpArticle } from '@web/features/help';
import { PublicDetailPage } from '@web/routes/system/PublicDetailPage';

/**
 * /support/article/{slug} and its aliases /help/article, /help/artikel, /artikel: one page (the server's head
 * names /support/article as canonical). Unknown or unpublished: the Dutch 404 page. A view is counted once
 * per opening (the server counts a visitor once an hour).
 */
export const HelpArticlePage = () => {
  const { slug = '' } = useParams();
  const query = useHelpArticle(slug);
  const countView = useCountHelpView();
  const found = query.isSuccess;
  const { mutate } = countView;
  useEffect(() => {
    if (found) mutate(slug);
  }, [found, slug, mutate]);

  return (
    <PublicDetailPage
      query={query}
      ns="help"
      documentTitle={(article) => article.title}
      skeleton={
        <Container className="space-y-5 py-8 sm:py-12" aria-busy="true">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-64 w-full" />
        </Container>
      }
    >
      {(article) => <HelpArticleView article={article} />}
    </PublicDetailPage>
  );
};
