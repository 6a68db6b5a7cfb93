import { LifeBuoy, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';

/** The way forward when an article does not answer: the contact form and the community. */
export const HelpContactBlock = () => {
  const { t } = useTranslation('help');
  return (
    <section
      aria-labelledby="help-contact-title"
      className="rounded-[var(--radius-card)] border border-line bg-sand-100/70 p-6 sm:p-8"
    >
      <h2 id="help-contact-title" className="text-2xl font-medium">
        {t('contact.title')}
      </h2>
      <p className="mt-2 max-w-xl text-ink-soft">{t('contact.text')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/contact">
            <LifeBuoy aria-hidden />
            {t('contact.contactLink')}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/community">
            <MessagesSquare aria-hidden />
            {t('contact.communityLink')}
          </Link>
        </Button>
      </div>
    </section>
  );
};
