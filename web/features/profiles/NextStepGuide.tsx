import { Building2, CalendarPlus, type LucideIcon, MapPin, Sparkles, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORGANISATION_ROLES, PROFESSIONAL_ROLES, type Role, VENUE_ROLES, holdsAny } from '@core/domain/roles';
import { Button } from '@web/components/ui/Button';
import { Card } from '@web/components/ui/Card';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { Skeleton } from '@web/components/ui/Skeleton';
import { useSession } from '@web/features/accounts';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

type Choice = {
  key: 'organization' | 'venue' | 'professional' | 'participant';
  icon: LucideIcon;
  roles: readonly Role[] | null;
  /** Where a holder of the role goes next. */
  target: string;
};

const PROFILE_CHOICES: Choice[] = [
  {
    key: 'organization',
    icon: Building2,
    roles: ORGANISATION_ROLES,
    target: '/dashboard/organization/profiel',
  },
  { key: 'venue', icon: MapPin, roles: VENUE_ROLES, target: '/dashboard/venue/profiel' },
  {
    key: 'professional',
    icon: Sparkles,
    roles: PROFESSIONAL_ROLES,
    target: '/dashboard/professional/profiel',
  },
  { key: 'participant', icon: UserRound, roles: null, target: '/dashboard/participant/profiel' },
];
const EVENT_CHOICE: Choice = {
  key: 'organization',
  icon: CalendarPlus,
  roles: ORGANISATION_ROLES,
  target: '/dashboard/evenementen/create',
};

const trialLink = (key: Choice['key']) => `/gratis-proefperiode?role=${key}`;
const loginLink = (target: string) => `/inloggen?from=${encodeURIComponent(target)}`;

/** One way forward: for visitors the trial with this role or logging in; for members their form or /prijzen. */
const ChoiceCard = ({
  choice,
  mode,
  roles,
}: {
  choice: Choice;
  mode: 'event' | 'profile';
  roles: Role[] | null;
}) => {
  const { t } = useTranslation('profiles');
  const Icon = choice.icon;
  const base = `guide.${mode}.${choice.key}`;
  const holds = roles !== null && (choice.roles === null || holdsAny(roles, choice.roles));
  return (
    <Card className="flex flex-col p-5 sm:p-6" data-testid={`guide-${choice.key}`}>
      <span className="mb-4 grid size-12 place-items-center rounded-full bg-forest-50 text-forest-700">
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 className="font-display text-xl font-semibold">{t(`${base}.title`)}</h2>
      <p className="mt-2 flex-1 text-sm text-ink-soft">
        {roles === null ? t(`${base}.visitor`) : holds ? t(`${base}.holder`) : t(`${base}.missing`)}
      </p>
      <div className="mt-5 flex flex-wrap gap-2">
        {roles === null ? (
          <>
            <Button asChild>
              <Link to={trialLink(choice.key)}>{t('guide.startTrial')}</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={loginLink(choice.target)}>{t('guide.login')}</Link>
            </Button>
          </>
        ) : holds ? (
          <Button asChild>
            <Link to={choice.target}>{t(`${base}.action`)}</Link>
          </Button>
        ) : (
          <Button asChild variant="secondary">
            <Link to="/prijzen">{t('guide.choosePlan')}</Link>
          </Button>
        )}
      </div>
    </Card>
  );
};

/** /add-event and /create-profile (footer links): the right next step for visitors and members. */
export const NextStepGuide = ({ mode }: { mode: 'event' | 'profile' }) => {
  const { t } = useTranslation('profiles');
  const { user, isLoading } = useSession();
  useDocumentTitle(t(`guide.${mode}.pageTitle`));
  const choices =
    mode === 'event' ? [EVENT_CHOICE] : PROFILE_CHOICES.filter((c) => user || c.key !== 'participant');
  const roles = user ? (user.roles as Role[]) : null;
  return (
    <div data-testid={`guide-${mode}`}>
      <PageHeader
        eyebrow={t('guide.eyebrow')}
        title={t(`guide.${mode}.pageTitle`)}
        description={t(`guide.${mode}.lead`)}
      />
      <Container className="py-10 sm:py-14">
        {isLoading ? (
          <Skeleton className="h-56" aria-busy="true" />
        ) : (
          <div className={mode === 'event' ? 'mx-auto max-w-xl' : 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3'}>
            {choices.map((choice) => (
              <ChoiceCard key={choice.key} choice={choice} mode={mode} roles={roles} />
            ))}
          </div>
        )}
        <p className="mt-8 text-center text-sm text-ink-soft">
          {t('guide.compare')}{' '}
          <Link to="/prijzen" className="font-medium text-forest-700 underline-offset-4 hover:underline">
            {t('guide.pricingLink')}
          </Link>
        </p>
      </Container>
    </div>
  );
};
