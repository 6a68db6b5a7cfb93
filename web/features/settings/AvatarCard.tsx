import { Camera, ImageUp, LoaderCircle, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, type AccountSettingsDto } from '@core/schemas/settings';
import { Button } from '@web/components/ui/Button';
import { Avatar } from '@web/features/navigation';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useRemoveAvatar, useUploadAvatar } from './queries';
import { SettingsSection } from './SettingsSection';

type AvatarCardProps = { account: AccountSettingsDto };

/** Profile photo: upload (checked here for size and type first, the server checks again) or remove. */
export const AvatarCard = ({ account }: AvatarCardProps) => {
  const { t } = useTranslation('settings');
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Allow picking the same file again after an error.
    event.target.value = '';
    if (!file) return;
    if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      notify.error(t('errors:avatar_invalid_type'));
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      notify.error(t('errors:avatar_too_large'));
      return;
    }
    try {
      await upload.mutateAsync(file);
      notify.success(t('account.avatar.uploaded'));
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
  };

  const handleRemove = async () => {
    try {
      await remove.mutateAsync();
      notify.success(t('account.avatar.removed'));
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
  };

  return (
    <SettingsSection
      id="account-avatar"
      icon={Camera}
      title={t('account.avatar.title')}
      description={t('account.avatar.description')}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar
          name={account.fullName}
          src={account.avatarUrl}
          className="size-20 text-2xl ring-4 ring-forest-50"
        />
        <div className="flex flex-wrap gap-3">
          <input
            ref={inputRef}
            type="file"
            accept={AVATAR_CONTENT_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            data-testid="avatar-input"
            onChange={(e) => void handleFile(e)}
          />
          <Button variant="secondary" disabled={busy} onClick={() => inputRef.current?.click()}>
            {upload.isPending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <ImageUp aria-hidden />
            )}
            {upload.isPending
              ? t('account.avatar.uploading')
              : account.avatarUrl
                ? t('account.avatar.replace')
                : t('account.avatar.choose')}
          </Button>
          {account.avatarUrl ? (
            <Button variant="ghost" disabled={busy} onClick={() => void handleRemove()}>
              {remove.isPending ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : (
                <Trash2 aria-hidden />
              )}
              {remove.isPending ? t('account.avatar.removing') : t('account.avatar.remove')}
            </Button>
          ) : null}
        </div>
      </div>
    </SettingsSection>
  );
};
