import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { StatePanel } from '@web/components/ui/StatePanel';
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
      <StatePanel
        icon={TriangleAlert}
        tone="error"
        title={t('page.errorTitle')}
        description={t('page.errorText')}
        action={<Button onClick={onRetry}>{t('page.retry')}</Button>}
      />
    </Container>
  );
};
