import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  GALLERY_LIMIT,
  PROFILE_IMAGE_CONTENT_TYPES,
  PROFILE_IMAGE_MAX_BYTES,
  type ProfileImageKind,
  type ProfileKind,
} from '@core/schemas/profiles';
import { Button } from '@web/components/ui/Button';
import { apiErrorMessage } from '@web/lib/apiErrors';
import type { FormValues } from './fields';
import { useUploadProfileImage } from './queries';

type UploadProps = { kind: ProfileKind; targetId: string | null };

/** Type and size checked before the file travels (the server checks again). */
const usePicker = (
  { kind, targetId }: UploadProps,
  imageKind: ProfileImageKind,
  onStored: (profile: Record<string, unknown>) => void,
) => {
  const { t } = useTranslation(['profiles', 'errors']);
  const upload = useUploadProfileImage(kind, targetId);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setError(null);
    for (const file of files) {
      if (!(PROFILE_IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type))
        return setError(t('errors:profile_image_invalid_type'));
      if (file.size > PROFILE_IMAGE_MAX_BYTES) return setError(t('errors:profile_image_too_large'));
      try {
        setProgress(0);
        const result = await upload.mutateAsync({ imageKind, file, onProgress: setProgress });
        if (result.profile) onStored(result.profile as unknown as Record<string, unknown>);
      } catch (failure) {
        setError(apiErrorMessage(failure, t));
        break;
      } finally {
        setProgress(null);
      }
    }
    return undefined;
  };
  return { input, onFiles, progress, error, busy: upload.isPending };
};

const Progress = ({ value }: { value: number | null }) => {
  const { t } = useTranslation('profiles');
  if (value === null) return null;
  return (
    <div className="w-full" role="status">
      <div className="h-2 overflow-hidden rounded-full bg-sand-200">
        <div
          className="h-full bg-forest-600 transition-[width]"
          style={{ width: `${Math.round(value * 100)}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-ink-soft">
        {t('images.uploading', { percent: Math.round(value * 100) })}
      </p>
    </div>
  );
};

/** A cover or logo: preview, upload (stored at once), remove (saved with the form). */
export const SingleImage = ({
  name,
  imageKind,
  ...props
}: UploadProps & { name: string; imageKind: ProfileImageKind }) => {
  const { t } = useTranslation('profiles');
  const { control, setValue, resetField } = useFormContext<FormValues>();
  const url = useWatch({ control, name }) as string;
  const {
    input: fileInput,
    onFiles,
    progress,
    error: uploadError,
    busy,
  } = usePicker(props, imageKind, (profile) => {
    const stored = (profile[name] as string | null) ?? '';
    resetField(name, { defaultValue: stored });
    setValue(name, stored);
  });
  const id = `profile-image-${name}`;
  return (
    <div className="space-y-3" data-testid={id}>
      <p className="text-sm font-medium text-ink">{t(`fields.${name}`)}</p>
      <div
        className={
          imageKind === 'logo'
            ? 'size-28 overflow-hidden rounded-full bg-sand-200'
            : 'aspect-[16/7] w-full overflow-hidden rounded-xl bg-sand-200'
        }
      >
        {url ? (
          <img
            src={url}
            alt={t('images.preview', { name: t(`fields.${name}`) })}
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <Progress value={progress} />
      <div className="flex flex-wrap gap-2">
        <input
          ref={fileInput}
          id={id}
          type="file"
          accept={PROFILE_IMAGE_CONTENT_TYPES.join(',')}
          className="sr-only"
          onChange={(e) => void onFiles(e)}
        />
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => fileInput.current?.click()}>
          <ImagePlus aria-hidden />
          {url ? t('images.replace') : t('images.choose')}
        </Button>
        {url ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => setValue(name, '', { shouldDirty: true })}
          >
            <Trash2 aria-hidden />
            {t('images.remove')}
          </Button>
        ) : null}
      </div>
      {uploadError ? (
        <p role="alert" className="text-sm text-red-700">
          {uploadError}
        </p>
      ) : null}
    </div>
  );
};

/** The gallery: add (several at once, stored at once), remove and reorder (saved with the form), at most 20. */
export const GalleryEditor = (props: UploadProps) => {
  const { t } = useTranslation(['profiles', 'errors']);
  const { control, setValue, getValues, resetField, formState } = useFormContext<FormValues>();
  const gallery = (useWatch({ control, name: 'galleryImages' }) as string[] | undefined) ?? [];
  const {
    input: fileInput,
    onFiles,
    progress,
    error: uploadError,
    busy,
  } = usePicker(props, 'gallery', (profile) => {
    // Keep unsaved removals and moves; add what the server appended.
    const stored = (profile.galleryImages as string[]) ?? [];
    const current = getValues('galleryImages') as string[];
    const added = stored.filter((url) => !current.includes(url));
    resetField('galleryImages', { defaultValue: stored });
    const next = [...current, ...added];
    // resetField alone does not update a field no input registers (the gallery): set the value too.
    setValue('galleryImages', next, { shouldDirty: next.join() !== stored.join() });
  });
  const full = gallery.length >= GALLERY_LIMIT;
  const move = (index: number, by: number) => {
    const next = [...gallery];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    setValue('galleryImages', next, { shouldDirty: true });
  };
  const serverError = formState.errors.galleryImages?.message;
  return (
    <div className="space-y-3 sm:col-span-2" data-testid="profile-gallery">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-ink">{t('fields.galleryImages')}</p>
        <p className="text-sm text-ink-soft">
          {t('images.count', { count: gallery.length, max: GALLERY_LIMIT })}
        </p>
      </div>
      {gallery.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {gallery.map((url, index) => (
            <li
              key={url}
              className="overflow-hidden rounded-xl border border-line bg-white"
              data-testid="gallery-item"
            >
              <img
                src={url}
                alt={t('images.galleryItem', { n: index + 1 })}
                className="aspect-[4/3] w-full object-cover"
              />
              <div className="flex justify-between p-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('images.moveLeft')}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowLeft aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('images.removeItem', { n: index + 1 })}
                  onClick={() =>
                    setValue(
                      'galleryImages',
                      gallery.filter((u) => u !== url),
                      { shouldDirty: true },
                    )
                  }
                >
                  <Trash2 aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('images.moveRight')}
                  disabled={index === gallery.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowRight aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-ink-soft">
          {t('images.galleryEmpty')}
        </p>
      )}
      <Progress value={progress} />
      <input
        ref={fileInput}
        id="profile-gallery-input"
        type="file"
        multiple
        accept={PROFILE_IMAGE_CONTENT_TYPES.join(',')}
        className="sr-only"
        onChange={(e) => void onFiles(e)}
        data-testid="gallery-input"
      />
      <Button
        variant="secondary"
        size="sm"
        disabled={busy || full}
        onClick={() => fileInput.current?.click()}
      >
        <ImagePlus aria-hidden />
        {t('images.addPhotos')}
      </Button>
      {full ? (
        <p className="text-sm text-ink-soft">
          {t(props.kind === 'venue' ? 'errors:venue_gallery_full' : 'errors:organization_gallery_full')}
        </p>
      ) : null}
      {uploadError || serverError ? (
        <p role="alert" className="text-sm text-red-700">
          {uploadError ?? serverError}
        </p>
      ) : null}
    </div>
  );
};
