import i18next from 'i18next';
import { Workbox } from 'workbox-window';
import { notify } from '@web/lib/toast';
import { SERVICE_WORKER_URL } from './registerServiceWorker';

/** Shows 'Nieuwe versie beschikbaar' with a reload button that stays until used or closed. */
const announceUpdate = async (activate: () => void): Promise<void> => {
  await i18next.loadNamespaces('pwa');
  notify.persistent(i18next.t('pwa:update.available'), {
    label: i18next.t('pwa:update.reload'),
    onClick: activate,
  });
};

/**
 * Registers the worker and announces a new version: a new worker waits (it may hold files an open tab no
 * longer has) until the visitor chooses to reload; then it takes over and the page loads with its files.
 */
export const watchServiceWorker = async (): Promise<void> => {
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  let reloadOnTakeOver = false;
  workbox.addEventListener('waiting', () => {
    void announceUpdate(() => {
      reloadOnTakeOver = true;
      workbox.messageSkipWaiting();
    });
  });
  // Any tab of this site may have activated it: every tab that asked reloads once the new worker controls it.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadOnTakeOver) window.location.reload();
  });
  await workbox.register();
};
