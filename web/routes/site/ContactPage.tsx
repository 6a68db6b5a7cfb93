import { Clock, LifeBuoy, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@web/components/ui/Card';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { ContactForm } from '@web/features/site';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

export const ContactPage = () => {
  const { t } = useTranslation('site');
  useDocumentTitle(t('contact.title'));
  return (
    <>
      <PageHeader
        eyebrow={t('contact.eyebrow')}
        title={t('contact.title')}
        description={t('contact.intro')}
      />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.6fr_1fr] lg:gap-14">
        <Card className="p-6 sm:p-9">
          <ContactForm />
        </Card>
        <aside className="space-y-6" aria-label={t('contact.asideAria')}>
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-forest-50 text-forest-700">
              <Clock aria-hidden className="size-5" />
            </span>
            <div>
              <h2 className="font-sans text-base font-semibold">{t('contact.aside.responseTitle')}</h2>
              <p className="mt-1 text-ink-soft">{t('contact.aside.responseText')}</p>
            </div>
          </div>
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-clay-50 text-clay-700">
              <LifeBuoy aria-hidden className="size-5" />
            </span>
            <div>
              <h2 className="font-sans text-base font-semibold">{t('contact.aside.helpTitle')}</h2>
              <p className="mt-1 text-ink-soft">
                {t('contact.aside.helpText')}{' '}
                <Link to="/support" className="font-medium text-forest-700 underline underline-offset-2">
                  {t('contact.aside.helpLink')}
                </Link>
              </p>
            </div>
          </div>
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-sand-200 text-ink-soft">
              <MessagesSquare aria-hidden className="size-5" />
            </span>
            <div>
              <h2 className="font-sans text-base font-semibold">{t('contact.aside.communityTitle')}</h2>
              <p className="mt-1 text-ink-soft">
                {t('contact.aside.communityText')}{' '}
                <Link to="/community" className="font-medium text-forest-700 underline underline-offset-2">
                  {t('contact.aside.communityLink')}
                </Link>
              </p>
            </div>
          </div>
        </aside>
      </Container>
    </>
  );
};
