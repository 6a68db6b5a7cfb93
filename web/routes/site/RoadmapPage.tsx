import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { RoadmapBoard } from '@web/features/site';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

export const RoadmapPage = () => {
  const { t } = useTranslation('roadmap');
  useDocumentTitle(t('title'));
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('intro')} />
      <Container className="py-12 sm:py-16">
        <RoadmapBoard />
        <p className="mt-12 text-center text-sm text-ink-muted">
          {t('idea')}{' '}
          <Link to="/contact" className="font-medium text-forest-700 underline underline-offset-2">
            {t('ideaLink')}
          </Link>
        </p>
      </Container>
    </>
  );
};
