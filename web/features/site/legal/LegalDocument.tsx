import { useTranslation } from 'react-i18next';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

export type LegalSection = { id: string; title: string; paragraphs: string[]; list?: string[] };

const isLegalSections = (value: unknown): value is LegalSection[] =>
  Array.isArray(value) &&
  value.every(
    (s) =>
      typeof s === 'object' &&
      s !== null &&
      'id' in s &&
      'title' in s &&
      Array.isArray((s as LegalSection).paragraphs),
  );

type LegalDocumentProps = { doc: 'privacy' | 'terms' };

/** Privacy statement and terms: a table of contents beside numbered sections, all from the `site` namespace. */
export const LegalDocument = ({ doc }: LegalDocumentProps) => {
  const { t } = useTranslation('site');
  const raw: unknown = t(`${doc}.sections`, { returnObjects: true });
  const sections = isLegalSections(raw) ? raw : [];
  useDocumentTitle(t(`${doc}.title`));
  return (
    <>
      <PageHeader eyebrow={t('legal.eyebrow')} title={t(`${doc}.title`)} description={t(`${doc}.intro`)}>
        <p className="mt-5 text-sm text-ink-muted">{t('legal.updated', { date: t(`${doc}.updated`) })}</p>
      </PageHeader>
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[15rem_1fr] lg:gap-16">
        <nav aria-label={t('legal.toc')} className="hidden lg:block">
          <div className="sticky top-28">
            <p className="mb-3 text-xs font-semibold tracking-[0.16em] text-ink-muted uppercase">
              {t('legal.toc')}
            </p>
            <ol className="space-y-2 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-ink-soft hover:text-forest-700">
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="max-w-3xl">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="pb-10"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-medium">
                <span className="mr-2 text-forest-500">{index + 1}.</span>
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed text-ink-soft">
                  {paragraph}
                </p>
              ))}
              {section.list ? (
                <ul className="mt-4 space-y-2 text-ink-soft">
                  {section.list.map((entry) => (
                    <li key={entry.slice(0, 40)} className="flex gap-3 leading-relaxed">
                      <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-forest-400" />
                      {entry}
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </Container>
    </>
  );
};
