import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EVENT_IMAGE_CONTENT_TYPES, EVENT_IMAGE_MAX_BYTES } from '@core/schemas/eventWrite';
import { Button } from '@web/components/ui/Button';
import { EventImagePlaceholder } from '@web/features/events/EventImagePlaceholder';
import { apiErrorMessage } from '@web/lib/apiErrors';
import type { EventFormValues } from '../eventFormValues';
import { useUploadEventImage } from '../queries';
import { FormSection } from './FormSection';
import { useFieldError } from './useFieldError';

const ACCEPT = EVENT_IMAGE_CONTENT_TYPES.join(',');

/** Upload (resized to WebP by the server), preview, replace or remove the event's picture. */
export const ImageSection = () => {
  const { t } = useTranslation('eventAdmin');
  const { control, setValue } = useFormContext<EventFormValues>();
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  const fieldError = useFieldError('imageUrl');
  const upload = useUploadEventImage();
  const input = useRef<HTMLInputElement | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    // Same limits as the server, so a wrong file is refused before it travels.
    if (!(EVENT_IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      setError(t('errors:event_image_invalid_type'));
      return;
    }
    if (file.size > EVENT_IMAGE_MAX_BYTES) {
      setError(t('errors:event_image_too_large'));
      return;
    }
    try {
      const result = await upload.mutateAsync(file);
      setValue('imageUrl', result.imageUrl, { shouldDirty: true, shouldValidate: true });
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  };

  const message = error ?? fieldError;
  return (
    <FormSection id="image" title={t('form.sections.image')} description={t('form.sections.imageText')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="relative aspect-[16/10] w-full overflow-hidden rounded-xl bg-sand-200 sm:w-72">
          {imageUrl ? (
            <img
              src={imageUrl}
              alt={t('form.imagePreview')}
              className="size-full object-cover"
              data-testid="event-image-preview"
            />
          ) : (
            <EventImagePlaceholder seed="new-event" />
          )}
          {upload.isPending ? (
            <div className="absolute inset-0 grid place-items-center bg-white/70">
              <LoaderCircle
                aria-label={t('form.imageUploading')}
                className="size-6 animate-spin text-forest-700"
              />
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id="event-image-file"
            type="file"
            accept={ACCEPT}
            className="sr-only"
            onChange={(event) => void handleFile(event)}
            data-testid="event-image-input"
          />
          <Button variant="secondary" disabled={upload.isPending} onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden />
            {imageUrl ? t('form.imageReplace') : t('form.imageChoose')}
          </Button>
          {imageUrl ? (
            <Button
              variant="ghost"
              disabled={upload.isPending}
              onClick={() => setValue('imageUrl', '', { shouldDirty: true })}
            >
              <Trash2 aria-hidden />
              {t('form.imageRemove')}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-ink-soft">{t('form.imageHint')}</p>
      {message ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </FormSection>
  );
};
