import { Compass, Eye, HandHeart, Leaf, MapPinned, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Container } from '@web/components/ui/Container';
import { SectionHeading } from './SectionHeading';

const REASONS: readonly { id: string; icon: LucideIcon }[] = [
  { id: 'visibility', icon: Eye },
  { id: 'connection', icon: HandHeart },
  { id: 'onePlace', icon: Compass },
  { id: 'local', icon: MapPinned },
  { id: 'fair', icon: Leaf },
  { id: 'trust', icon: ShieldCheck },
];

export const ReasonsSection = () => {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="reasons-title" className="bg-white py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="reasons-title"
          eyebrow={t('landing.reasons.eyebrow')}
          title={t('landing.reasons.title')}
          text={t('landing.reasons.text')}
        />
        <ul className="mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ id, icon: Icon }) => (
            <li key={id}>
              <span className="grid size-12 place-items-center rounded-2xl bg-forest-50 text-forest-700 ring-1 ring-forest-100">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 font-sans text-lg font-semibold">
                {t(`landing.reasons.items.${id}.title`)}
              </h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{t(`landing.reasons.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
};
