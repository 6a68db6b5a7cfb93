import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

type AdminHeadingProps = { title: string; description?: ReactNode; children?: ReactNode };

/** Eyebrow, title and lead text of an admin page; also sets the tab title. */
export const AdminHeading = ({ title, description, children }: AdminHeadingProps) => {
  const { t } = useTranslation('admin');
  useDocumentTitle(title);
  return (
    <header className="mb-6">
      {children}
      <p className="mb-2 text-xs font-semibold tracking-[0.18em] text-forest-600 uppercase">{t('eyebrow')}</p>
      <h1 className="text-3xl leading-tight font-medium break-words sm:text-4xl">{title}</h1>
      {description ? <div className="mt-2 max-w-2xl text-ink-soft">{description}</div> : null}
    </header>
  );
};
