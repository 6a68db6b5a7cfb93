import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProfessionalDetail } from '@core/schemas/professionals';
import { Badge } from '@web/components/ui/Badge';

/** A short text block of the profile (schedule, education, requirements), kept with its line breaks. */
const TextBlock = ({ title, text }: { title: string; text: string | null }) =>
  text ? (
    <div>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <p className="mt-1.5 text-sm leading-relaxed whitespace-pre-line text-ink-soft">{text}</p>
    </div>
  ) : null;

/**
 * The bio (sanitised on the server, so it renders as HTML), specialties, who the professional works with,
 * education and experience, and what they need from an organiser.
 */
export const ProfessionalAbout = ({ professional: p }: { professional: ProfessionalDetail }) => {
  const { t } = useTranslation('professionals');
  return (
    <section aria-labelledby="professional-about" className="space-y-8">
      <h2 id="professional-about" className="font-display text-2xl font-semibold text-ink">
        {t('about.title')}
      </h2>
      {p.bioHtml ? (
        <div
          data-testid="professional-bio"
          className="max-w-prose text-lg leading-relaxed text-ink-soft [&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_li]:ml-5 [&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc"
          dangerouslySetInnerHTML={{ __html: p.bioHtml }}
        />
      ) : (
        <p className="text-sm text-ink-muted">{t('about.noBio')}</p>
      )}
      {p.specialties.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink">{t('about.specialties')}</h3>
          <ul
            className="mt-2 grid gap-1.5 text-sm text-ink-soft sm:grid-cols-2"
            data-testid="professional-specialties"
          >
            {p.specialties.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-forest-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {p.targetSetting.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink">{t('about.setting')}</h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {p.targetSetting.map((item) => (
              <li key={item}>
                <Badge>{item}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <TextBlock title={t('about.education')} text={p.educationExperience} />
      <TextBlock title={t('about.requirements')} text={p.requirementsRider} />
    </section>
  );
};
