import { useTranslation } from 'react-i18next';

/** The venue's own text; the server sends it through the content sanitiser of spec §5, so it renders as HTML. */
export const VenueDescription = ({ html }: { html: string | null }) => {
  const { t } = useTranslation('venues');
  if (!html?.trim()) return null;
  return (
    <section aria-labelledby="venue-about">
      <h2 id="venue-about" className="font-display text-2xl font-semibold text-ink">
        {t('page.about')}
      </h2>
      <div
        data-testid="venue-description"
        className="mt-4 max-w-prose text-lg leading-relaxed text-ink-soft [&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_li]:ml-5 [&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
};
