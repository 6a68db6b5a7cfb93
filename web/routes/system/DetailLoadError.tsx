import { useTranslation } from 'react-i18next';
import { Container } from '@web/components/ui/Container';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { isApiError } from '@web/lib/api';
import { NotFoundPage } from './NotFoundPage';

/**
 * What a public detail page (venue, organisation, professional, member, service) shows when its query fails:
 * the Dutch 404 page for an unknown or hidden profile, otherwise a retry panel in the page's own words
 * (`page.errorTitle`, `page.errorText`, `page.retry` of its namespace `ns`).
 */
export const DetailLoadError = ({
  error,
  ns,
  onRetry,
}: {
  error: unknown;
  ns: string;
  onRetry: () => void;
}) => {
  const { t } = useTranslation(ns);
  if (isApiError(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Container className="py-12">
      <ErrorPanel
        title={t('page.errorTitle')}
        description={t('page.errorText')}
        retryLabel={t('page.retry')}
        onRetry={onRetry}
      />
    </Container>
  );
};
