import {
  AlertTriangle,
  CalendarClock,
  CalendarDays,
  Euro,
  FileEdit,
  Flag,
  Hourglass,
  MailWarning,
  MessageSquareWarning,
  MessagesSquare,
  Star,
  UserCheck,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import type { AdminDashboard } from '@core/schemas/insights';
import { OverviewTile } from '@web/features/analytics';
import { formatCount } from '@web/lib/format';

type Figure = { key: string; to: string; icon: LucideIcon; value: string; label: string };
type Group = { key: string; figures: Figure[]; hint?: string };

/** The dashboard's groups of figures, each figure a tile linking to the screen where the admin acts on it. */
export const DashboardFigures = ({ data }: { data: AdminDashboard }) => {
  const { t, i18n } = useTranslation('insights');
  const n = (value: number) => formatCount(value, i18n.language);
  const label = (key: string) => t(`dashboard.figures.${key}`);
  const groups: Group[] = [
    {
      key: 'members',
      figures: [
        {
          key: 'membersTotal',
          to: '/admin/gebruikers',
          icon: Users,
          value: n(data.members.total),
          label: label('membersTotal'),
        },
        {
          key: 'membersNew',
          to: '/admin/gebruikers',
          icon: UserPlus,
          value: n(data.members.newThisWeek),
          label: label('membersNew'),
        },
        {
          key: 'membersActive',
          to: '/admin/gebruikers',
          icon: UserCheck,
          value: n(data.members.activeLast7Days),
          label: label('membersActive'),
        },
      ],
      hint: t('dashboard.hints.membersActive'),
    },
    {
      key: 'events',
      figures: [
        {
          key: 'eventsPublished',
          to: '/admin/evenementen',
          icon: CalendarDays,
          value: n(data.events.published),
          label: label('eventsPublished'),
        },
        {
          key: 'eventsUpcoming',
          to: '/admin/evenementen',
          icon: CalendarClock,
          value: n(data.events.upcoming),
          label: label('eventsUpcoming'),
        },
        {
          key: 'eventsDrafts',
          to: '/admin/evenementen',
          icon: FileEdit,
          value: n(data.events.drafts),
          label: label('eventsDrafts'),
        },
      ],
    },
    {
      key: 'revenue',
      figures: [
        {
          key: 'mrr',
          to: '/admin/abonnementen',
          icon: Euro,
          value: formatMoney(data.revenue.mrr, moneyLanguage(i18n.language)),
          label: label('mrr'),
        },
        {
          key: 'trialsEnding',
          to: '/admin/abonnementen?status=trialing',
          icon: Hourglass,
          value: n(data.revenue.trialsEndingIn7Days),
          label: label('trialsEnding'),
        },
      ],
    },
    {
      key: 'reports',
      figures: [
        {
          key: 'reportsReviews',
          to: '/admin/organisaties',
          icon: Star,
          value: n(data.reports.reviews),
          label: label('reportsReviews'),
        },
        {
          key: 'reportsForum',
          to: '/admin/forum',
          icon: MessagesSquare,
          value: n(data.reports.forum),
          label: label('reportsForum'),
        },
        {
          key: 'reportsConversations',
          to: '/admin/berichten-meldingen',
          icon: MessageSquareWarning,
          value: n(data.reports.conversations),
          label: label('reportsConversations'),
        },
        {
          key: 'reportsEvents',
          to: '/admin/evenementen',
          icon: Flag,
          value: n(data.reports.events),
          label: label('reportsEvents'),
        },
      ],
    },
    {
      key: 'failures',
      figures: [
        {
          key: 'failedJobs',
          to: '/admin/monitoring',
          icon: AlertTriangle,
          value: n(data.failures.jobs),
          label: label('failedJobs'),
        },
        {
          key: 'failedMails',
          to: '/admin/instellingen/email-logs',
          icon: MailWarning,
          value: n(data.failures.mails),
          label: label('failedMails'),
        },
      ],
    },
  ];
  return (
    <div className="grid gap-8">
      {groups.map((group) => (
        <section
          key={group.key}
          aria-labelledby={`insights-${group.key}`}
          data-testid={`figures-${group.key}`}
        >
          <h2 id={`insights-${group.key}`} className="mb-3 text-lg font-semibold text-ink">
            {t(`dashboard.groups.${group.key}`)}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {group.figures.map((figure) => (
              <OverviewTile
                key={figure.key}
                to={figure.to}
                icon={figure.icon}
                value={figure.value}
                label={figure.label}
                testId={`figure-${figure.key}`}
              />
            ))}
          </div>
          {group.hint ? <p className="mt-2 text-xs text-ink-soft">{group.hint}</p> : null}
        </section>
      ))}
    </div>
  );
};
