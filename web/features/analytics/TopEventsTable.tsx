import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TopEvent } from '@core/schemas/analytics';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { downloadCsv, toCsv } from './csv';
import { formatNumber } from './format';

type TopEventsTableProps = { events: readonly TopEvent[]; from: string; to: string };

/** The most viewed events of the period with their saves, and their CSV. */
export const TopEventsTable = ({ events, from, to }: TopEventsTableProps) => {
  const { t, i18n } = useTranslation('analytics');
  const headers = [t('topEvents.event'), t('topEvents.views'), t('topEvents.saves')];
  const handleDownload = () =>
    downloadCsv(
      `kring-top-evenementen-${from}-${to}.csv`,
      toCsv(
        headers,
        events.map((e) => [e.title, e.views, e.saves]),
      ),
    );
  return (
    <Card data-testid="top-events">
      <CardBody className="p-4 sm:p-6">
        <div className="mb-3 flex items-start justify-between gap-3">
          <h2 className="font-display text-lg font-semibold text-ink">{t('topEvents.title')}</h2>
          {events.length > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={handleDownload}
              aria-label={t('csv.downloadLabel', { title: t('topEvents.title') })}
            >
              <Download aria-hidden />
              {t('csv.download')}
            </Button>
          ) : null}
        </div>
        {events.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('topEvents.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-ink-soft">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {headers[0]}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {headers[1]}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {headers[2]}
                  </th>
                </tr>
              </thead>
              <tbody>
                {events.map((e) => (
                  <tr key={e.id} className="border-t border-line/60">
                    <th scope="row" className="max-w-[12rem] py-2 pr-3 font-normal sm:max-w-none">
                      <Link
                        to={`/evenement/${e.slug}`}
                        className="line-clamp-2 text-forest-700 underline-offset-2 hover:underline"
                      >
                        {e.title}
                      </Link>
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {formatNumber(e.views, i18n.language)}
                    </td>
                    <td className="py-2 text-right tabular-nums">{formatNumber(e.saves, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardBody>
    </Card>
  );
};
