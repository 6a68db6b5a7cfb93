import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@core/schemas/eventDetail';
import { ProfileAvatar } from './ProfileAvatar';
import { SectionTitle } from './SectionTitle';

type EventSpeakersProps = { speakers: EventDetail['speakers'] };

/** The speaker line-up in the organiser's order. */
export const EventSpeakers = ({ speakers }: EventSpeakersProps) => {
  const { t } = useTranslation('eventDetail');
  if (speakers.length === 0) return null;
  return (
    <section aria-labelledby="event-speakers">
      <SectionTitle id="event-speakers">{t('speakers.title')}</SectionTitle>
      <ol className="grid gap-4 sm:grid-cols-2" data-testid="event-speakers">
        {speakers.map((s) => (
          <li key={s.id} className="flex gap-4 rounded-xl border border-line bg-white p-4">
            <ProfileAvatar name={s.name} imageUrl={s.imageUrl} />
            <div className="min-w-0">
              <p className="font-semibold text-ink">{s.name}</p>
              {s.title || s.company ? (
                <p className="text-sm text-ink-muted">{[s.title, s.company].filter(Boolean).join(' · ')}</p>
              ) : null}
              {s.bio ? <p className="mt-1 line-clamp-3 text-sm text-ink-soft">{s.bio}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
};
