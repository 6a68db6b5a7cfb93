import { LoaderCircle, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BroadcastAudience } from '@core/schemas/broadcasts';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { useBroadcastReach } from './queries';

type ReachPreviewProps = { audience: BroadcastAudience | null };

/** 'Bereikt N leden' for the audience as it stands (asked for 400 ms after the last change). */
export const ReachPreview = ({ audience }: ReachPreviewProps) => {
  const { t } = useTranslation('broadcasts');
  const reach = useBroadcastReach(audience);
  const text = !audience
    ? t('form.reachUnknown')
    : reach.isError
      ? apiErrorMessage(reach.error, t)
      : reach.isSuccess
        ? t('form.reach', { count: reach.data.reach })
        : t('form.reachLoading');
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="broadcast-reach"
      className={
        reach.isError && audience
          ? 'flex items-center gap-2 text-sm font-medium text-red-700'
          : 'flex items-center gap-2 text-sm font-medium text-forest-800'
      }
    >
      {audience && reach.isFetching ? (
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
      ) : (
        <Users aria-hidden className="size-4" />
      )}
      {text}
    </p>
  );
};
