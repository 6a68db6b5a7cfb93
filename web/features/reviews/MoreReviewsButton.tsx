import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';

type MoreReviewsButtonProps = {
  /** The reviews' infinite query. */
  query: { isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
};

/** 'Meer reviews' under a review list: the next page, disabled while it loads. */
export const MoreReviewsButton = ({ query }: MoreReviewsButtonProps) => {
  const { t } = useTranslation('reviews');
  return (
    <Button
      variant="secondary"
      onClick={() => void query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
    >
      {query.isFetchingNextPage ? t('loading') : t('more')}
    </Button>
  );
};
