import type { ReactNode } from 'react';
import { CalendarDays, MapPin, Sparkles, Ticket, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MemberDetail } from '@core/schemas/members';
import { Badge } from '@web/components/ui/Badge';
import { Card, CardBody } from '@web/components/ui/Card';
import { formatCount } from '@web/lib/format';

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** /member/{slug}: avatar or initials, name, city, join date, counts, bio and interests. */
/** `actions`: what the page puts under the name (the follow button). */
export const MemberProfile = ({ member, actions }: { member: MemberDetail; actions?: ReactNode }) => {
  const { t, i18n } = useTranslation('members');
  const joined = new Intl.DateTimeFormat(i18n.language.startsWith('en') ? 'en-GB' : 'nl-NL', {
    month: 'long',
    year: 'numeric',
  }).format(new Date(member.joinDate));
  return (
    <div className="space-y-8" data-testid="member-page">
      <header className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-center sm:text-left">
        {member.avatarUrl ? (
          <img
            src={member.avatarUrl}
            alt=""
            className="size-28 shrink-0 rounded-full object-cover shadow-sm"
          />
        ) : (
          <span
            aria-hidden
            className="grid size-28 shrink-0 place-items-center rounded-full bg-forest-100 font-serif text-4xl text-forest-800"
          >
            {initialsOf(member.name)}
          </span>
        )}
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <h1 className="font-serif text-3xl text-ink sm:text-4xl">{member.name}</h1>
            {member.isNewMember ? <Badge tone="forest">{t('card.newMember')}</Badge> : null}
          </div>
          <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-ink-soft sm:justify-start">
            {member.city ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden className="size-4" />
                {member.city}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden className="size-4" />
              {t('page.joined', { date: joined })}
            </span>
          </p>
          {actions}
        </div>
      </header>
      {/* Two figures, each a number with its label: a list, as a <dl> cannot hold the cards around them. */}
      <ul className="grid grid-cols-2 gap-3 sm:max-w-md">
        <li>
          <Card>
            <CardBody className="flex items-center gap-3">
              <Users aria-hidden className="size-5 text-forest-700" />
              <div>
                <p className="text-xl font-semibold text-ink" data-testid="member-followers">
                  {formatCount(member.followerCount, i18n.language)}
                </p>
                <p className="text-sm text-ink-soft">
                  {t('page.followers', { count: member.followerCount })}
                </p>
              </div>
            </CardBody>
          </Card>
        </li>
        <li>
          <Card>
            <CardBody className="flex items-center gap-3">
              <Ticket aria-hidden className="size-5 text-forest-700" />
              <div>
                <p className="text-xl font-semibold text-ink">
                  {formatCount(member.eventsAttended, i18n.language)}
                </p>
                <p className="text-sm text-ink-soft">
                  {t('page.eventsAttended', { count: member.eventsAttended })}
                </p>
              </div>
            </CardBody>
          </Card>
        </li>
      </ul>
      <section className="space-y-3">
        <h2 className="font-serif text-2xl text-ink">
          {t('page.about', { name: member.name.split(' ')[0] })}
        </h2>
        <p className="max-w-2xl leading-relaxed whitespace-pre-line text-ink-soft">
          {member.bio ?? t('page.noBio')}
        </p>
      </section>
      {member.interests.length > 0 ? (
        <section className="space-y-3">
          <h2 className="flex items-center gap-2 font-serif text-2xl text-ink">
            <Sparkles aria-hidden className="size-5 text-clay-500" />
            {t('page.interests')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {member.interests.map((interest) => (
              <li key={interest}>
                <Badge className="px-3 py-1 text-sm">{interest}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
};
