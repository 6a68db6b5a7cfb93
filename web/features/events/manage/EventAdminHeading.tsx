import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

type EventAdminHeadingProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
};

/** Eyebrow, title, lead text and the page's main actions; also sets the tab title. */
export const EventAdminHeading = ({ title, description, actions, children }: EventAdminHeadingProps) => {
  const { t } = useTranslation('eventAdmin');
  useDocumentTitle(title);
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {children}
        <p className="mb-2 text-xs font-semibold tracking-[0.18em] text-forest-600 uppercase">
          {t('eyebrow')}
        </p>
        <h1 className="text-3xl leading-tight font-medium break-words sm:text-4xl">{title}</h1>
        {description ? <div className="mt-2 max-w-2xl text-ink-soft">{description}</div> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
};
