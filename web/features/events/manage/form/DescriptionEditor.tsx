import { Bold, Heading2, Italic, Link2, List } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EVENT_WRITE_LIMITS } from '@core/schemas/eventWrite';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { Textarea } from '@web/components/ui/Textarea';
import type { EventFormValues } from '../eventFormValues';
import { useFieldError } from './useFieldError';

type Format = { key: string; icon: LucideIcon; before: string; after: string };

/** Tags the server's sanitiser keeps (spec §5); the buttons wrap the selection in them. */
const FORMATS: readonly Format[] = [
  { key: 'bold', icon: Bold, before: '<strong>', after: '</strong>' },
  { key: 'italic', icon: Italic, before: '<em>', after: '</em>' },
  { key: 'heading', icon: Heading2, before: '<h3>', after: '</h3>' },
  { key: 'list', icon: List, before: '<ul>\n  <li>', after: '</li>\n</ul>' },
  { key: 'link', icon: Link2, before: '<a href="https://">', after: '</a>' },
];

const ID = 'event-description';

/**
 * The description as text with light HTML: a small toolbar wraps the selection in a tag, and the hint says
 * which tags survive. The server sanitises on save, so nothing typed here can run as script.
 */
export const DescriptionEditor = () => {
  const { t } = useTranslation('eventAdmin');
  const { register, getValues, setValue } = useFormContext<EventFormValues>();
  const error = useFieldError('description');
  const area = useRef<HTMLTextAreaElement | null>(null);
  const { ref, ...field } = register('description');

  const handleFormat = (format: Format) => {
    const element = area.current;
    const text = getValues('description');
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${format.before}${text.slice(start, end)}${format.after}${text.slice(end)}`;
    setValue('description', next, { shouldDirty: true });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + format.before.length, end + format.before.length);
    });
  };

  return (
    <Field id={ID} label={t('form.description')} error={error} hint={t('form.descriptionHint')}>
      <div
        className="flex flex-wrap gap-1"
        role="toolbar"
        aria-label={t('form.formatting')}
        aria-controls={ID}
      >
        {FORMATS.map((format) => (
          <Button
            key={format.key}
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={t(`form.format.${format.key}`)}
            title={t(`form.format.${format.key}`)}
            onClick={() => handleFormat(format)}
          >
            <format.icon aria-hidden />
          </Button>
        ))}
      </div>
      <Textarea
        id={ID}
        {...field}
        ref={(element) => {
          ref(element);
          area.current = element;
        }}
        maxLength={EVENT_WRITE_LIMITS.descriptionMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ID}-error` : `${ID}-hint`}
        className="min-h-48 font-mono text-sm"
      />
    </Field>
  );
};
