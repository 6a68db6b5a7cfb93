import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isMainEventType } from '@core/domain/categories';
import { useDocumentTitle } from '@web/app/useDocumentTitle';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { useMainTypeName } from '@web/features/categories/queries';
import { EventList } from '@web/features/events/EventList';
import { MainTypeChips } from '@web/features/events/MainTypeChips';
import { NotFoundPage } from '@web/routes/system/NotFoundPage';

/** `/events` and `/events/{mainType}`: upcoming published events, filtered by main type via the path. */
export const EventsPage = () => {
  const { t } = useTranslation('events');
  const { category } = useParams();
  const typeName = useMainTypeName();
  const mainType = category && isMainEventType(category) ? category : undefined;
  const title = mainType ? typeName(mainType) : t('page.title');
  useDocumentTitle(title);
  if (category && !mainType) return <NotFoundPage />;
  return (
    <>
      <PageHeader
        eyebrow={mainType ? t('page.eyebrowType') : t('page.eyebrow')}
        title={title}
        description={
          mainType ? t(`types.${mainType}`, { defaultValue: t('page.description') }) : t('page.description')
        }
      >
        <div className="mt-8">
          <MainTypeChips active={mainType} />
        </div>
      </PageHeader>
      <Container className="py-10 sm:py-14">
        {/* key: a new type starts with a fresh list instead of the previous type's pages. */}
        <EventList key={mainType ?? 'all'} mainType={mainType} />
      </Container>
    </>
  );
};
