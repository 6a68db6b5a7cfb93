import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';
import { changeLanguage, LANGUAGES } from '@web/lib/i18n';

type LanguageSwitchProps = { testId?: string; tone?: 'light' | 'dark'; className?: string };

/** NL | EN toggle; the choice is stored in localStorage by the i18n module. */
export const LanguageSwitch = ({
  testId = 'language-switch',
  tone = 'light',
  className,
}: LanguageSwitchProps) => {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? 'nl';
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      data-testid={testId}
      className={cn(
        'inline-flex items-center rounded-full p-0.5 text-xs font-semibold',
        tone === 'light' ? 'bg-sand-100 ring-1 ring-line' : 'bg-white/10 ring-1 ring-white/20',
        className,
      )}
    >
      {LANGUAGES.map((lng) => {
        const active = current === lng;
        return (
          <button
            key={lng}
            type="button"
            lang={lng}
            aria-pressed={active}
            data-testid={`${testId}-${lng}`}
            onClick={() => void changeLanguage(lng)}
            className={cn(
              'rounded-full px-2.5 py-1 uppercase transition-colors',
              tone === 'light'
                ? active
                  ? 'bg-white text-forest-800 shadow-sm'
                  : 'text-ink-muted hover:text-ink'
                : active
                  ? 'bg-white text-forest-900'
                  : 'text-white/75 hover:text-white',
            )}
          >
            {/* The name starts with what is shown ('NL'), so voice control users can say it (WCAG 2.5.3). */}
            {lng}
            <span className="sr-only"> {t(`language.${lng}`)}</span>
          </button>
        );
      })}
    </div>
  );
};
