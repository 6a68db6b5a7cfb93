import { useTranslation } from 'react-i18next';
import type { MonitoringOverview } from '@core/schemas/monitoring';
import { InstanceList } from './InstanceList';
import { JobRunList } from './JobRunList';
import { RouteTable } from './RouteTable';
import { Section } from './Section';
import { DatabaseFacts, ErrorFacts, MailFacts } from './SystemFacts';

/** The monitoring answer laid out: instances, jobs, mail and errors, requests per route, database. */
export const MonitoringView = ({ data }: { data: MonitoringOverview }) => {
  const { t } = useTranslation('monitoring');
  const alive = data.instances.filter((i) => i.alive).length;
  return (
    <div className="space-y-10">
      <Section
        id="instances"
        title={t('instances.title')}
        description={t('instances.intro', { alive, total: data.instances.length })}
      >
        <InstanceList instances={data.instances} />
      </Section>
      <Section id="jobs" title={t('jobs.title')} description={t('jobs.intro')}>
        <JobRunList jobs={data.jobs} />
      </Section>
      <div className="grid gap-10 xl:grid-cols-[3fr_2fr]">
        <Section id="mail" title={t('mail.title')} description={t('mail.intro')}>
          <MailFacts mail={data.mail} />
        </Section>
        <Section id="errors" title={t('errors.title')} description={t('errors.intro')}>
          <ErrorFacts errors={data.errors} />
        </Section>
      </div>
      <Section id="routes" title={t('routes.title')} description={t('routes.intro')}>
        <RouteTable routes={data.routes} />
      </Section>
      <Section id="database" title={t('database.title')}>
        <DatabaseFacts database={data.database} />
      </Section>
    </div>
  );
};
