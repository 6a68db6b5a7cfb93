import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EVENT_WRITE_LIMITS } from '@core/schemas/eventWrite';
import { Button } from '@web/components/ui/Button';
import { emptyTicket, type EventFormValues } from '../eventFormValues';
import { FormSection } from './FormSection';
import { RowRemoveButton } from './RowRemoveButton';
import { SwitchField } from './SwitchField';
import { TextField } from './TextField';

/** Base price and capacity, and the ticket types (name, price, on sale or not). */
export const TicketsSection = () => {
  const { t } = useTranslation('eventAdmin');
  const { control } = useFormContext<EventFormValues>();
  const tickets = useFieldArray({ control, name: 'tickets' });
  return (
    <FormSection id="tickets" title={t('form.sections.tickets')} description={t('form.sections.ticketsText')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="price"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          label={t('form.price')}
          hint={t('form.priceHint')}
        />
        <TextField
          name="maxParticipants"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          label={t('form.maxParticipants')}
          hint={t('form.maxParticipantsHint')}
        />
      </div>
      <div>
        <h3 className="mb-3 text-sm font-semibold text-ink">{t('form.ticketTypes')}</h3>
        {tickets.fields.length === 0 ? (
          <p className="mb-3 text-sm text-ink-soft">{t('form.noTickets')}</p>
        ) : null}
        <ol className="space-y-3">
          {tickets.fields.map((field, index) => (
            <li key={field.id} className="rounded-xl border border-line p-3 sm:p-4" data-testid="ticket-row">
              <div className="flex items-start gap-2">
                <div className="grid flex-1 gap-3 sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)]">
                  <TextField name={`tickets.${index}.name`} label={t('form.ticketName')} maxLength={100} />
                  <TextField
                    name={`tickets.${index}.price`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="0.01"
                    label={t('form.ticketPrice')}
                  />
                  <TextField
                    name={`tickets.${index}.quantity`}
                    type="number"
                    inputMode="numeric"
                    min={Math.max(1, field.soldCount)}
                    step={1}
                    label={t('form.ticketQuantity')}
                    hint={t('form.ticketQuantityHint')}
                  />
                </div>
                <div className="pt-7">
                  <RowRemoveButton
                    label={t('form.removeTicket', { n: index + 1 })}
                    onClick={() => tickets.remove(index)}
                  />
                </div>
              </div>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <SwitchField name={`tickets.${index}.isActive`} label={t('form.ticketActive')} />
                {field.soldCount > 0 ? (
                  <span className="text-sm text-ink-soft">
                    {t('form.ticketSold', { count: field.soldCount })}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={tickets.fields.length >= EVENT_WRITE_LIMITS.ticketsMax}
          onClick={() => tickets.append(emptyTicket())}
          data-testid="add-ticket"
        >
          <Plus aria-hidden />
          {t('form.addTicket')}
        </Button>
      </div>
    </FormSection>
  );
};
