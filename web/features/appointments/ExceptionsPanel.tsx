import { CalendarOff, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Input } from '@web/components/ui/Input';
import { Pagination } from '@web/components/ui/Pagination';
import { Skeleton } from '@web/components/ui/Skeleton';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { longDateText, todayDate } from './format';
import { useAddException, useExceptions, useRemoveException } from './queries';
import { normaliseEnd } from './weeklyRanges';

/** The form: a date, a day off or other hours, and a note. */
const ExceptionForm = () => {
  const { t } = useTranslation('appointments');
  const add = useAddException();
  const [date, setDate] = useState('');
  const [dayOff, setDayOff] = useState(true);
  const [start, setStart] = useState('10:00');
  const [end, setEnd] = useState('14:00');
  const [note, setNote] = useState('');

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await add.mutateAsync({
        date,
        dayOff,
        start: dayOff ? null : start,
        end: dayOff ? null : normaliseEnd(end),
        note: note.trim() || null,
      });
      notify.success(t('exceptions.added'));
      setDate('');
      setNote('');
    } catch {
      // Shown in the form.
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} className="space-y-4" data-testid="exception-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="exception-date" label={t('exceptions.date')}>
          <Input
            id="exception-date"
            type="date"
            required
            min={todayDate()}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </Field>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-ink">{t('exceptions.kind')}</legend>
          <div className="flex flex-wrap gap-4 pt-2">
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="exception-kind" checked={dayOff} onChange={() => setDayOff(true)} />
              {t('exceptions.dayOff')}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="exception-kind" checked={!dayOff} onChange={() => setDayOff(false)} />
              {t('exceptions.otherHours')}
            </label>
          </div>
        </fieldset>
        {!dayOff ? (
          <>
            <Field id="exception-start" label={t('exceptions.start')}>
              <Input
                id="exception-start"
                type="time"
                step={900}
                required
                value={start}
                onChange={(e) => setStart(e.target.value)}
              />
            </Field>
            <Field id="exception-end" label={t('exceptions.end')}>
              <Input
                id="exception-end"
                type="time"
                step={900}
                required
                value={end}
                onChange={(e) => setEnd(e.target.value)}
              />
            </Field>
          </>
        ) : null}
        <div className="sm:col-span-2">
          <Field id="exception-note" label={t('exceptions.note')} hint={t('exceptions.noteHint')}>
            <Input
              id="exception-note"
              maxLength={200}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
        </div>
      </div>
      {add.isError ? <FormAlert>{apiErrorMessage(add.error, t)}</FormAlert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={add.isPending} data-testid="add-exception">
          {t('exceptions.add')}
        </Button>
      </div>
    </form>
  );
};

/** Exceptions from today on: list (paginated) with remove, and the form to add one. */
export const ExceptionsPanel = () => {
  const { t, i18n } = useTranslation('appointments');
  const [page, setPage] = useState(1);
  const query = useExceptions(page);
  const remove = useRemoveException();

  const handleRemove = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      notify.success(t('exceptions.removed'));
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
  };

  return (
    <Card>
      <CardBody className="space-y-5">
        <div>
          <h2 className="font-serif text-xl text-ink">{t('exceptions.title')}</h2>
          <p className="mt-1 text-sm text-ink-soft">{t('exceptions.intro')}</p>
        </div>
        <ExceptionForm />
        {query.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : query.isError ? (
          <ErrorPanel
            title={t('exceptions.loadError')}
            description={apiErrorMessage(query.error, t)}
            retryLabel={t('retry')}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.items.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-ink-soft" data-testid="exceptions-empty">
            <CalendarOff aria-hidden className="size-4" />
            {t('exceptions.empty')}
          </p>
        ) : (
          <>
            <ul
              className="divide-y divide-line/70 rounded-xl border border-line/80"
              data-testid="exception-list"
            >
              {query.data.items.map((e) => (
                <li key={e.id} className="flex items-center gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink">{longDateText(e.date, i18n.language)}</p>
                    <p className="text-sm text-ink-soft">
                      {e.start && e.end
                        ? t('exceptions.hours', { start: e.start, end: e.end })
                        : t('exceptions.dayOff')}
                      {e.note ? ` · ${e.note}` : ''}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={remove.isPending}
                    aria-label={t('exceptions.remove', { date: longDateText(e.date, i18n.language) })}
                    onClick={() => void handleRemove(e.id)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
            <Pagination
              page={query.data.page}
              pageSize={query.data.pageSize}
              total={query.data.total}
              onPage={setPage}
              summary={(pages) => t('pageSummary', { page: query.data.page, pages })}
              hideSinglePage
            />
          </>
        )}
      </CardBody>
    </Card>
  );
};
