import { Check, Eye, EyeOff, Flag, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FORUM_REPORT_STATUSES, type ForumReport, type ForumReportStatus } from '@core/schemas/forum';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { cn } from '@web/lib/cn';
import { notify } from '@web/lib/toast';
import { ForumPagedList } from './ForumPagedList';
import { topicPath } from './paths';
import { useDecideReport, useForumReports, useModeratePost, useModerateTopic } from './queries';
import { timeAgo } from './relativeTime';

const ReportItem = ({ report }: { report: ForumReport }) => {
  const { t, i18n } = useTranslation('forum');
  const decide = useDecideReport();
  const moderateTopic = useModerateTopic();
  const moderatePost = useModeratePost();
  const hidden = report.post ? report.post.isHidden : report.topic.isHidden;
  const failed = (error: unknown) => notify.error(t('moderation.error'), apiErrorMessage(error, t));

  const handleToggleHidden = () => {
    const done = () => notify.success(t(hidden ? 'moderation.shown' : 'moderation.hidden'));
    if (report.post)
      moderatePost.mutate({ id: report.post.id, isHidden: !hidden }, { onSuccess: done, onError: failed });
    else
      moderateTopic.mutate(
        { id: report.topic.id, body: { isHidden: !hidden } },
        { onSuccess: done, onError: failed },
      );
  };

  const handleDecide = (status: 'resolved' | 'dismissed') =>
    decide.mutate(
      { id: report.id, status },
      { onSuccess: () => notify.success(t(`admin.reports.${status}Done`)), onError: failed },
    );

  return (
    <li data-testid="forum-report" className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Badge tone={report.target === 'post' ? 'clay' : 'forest'}>
          {t(`admin.reports.target.${report.target}`)}
        </Badge>
        {hidden ? <Badge tone="destructive">{t('marks.hidden')}</Badge> : null}
        <span className="text-ink-muted">
          {t('admin.reports.by', {
            name: report.reporterName ?? t('defaultAuthor'),
            when: timeAgo(report.createdAt, i18n.language),
          })}
        </span>
      </div>
      <Link
        to={topicPath(report.topic.slug)}
        className="mt-2 block font-semibold text-ink hover:text-forest-700 hover:underline"
      >
        {report.topic.title}
      </Link>
      <blockquote className="mt-2 border-l-4 border-clay-200 pl-3 text-sm text-ink-soft">
        {report.excerpt}
      </blockquote>
      <p className="mt-2 text-sm">
        <span className="font-medium text-ink">{t('admin.reports.reason')}: </span>
        {report.reason}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={handleToggleHidden}>
          {hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
          {t(hidden ? 'moderation.show' : 'moderation.hide')}
        </Button>
        {report.status === 'open' ? (
          <>
            <Button size="sm" onClick={() => handleDecide('resolved')} disabled={decide.isPending}>
              <Check aria-hidden />
              {t('admin.reports.resolve')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => handleDecide('dismissed')}
              disabled={decide.isPending}
            >
              <X aria-hidden />
              {t('admin.reports.dismiss')}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
};

/** /admin/forum reports: open, resolved or dismissed, each with its link and actions. */
export const AdminForumReports = () => {
  const { t } = useTranslation('forum');
  const [status, setStatus] = useState<ForumReportStatus>('open');
  const [page, setPage] = useState(1);
  const query = useForumReports(status, page);
  return (
    <section aria-labelledby="admin-forum-reports">
      <h2 id="admin-forum-reports" className="font-display text-xl font-semibold">
        {t('admin.reports.title')}
      </h2>
      <div role="group" aria-label={t('admin.reports.filter')} className="mt-3 mb-4 flex flex-wrap gap-1">
        {FORUM_REPORT_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-medium',
              status === s
                ? 'bg-forest-700 text-white'
                : 'bg-white text-ink-soft ring-1 ring-line hover:text-ink',
            )}
          >
            {t(`admin.reports.status.${s}`)}
          </button>
        ))}
      </div>
      <ForumPagedList
        query={query}
        skeleton={{ rows: 3, rowClassName: 'h-36', className: 'space-y-3' }}
        errorTitle={t('admin.reports.errorTitle')}
        empty={
          <StatePanel
            icon={Flag}
            title={t(`admin.reports.empty.${status}`)}
            description={t('admin.reports.emptyText')}
          />
        }
        onPage={setPage}
        summaryKey="admin.reports.pagination"
      >
        {(reports) => (
          <ul className="space-y-3">
            {reports.map((report) => (
              <ReportItem key={report.id} report={report} />
            ))}
          </ul>
        )}
      </ForumPagedList>
    </section>
  );
};
