import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { OfflinePage } from '@web/features/pwa';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, isLanguage } from './lib/i18n';
import en from './public/locales/en/pwa.json';
import nl from './public/locales/nl/pwa.json';
import './styles.css';

/**
 * The offline page's own entry (offline.html): the service worker answers it for a page that cannot load
 * without a connection. Its texts are built in, so it needs nothing from the network.
 */
const storedLanguage = (): string => {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
};

const render = (i18n: typeof i18next): void => {
  document.documentElement.lang = i18n.language;
  document.title = i18n.t('offline.documentTitle');
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <OfflinePage />
      </I18nextProvider>
    </StrictMode>,
  );
};

const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { nl: { pwa: nl }, en: { pwa: en } },
    ns: ['pwa'],
    defaultNS: 'pwa',
    interpolation: { escapeValue: false },
  })
  .then(() => render(i18n));
