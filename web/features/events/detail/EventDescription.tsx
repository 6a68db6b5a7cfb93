import { useTranslation } from 'react-i18next';
import { SectionTitle } from './SectionTitle';

type EventDescriptionProps = { html: string };

/**
 * The organiser's description. The server sends it through the content sanitiser of spec §5 (limited tags,
 * no scripts, styles or unsafe links), so it is rendered as HTML.
 */
export const EventDescription = ({ html }: EventDescriptionProps) => {
  const { t } = useTranslation('eventDetail');
  if (!html.trim()) return null;
  return (
    <section aria-labelledby="event-about">
      <SectionTitle id="event-about">{t('about')}</SectionTitle>
      <div
        data-testid="event-description"
        className="max-w-prose text-lg leading-relaxed text-ink-soft [&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-4 [&_blockquote]:border-clay-200 [&_blockquote]:pl-4 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-ink [&_img]:my-4 [&_img]:rounded-xl [&_li]:ml-5 [&_ol]:mb-4 [&_ol]:list-decimal [&_p]:mb-4 [&_strong]:text-ink [&_ul]:mb-4 [&_ul]:list-disc"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
};
