import { CalendarHeart, Flower2, HandHeart, House, Music, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Container } from '@web/components/ui/Container';
import { cn } from '@web/lib/cn';
import { SectionHeading } from './SectionHeading';

/** The six target audiences of spec §1. */
const AUDIENCES: readonly { id: string; icon: LucideIcon; tint: string }[] = [
  { id: 'organisers', icon: CalendarHeart, tint: 'bg-forest-100 text-forest-800' },
  { id: 'therapists', icon: HandHeart, tint: 'bg-clay-100 text-clay-700' },
  { id: 'facilitators', icon: Flower2, tint: 'bg-sand-200 text-ink-soft' },
  { id: 'venues', icon: House, tint: 'bg-forest-100 text-forest-800' },
  { id: 'performers', icon: Music, tint: 'bg-clay-100 text-clay-700' },
  { id: 'participants', icon: Users, tint: 'bg-sand-200 text-ink-soft' },
];

export const AudiencesSection = () => {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="audiences-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="audiences-title"
          eyebrow={t('landing.audiences.eyebrow')}
          title={t('landing.audiences.title')}
          text={t('landing.audiences.text')}
          align="center"
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {AUDIENCES.map(({ id, icon: Icon, tint }) => (
            <li
              key={id}
              data-testid={`audience-${id}`}
              className="rounded-[var(--radius-card)] border border-line/80 bg-white p-7 shadow-[var(--shadow-soft)]"
            >
              <span className={cn('grid size-11 place-items-center rounded-full', tint)}>
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{t(`landing.audiences.items.${id}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{t(`landing.audiences.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
};
