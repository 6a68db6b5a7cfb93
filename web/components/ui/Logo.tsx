import { cn } from '@web/lib/cn';

type LogoMarkProps = { className?: string };

/** The Kring mark: three overlapping circles, a circle of people. Decorative; the wordmark carries the name. */
export const LogoMark = ({ className }: LogoMarkProps) => (
  <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8', className)}>
    <circle cx="16" cy="11" r="7.5" fill="#6a9777" fillOpacity="0.9" />
    <circle cx="11" cy="19.5" r="7.5" fill="#c4714a" fillOpacity="0.8" />
    <circle cx="21" cy="19.5" r="7.5" fill="#2f4f3a" fillOpacity="0.85" />
  </svg>
);

type LogoProps = {
  className?: string;
  tone?: 'dark' | 'light';
  /** The site name (/admin/instellingen). */ name?: string;
};

export const Logo = ({ className, tone = 'dark', name = 'Kring' }: LogoProps) => (
  <span className={cn('inline-flex items-center gap-2', className)}>
    <LogoMark />
    <span
      className={cn(
        'font-display text-2xl font-semibold tracking-tight',
        tone === 'light' ? 'text-white' : 'text-forest-900',
      )}
    >
      {name}
    </span>
  </span>
);
