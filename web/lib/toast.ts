import { toast } from 'sonner';
import { TOAST_DURATION } from '@core/domain/limits';

/** Toasts with the spec §9 durations per kind; the Toaster itself sits top-right in the providers. */
export const notify = {
  success: (message: string, description?: string) =>
    toast.success(message, { duration: TOAST_DURATION.success, description }),
  error: (message: string, description?: string) =>
    toast.error(message, { duration: TOAST_DURATION.error, description }),
  info: (message: string, description?: string) =>
    toast.info(message, { duration: TOAST_DURATION.info, description }),
};

/** Spec §9: at most 20 toasts at once. */
export const MAX_TOASTS = 20;
