import { Toaster } from 'sonner';
import { MAX_TOASTS } from '@web/lib/toast';

/** sonner's Toaster, top-right; loaded with the first toast (web/lib/toast.ts), never before. */
const ToastHost = () => (
  <Toaster
    position="top-right"
    visibleToasts={MAX_TOASTS}
    theme="light"
    closeButton
    toastOptions={{
      classNames: {
        toast: '!rounded-2xl !border-line !bg-white !font-sans !text-ink !shadow-[var(--shadow-lift)]',
        description: '!text-ink-soft',
        success: '[&_[data-icon]]:!text-forest-600',
        error: '[&_[data-icon]]:!text-clay-600',
      },
    }}
  />
);

export default ToastHost;
