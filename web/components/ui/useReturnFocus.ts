import { useRef } from 'react';

/**
 * Focus handlers for a Radix Dialog.Content. Radix gives focus back to its Dialog.Trigger on close, but our dialogs
 * and sheets are controlled and opened from any button (no Trigger), so focus would fall to the page's body. These
 * remember the element that had focus when the dialog opened and give focus back to it when it closes (WCAG 2.4.3).
 */
export const useReturnFocus = () => {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      // An opener that is gone (a menu item that closed with its menu) leaves focus to Radix.
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
};
